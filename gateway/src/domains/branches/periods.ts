// Resolvers of the 'Períodos de Entrega' fields (schema/branches.graphql): the branch's schedule, and the
// superuser's changes (EDIT_DELIVERY_PERIODS, enforced by the schema's @policy) through workflows/period-runs.
import type { Context } from '../../context';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import type { BranchPeriodRecord } from '../../upstreams/product-api/branch-delivery-periods';
import { isNotFound } from '../../upstreams/product-api/transport';
import { workflowDeps } from '../../workflows/deps';
import { toBranchDeliveryPeriod, toDeliveryPeriod } from './mappers';
import { branchPeriodProblems, duplicateBranchPeriod, duplicatePeriod, periodProblems, PERIOD_MESSAGES } from './period-rules';
import { BRANCH_MESSAGES, type FieldProblem } from './rules';
import { inputErrors } from '../../user-error';
import { addBranchPeriodRun, createPeriodRun, removeBranchPeriodRun, updateBranchPeriodRun } from './workflows/period-runs';

const refused = (problems: FieldProblem[]) => ({ message: null, errors: inputErrors(problems) });
const seconds = (time: string) => `${time.trim()}:00`;

/** The written branch period as the schedule shows it (with its period's times). */
async function shown(ctx: Context, record: BranchPeriodRecord) {
  const row = (await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(Number(record.filial))).find((p) => p.id === record.id);
  return row ? toBranchDeliveryPeriod(row) : null;
}

const periodNotFound = () => ({ period: null, ...refused([{ field: 'id', message: PERIOD_MESSAGES.notFound }]) });

/** A branch's period row by id, or null when there is none (the caller answers 'not found' on the id). */
async function branchPeriod(ctx: Context, id: string): Promise<BranchPeriodRecord | null> {
  if (!/^\d{1,12}$/.test(id.trim())) return null;
  try {
    return await ctx.upstreams.productApi.branchDeliveryPeriods.getBranchPeriod(Number(id));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function branchExists(ctx: Context, code: number): Promise<boolean> {
  return Number.isSafeInteger(code) && code >= 0 && (await ctx.upstreams.productApi.branches.load(code)) !== null;
}

const Query: QueryResolvers = {
  branchSchedule: async (_parent, { branch }, ctx) => {
    if (!(await branchExists(ctx, branch))) return null;
    return (await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(branch)).map(toBranchDeliveryPeriod);
  },
};

const Mutation: MutationResolvers = {
  createDeliveryPeriod: async (_parent, { input }, ctx) => {
    const problems = periodProblems(input);
    if (!problems.length) problems.push(...duplicatePeriod(await ctx.upstreams.productApi.branchDeliveryPeriods.all(), input.start, input.end));
    if (problems.length) return { period: null, ...refused(problems) };
    const outcome = await createPeriodRun(workflowDeps(ctx), { horaInicio: seconds(input.start), horaFim: seconds(input.end) });
    return outcome.record
      ? { period: toDeliveryPeriod(outcome.record), message: PERIOD_MESSAGES.created, errors: [] }
      : { period: null, message: null, errors: outcome.errors };
  },
  addBranchDeliveryPeriod: async (_parent, { branch, input }, ctx) => {
    const problems = branchPeriodProblems(input, true);
    if (problems.length) return { period: null, ...refused(problems) };
    if (!(await branchExists(ctx, branch))) return { period: null, ...refused([{ field: 'branch', message: BRANCH_MESSAGES.notFound }]) };
    const write = { filial: branch, horario: Number(input.periodId), quantidade: input.maxDeliveries, tipo: input.type };
    const twice = duplicateBranchPeriod(await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(branch), write.horario, write.tipo);
    if (twice.length) return { period: null, ...refused(twice) };
    const outcome = await addBranchPeriodRun(workflowDeps(ctx), write);
    return outcome.record
      ? { period: await shown(ctx, outcome.record), message: PERIOD_MESSAGES.added, errors: [] }
      : { period: null, message: null, errors: outcome.errors };
  },
  updateBranchDeliveryPeriod: async (_parent, { id, input }, ctx) => {
    const problems = branchPeriodProblems(input, false);
    if (!/^\d{1,12}$/.test(id.trim())) problems.push({ field: 'id', message: PERIOD_MESSAGES.notFound });
    if (problems.length) return { period: null, ...refused(problems) };
    const before = await branchPeriod(ctx, id);
    if (!before) return periodNotFound();
    const write = {
      filial: Number(before.filial),
      horario: input.periodId?.trim() ? Number(input.periodId) : Number(before.horario),
      quantidade: input.maxDeliveries,
      tipo: input.type,
    };
    const twice = duplicateBranchPeriod(await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(write.filial), write.horario, write.tipo, before.id);
    if (twice.length) return { period: null, ...refused(twice) };
    const outcome = await updateBranchPeriodRun(workflowDeps(ctx), before, write);
    return outcome.record
      ? { period: await shown(ctx, outcome.record), message: PERIOD_MESSAGES.updated, errors: [] }
      : { period: null, message: null, errors: outcome.errors };
  },
  removeBranchDeliveryPeriod: async (_parent, { id }, ctx) => {
    const before = await branchPeriod(ctx, id);
    if (!before) return periodNotFound();
    const row = await shown(ctx, before);
    const outcome = await removeBranchPeriodRun(workflowDeps(ctx), before);
    return outcome.record ? { period: row, message: PERIOD_MESSAGES.removed, errors: [] } : { period: null, message: null, errors: outcome.errors };
  },
};

export const deliveryPeriodResolvers = { Query, Mutation };
