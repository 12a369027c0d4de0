// Resolvers of schema/holidays.graphql ('Cadastro de Feriados', types 1-3 by the policy). A submanager is bound to
// their branch on every path: the branch list, the month's entries, and each change (branchFilter and
// refuses another branch with FORBIDDEN rather than answer different data); an entry of another branch named by
// id answers like a missing id (assertBranchRecord).
import { GraphQLError } from 'graphql';
import { assertBranchRecord, branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { MutationResolvers, QueryResolvers, SpecialDateInput } from '../../generated/resolvers-types';
import type { SpecialDateRecord } from '../../upstreams/product-api/special-dates';
import { isNotFound } from '../../upstreams/product-api/transport';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { StepRefusal } from '../../workflows/runner';
import { toSpecialDate, toSpecialDateWrite } from './mappers';
import { firstCalendarDay, HOLIDAY_MESSAGES, isoDay, specialDateProblems } from './rules';

const TABLE = 'horarios-especiais';

async function loading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions?.code === 'FORBIDDEN') throw error;
    throw new GraphQLError(`${HOLIDAY_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
  }
}

const validCode = (code: number) => Number.isSafeInteger(code) && code >= 0;
const validId = (id: string) => /^\d{1,12}$/.test(id.trim());
const refused = (errors: UserErrorData[]) => ({ specialDate: null, message: null, errors });
const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];

/** The entry by id, or the user error that answers instead; another branch's entry is not found. */
async function existing(ctx: Context, id: string, prefix: string): Promise<SpecialDateRecord | UserErrorData[]> {
  if (!validId(id)) return failure('NOT_FOUND', HOLIDAY_MESSAGES.notFound, 'id');
  let record: SpecialDateRecord;
  try {
    record = await ctx.upstreams.productApi.specialDates.get(Number(id));
    assertBranchRecord(sessionOf(ctx), 'holidays', record.filial);
  } catch (error) {
    if (isNotFound(error)) return failure('NOT_FOUND', HOLIDAY_MESSAGES.notFound, 'id');
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
  return record;
}

/** The form's problems, the branch's existence and the one-entry-per-day rule, in that order. */
async function checked(ctx: Context, input: SpecialDateInput, prefix: string, ownId?: number): Promise<UserErrorData[]> {
  branchFilter(sessionOf(ctx), 'holidays', input.branch);
  const problems = specialDateProblems(input, ctx.now);
  if (problems.length) return inputErrors(problems);
  if (!validCode(input.branch)) return failure('NOT_FOUND', HOLIDAY_MESSAGES.branchNotFound, 'branch');
  const api = ctx.upstreams.productApi;
  try {
    const [branch, sameDay] = await Promise.all([api.branches.load(input.branch), api.specialDates.onDay(input.branch, isoDay(input.date))]);
    if (!branch) return failure('NOT_FOUND', HOLIDAY_MESSAGES.branchNotFound, 'branch');
    if (sameDay.some((entry) => entry.id !== ownId)) return failure('DAY_TAKEN', HOLIDAY_MESSAGES.dayTaken, 'date');
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
  return [];
}

/**
 * The journal subject of a branch's day: every change that puts an entry on that day (or takes it off) holds it,
 * so 'one entry per branch and day' is checked and written as one step for racers (dayFree, inside the run).
 */
const daySubject = (branch: number, day: string) => `${TABLE}:${branch}:${day.slice(0, 10)}`;

/** Refuses, inside the run, a day another entry took since the form was checked. */
function dayFree(ctx: Context, branch: number, day: string, ownId?: number): () => Promise<void> {
  return async () => {
    const sameDay = await ctx.upstreams.productApi.specialDates.onDay(branch, day);
    if (sameDay.some((entry) => entry.id !== ownId)) throw new StepRefusal('DAY_TAKEN', HOLIDAY_MESSAGES.dayTaken, false, 'date');
  };
}

const Query: QueryResolvers = {
  specialDates: (_parent, { branch }, ctx) =>
    loading(async () => {
      branchFilter(sessionOf(ctx), 'holidays', branch);
      if (!validCode(branch)) return null;
      const api = ctx.upstreams.productApi;
      const entries = await api.specialDates.ofBranch(branch, firstCalendarDay(ctx.now));
      // Entries prove the branch exists: the branch itself is read only to tell an empty branch from none.
      if (entries.length === 0 && !(await api.branches.load(branch))) return null;
      return entries.map(toSpecialDate);
    }),
};

const Mutation: MutationResolvers = {
  createSpecialDate: async (_parent, { input }, ctx) => {
    const errors = await checked(ctx, input, HOLIDAY_MESSAGES.createFailed);
    if (errors.length) return refused(errors);
    const write = toSpecialDateWrite(input);
    const day = isoDay(input.date);
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'special_date_create',
      subject: daySubject(input.branch, day),
      table: TABLE,
      method: 'POST',
      before: null,
      asked: write,
      check: dayFree(ctx, input.branch, day),
      write: () => ctx.upstreams.productApi.specialDates.create(write),
      prefix: HOLIDAY_MESSAGES.createFailed,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { specialDate: toSpecialDate(outcome.record), message: HOLIDAY_MESSAGES.created, errors: [] };
  },
  updateSpecialDate: async (_parent, { id, input }, ctx) => {
    const before = await existing(ctx, id, HOLIDAY_MESSAGES.updateFailed);
    if (Array.isArray(before)) return refused(before);
    const errors = await checked(ctx, input, HOLIDAY_MESSAGES.updateFailed, before.id);
    if (errors.length) return refused(errors);
    const write = toSpecialDateWrite(input);
    const day = isoDay(input.date);
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'special_date_update',
      // The day the entry moves to: a create or another move to that day waits for this one.
      subject: daySubject(input.branch, day),
      table: TABLE,
      method: 'PUT',
      before,
      asked: { id: before.id, write },
      check: dayFree(ctx, input.branch, day, before.id),
      write: () => ctx.upstreams.productApi.specialDates.update(before.id, write),
      prefix: HOLIDAY_MESSAGES.updateFailed,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { specialDate: toSpecialDate(outcome.record), message: HOLIDAY_MESSAGES.updated, errors: [] };
  },
  deleteSpecialDate: async (_parent, { id }, ctx) => {
    const before = await existing(ctx, id, HOLIDAY_MESSAGES.deleteFailed);
    if (Array.isArray(before)) return { deletedId: null, message: null, errors: before };
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'special_date_delete',
      // The entry's day: the same entry added again afterwards is a new change, not the earlier add repeated.
      subject: daySubject(before.filial, String(before.data)),
      table: TABLE,
      method: 'DELETE',
      before,
      asked: { id: before.id },
      write: async () => {
        await ctx.upstreams.productApi.specialDates.delete(before.id);
        return { id: before.id };
      },
      after: () => null,
      prefix: HOLIDAY_MESSAGES.deleteFailed,
    });
    if (!outcome.record) return { deletedId: null, message: null, errors: outcome.errors };
    return { deletedId: String(before.id), message: HOLIDAY_MESSAGES.deleted, errors: [] };
  },
};

export const holidayResolvers = { Query, Mutation };
