// Resolvers of the 'Períodos de Entrega' fields (schema/branches.graphql): the branch's schedule, and the
// superuser's changes (EDIT_DELIVERY_PERIODS, enforced by the schema's @policy) through workflows/period-runs.
import { assertSharedChange, branchFilter, reachesBranch } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { BranchDeliveryPeriodInput, MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { isBranchCode } from '../../kit/branch-code';
import { refusal } from '../../kit/payload';
import { reading } from '../../kit/read';
import { recordId } from '../../kit/records';
import type { BranchPeriodRecord } from '../../upstreams/product-api/branch-delivery-periods';
import { isNotFound } from '../../upstreams/product-api/transport';
import { recordChange } from '../../kit/mutation';
import { performChange } from '../../workflows/engine';
import { workflowDeps } from '../../workflows/deps';
import { toBranchDeliveryPeriod, toDeliveryPeriod } from './mappers';
import { branchPeriodProblems, duplicateBranchPeriod, duplicatePeriod, periodProblems, PERIOD_MESSAGES } from './period-rules';
import { BRANCH_MESSAGES, type FieldProblem } from './rules';
import { inputErrors } from '../../user-error';
import { addBranchPeriodChange, createPeriodChange, removeBranchPeriodChange, updateBranchPeriodChange } from './workflows/period-runs';

const refused = refusal('period');
const refusedInput = (problems: FieldProblem[]) => refused(inputErrors(problems));
const seconds = (time: string) => `${time.trim()}:00`;

/** The written branch period as the schedule shows it (with its period's times). */
async function shown(ctx: Context, record: BranchPeriodRecord) {
  const row = (await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(Number(record.filial))).find((p) => p.id === record.id);
  return row ? toBranchDeliveryPeriod(row) : null;
}

const periodNotFound = () => refusedInput([{ field: 'id', message: PERIOD_MESSAGES.notFound }]);

/** A branch's period row by id, or null when there is none (the caller answers 'not found' on the id). */
async function branchPeriod(ctx: Context, id: string): Promise<BranchPeriodRecord | null> {
  const rowId = recordId(id);
  if (rowId === null) return null;
  try {
    const row = await ctx.upstreams.productApi.branchDeliveryPeriods.getBranchPeriod(rowId);
    // Another branch's row is, for a caller bound to a branch, a row that does not exist.
    return reachesBranch(sessionOf(ctx), 'deliverySchedule', row.filial) ? row : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function branchExists(ctx: Context, code: number): Promise<boolean> {
  return isBranchCode(code) && (await ctx.upstreams.productApi.branches.load(code)) !== null;
}

/** 'Adicionar Horários': a period added to a branch. */
async function addToBranch(ctx: Context, branch: number, input: BranchDeliveryPeriodInput) {
  branchFilter(sessionOf(ctx), 'deliverySchedule', branch);
  const problems = branchPeriodProblems(input, true);
  if (problems.length) return refusedInput(problems);
  if (!(await branchExists(ctx, branch))) return refusedInput([{ field: 'branch', message: BRANCH_MESSAGES.notFound }]);
  const write = { filial: branch, horario: Number(input.periodId), quantidade: input.maxDeliveries, tipo: input.type };
  const twice = duplicateBranchPeriod(await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(branch), write.horario, write.tipo);
  if (twice.length) return refusedInput(twice);
  return performChange(
    workflowDeps(ctx),
    recordChange({
      change: () => addBranchPeriodChange(ctx.upstreams.productApi, write),
      done: async (record) => ({ period: await shown(ctx, record), message: PERIOD_MESSAGES.added, errors: [] }),
      refused,
    }),
  );
}

/** A period taken off its branch (the period itself stays). */
async function removeFromBranch(ctx: Context, id: string) {
  const before = await branchPeriod(ctx, id);
  if (!before) return periodNotFound();
  const row = await shown(ctx, before);
  return performChange(
    workflowDeps(ctx),
    recordChange({
      change: () => removeBranchPeriodChange(ctx.upstreams.productApi, before),
      done: () => ({ period: row, message: PERIOD_MESSAGES.removed, errors: [] }),
      refused,
    }),
  );
}

const Query: QueryResolvers = {
  branchSchedule: (_parent, { branch }, ctx) =>
    reading(PERIOD_MESSAGES.loadFailed, async () => {
      branchFilter(sessionOf(ctx), 'deliverySchedule', branch);
      if (!(await branchExists(ctx, branch))) return null;
      return (await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(branch)).map(toBranchDeliveryPeriod);
    }),
};

const Mutation: MutationResolvers = {
  createDeliveryPeriod: async (_parent, { input }, ctx) => {
    // The periods are every branch's choices.
    assertSharedChange(sessionOf(ctx), 'deliverySchedule');
    const problems = periodProblems(input);
    if (!problems.length) problems.push(...duplicatePeriod(await ctx.upstreams.productApi.branchDeliveryPeriods.all(), input.start, input.end));
    if (problems.length) return refusedInput(problems);
    const period = { horaInicio: seconds(input.start), horaFim: seconds(input.end) };
    return performChange(
      workflowDeps(ctx),
      recordChange({
        change: () => createPeriodChange(ctx.upstreams.productApi, period),
        done: (record) => ({ period: toDeliveryPeriod(record), message: PERIOD_MESSAGES.created, errors: [] }),
        refused,
      }),
    );
  },
  createBranchDeliveryPeriod: (_parent, { branch, input }, ctx) => addToBranch(ctx, branch, input),
  addBranchDeliveryPeriod: (_parent, { branch, input }, ctx) => addToBranch(ctx, branch, input),
  updateBranchDeliveryPeriod: async (_parent, { id, input }, ctx) => {
    const problems = branchPeriodProblems(input, false);
    if (recordId(id) === null) problems.push({ field: 'id', message: PERIOD_MESSAGES.notFound });
    if (problems.length) return refusedInput(problems);
    const before = await branchPeriod(ctx, id);
    if (!before) return periodNotFound();
    const write = {
      filial: Number(before.filial),
      horario: input.periodId?.trim() ? Number(input.periodId) : Number(before.horario),
      quantidade: input.maxDeliveries,
      tipo: input.type,
    };
    const twice = duplicateBranchPeriod(await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(write.filial), write.horario, write.tipo, before.id);
    if (twice.length) return refusedInput(twice);
    return performChange(
      workflowDeps(ctx),
      recordChange({
        change: () => updateBranchPeriodChange(ctx.upstreams.productApi, before, write),
        done: async (record) => ({ period: await shown(ctx, record), message: PERIOD_MESSAGES.updated, errors: [] }),
        refused,
      }),
    );
  },
  deleteBranchDeliveryPeriod: (_parent, { id }, ctx) => removeFromBranch(ctx, id),
  removeBranchDeliveryPeriod: (_parent, { id }, ctx) => removeFromBranch(ctx, id),
};

export const deliveryPeriodResolvers = { Query, Mutation };
