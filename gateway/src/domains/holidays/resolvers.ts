// Resolvers of schema/holidays.graphql ('Cadastro de Feriados', types 1-3 by the policy). A submanager is bound to
// their branch on every path: the branch list, the month's entries, and each change (branchFilter refuses another
// branch with FORBIDDEN rather than answer different data); an entry of another branch named by id answers like a
// missing id (the kit's `existing` with the 'holidays' scope). Reads through `reading`, changes through the kit's
// record pipeline (kit/mutation.ts).
import { branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { MutationResolvers, QueryResolvers, SpecialDateInput } from '../../generated/resolvers-types';
import { branchIdOf } from '../../kit/branch-ids';
import type { BranchMap } from '../../upstreams/product-api/branches';
import { failure, isRefusal, refusal } from '../../kit/payload';
import { deleteChange } from '../../kit/record-delete';
import { saveChange } from '../../kit/record-save';
import { reading } from '../../kit/read';
import { existing } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { SpecialDateRecord } from '../../upstreams/product-api/special-dates';
import { inputErrors, type UserErrorData } from '../../user-error';
import { sameSubmission } from '../../workflows/keys';
import { StepRefusal } from '../../workflows/runner';
import { journalSubject } from '../../workflows/subjects';
import { toSpecialDate, toSpecialDateWrite } from './mappers';
import { firstCalendarDay, HOLIDAY_MESSAGES, isoDay, specialDateProblems } from './rules';
import { performChange } from '../../workflows/engine';
import { workflowDeps } from '../../workflows/deps';

const TABLE = 'horarios-especiais';

const refused = refusal('specialDate');

/** The entry by id as stored (its branch by id), or the user error that answers instead; another branch's entry
 *  is not found (the binding compares the branch's code, as the session names it). */
function entry(ctx: Context, id: string, failed: string) {
  const api = ctx.upstreams.productApi;
  let branches: BranchMap;
  return existing<SpecialDateRecord>(ctx, {
    id,
    get: async (n) => {
      const [record, map] = await Promise.all([api.specialDates.get(n), api.branches.map()]);
      branches = map;
      return record;
    },
    notFound: HOLIDAY_MESSAGES.notFound,
    failed,
    branch: { scope: 'holidays', of: (record) => branches.codeOf(Number(record.filial)) },
  });
}

/** The form's problems, the branch's existence and the one-entry-per-day rule, in that order. */
async function checked(ctx: Context, input: SpecialDateInput, prefix: string, ownId?: number): Promise<UserErrorData[]> {
  branchFilter(sessionOf(ctx), 'holidays', input.branch);
  const problems = specialDateProblems(input, ctx.now);
  if (problems.length) return inputErrors(problems);
  const api = ctx.upstreams.productApi;
  try {
    const branchId = await branchIdOf(api, input.branch);
    if (branchId === null) return failure('NOT_FOUND', HOLIDAY_MESSAGES.branchNotFound, 'branch');
    const sameDay = await api.specialDates.onDay(branchId, isoDay(input.date));
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
const daySubject = (branch: number, day: string) => journalSubject(TABLE, branch, day.slice(0, 10));

/** Refuses, inside the run, a day another entry took since the form was checked. */
function dayFree(ctx: Context, branch: number, day: string, ownId?: number): () => Promise<void> {
  return async () => {
    const api = ctx.upstreams.productApi;
    const sameDay = await api.specialDates.onDay((await branchIdOf(api, branch))!, day);
    if (sameDay.some((entry) => entry.id !== ownId)) throw new StepRefusal('DAY_TAKEN', HOLIDAY_MESSAGES.dayTaken, false, 'date');
  };
}

const Query: QueryResolvers = {
  specialDates: (_parent, { branch }, ctx) =>
    reading(HOLIDAY_MESSAGES.loadFailed, async () => {
      branchFilter(sessionOf(ctx), 'holidays', branch);
      const api = ctx.upstreams.productApi;
      const branchId = await branchIdOf(api, branch);
      if (branchId === null) return null;
      const entries = await api.specialDates.ofBranch(branchId, firstCalendarDay(ctx.now));
      return entries.map((record) => toSpecialDate(record, branch));
    }),
};

/** An entry's create (id null) or update: the entry (bound to the branch), the form's checks, then the write
 *  under the subject of the day it lands on, the day checked free again inside the run. */
function saveEntry(ctx: Context, id: string | null, input: SpecialDateInput) {
  const api = ctx.upstreams.productApi.specialDates;
  // The form's body as the panel names the branch (the journal's key); the write names it by id.
  const asked = toSpecialDateWrite(input, input.branch);
  const day = isoDay(input.date);
  const write = async () => toSpecialDateWrite(input, (await branchIdOf(ctx.upstreams.productApi, input.branch))!);
  return performChange(
    workflowDeps(ctx),
    saveChange({
      id,
      kind: 'special_date',
      table: TABLE,
      texts: HOLIDAY_MESSAGES,
      lookup: (n, failed) => entry(ctx, n, failed),
      verify: (before, failed) => checked(ctx, input, failed, before?.id),
      write: (before) => ({
        // The day the entry lands on: a create or another move to that day waits for this one.
        subject: daySubject(input.branch, day),
        key: sameSubmission(before ? { id: before.id, write: asked } : asked),
        check: dayFree(ctx, input.branch, day, before?.id),
        write: async () => (before ? api.update(before.id, await write()) : api.create(await write())),
      }),
      done: (written, message) => ({ specialDate: toSpecialDate(written, input.branch), message, errors: [] }),
      refused,
    }),
  );
}

const Mutation: MutationResolvers = {
  createSpecialDate: (_parent, { input }, ctx) => saveEntry(ctx, null, input),
  updateSpecialDate: (_parent, { id, input }, ctx) => saveEntry(ctx, id, input),
  deleteSpecialDate: (_parent, { id }, ctx) => {
    // The entry names its branch by id; the day's journal subject by code, as creates and updates write it.
    let code = -1;
    return performChange(
      workflowDeps(ctx),
      deleteChange({
        kind: 'special_date_delete',
        table: TABLE,
        load: async () => {
          const found = await entry(ctx, id, HOLIDAY_MESSAGES.deleteFailed);
          if (!isRefusal(found)) code = (await ctx.upstreams.productApi.branches.map()).codeOf(Number(found.filial)) ?? -1;
          return found;
        },
        // The entry's day: the same entry added again afterwards is a new change, not the earlier add repeated.
        subject: (before) => daySubject(code, String(before.data)),
        remove: (n) => ctx.upstreams.productApi.specialDates.delete(n),
        failed: HOLIDAY_MESSAGES.deleteFailed,
        deleted: HOLIDAY_MESSAGES.deleted,
      }),
    );
  },
};

export const holidayResolvers = { Query, Mutation };
