// The writes of 'Seções': a section's edit and a rank's availability as the kit's record pipeline (one journaled
// change with its audit entry), and the reorders as one workflow each (workflows/reorder-run.ts). Every write of
// the sections shares one journal subject, and every write of a branch's ranks another, so an edit and a reorder
// never interleave.
import type { Context } from '../../context';
import type { SectionInput } from '../../generated/resolvers-types';
import { branchIdOf } from '../../kit/branch-ids';
import { recordChange } from '../../kit/mutation';
import { failure, refusal } from '../../kit/payload';
import { existing } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { RankDetailRecord, RankRecord, SectionRecord } from '../../upstreams/product-api/sections';
import { workflowDeps } from '../../workflows/deps';
import { sameSubmission } from '../../workflows/keys';
import { journalSubject } from '../../workflows/subjects';
import { rankWrite, sectionWrite, toSection, toSectionRank, toSectionWrite, withSection } from './mappers';
import { numericIds, reorderPlan, SECTION_MESSAGES, sectionProblems } from './rules';
import { runReorder } from './workflows/reorder-run';
import { performChange } from '../../workflows/engine';

const SECTIONS_TABLE = 'secoes';
const RANKS_TABLE = 'rank-secao-filial';
const SECTIONS_SUBJECT = journalSubject(SECTIONS_TABLE);
/** A branch's ranks, by the branch's id (what the rank records name). */
const ranksSubject = (branchId: number) => journalSubject(RANKS_TABLE, branchId);
const REORDER_BUSY = `${SECTION_MESSAGES.reorderFailed}${SECTION_MESSAGES.busy}`;

export function updateSection(ctx: Context, id: string, input: SectionInput) {
  const api = ctx.upstreams.productApi.sections;
  const prefix = SECTION_MESSAGES.updateFailed;
  return performChange(
    workflowDeps(ctx),
    recordChange({
      problems: () => sectionProblems(input),
      load: () => existing<SectionRecord>(ctx, { id, get: (n) => api.get(n), notFound: SECTION_MESSAGES.notFound, failed: prefix }),
      change: (before) => ({
        kind: 'section_update',
        subject: SECTIONS_SUBJECT,
        table: SECTIONS_TABLE,
        method: 'PUT',
        before,
        key: sameSubmission({ id: before!.id, input }),
        // The position as stored when the write runs: a reorder finished meanwhile keeps its order.
        write: async () => api.update(before!.id, toSectionWrite(input, await api.get(before!.id))),
        prefix,
      }),
      done: (written: SectionRecord) => ({ section: toSection(written), message: SECTION_MESSAGES.updated, errors: [] }),
      refused: refusal('section'),
    }),
  );
}

export function updateSectionRank(ctx: Context, id: string, available: boolean) {
  const api = ctx.upstreams.productApi.sections;
  const prefix = SECTION_MESSAGES.updateFailed;
  // The rank names its branch by id; the answer names it by code.
  let code = -1;
  return performChange(
    workflowDeps(ctx),
    recordChange({
      load: () =>
        existing<RankDetailRecord>(ctx, {
          id,
          get: (n) => api.getRank(n),
          notFound: SECTION_MESSAGES.rankNotFound,
          failed: prefix,
          // The rank names its branch by id; binding and the answer use its code.
          branch: { scope: 'sectionRanks', of: async (rank) => (code = (await ctx.upstreams.productApi.branches.map()).codeOf(Number(rank.filial)) ?? -1) },
        }),
      change: (before) => ({
        kind: 'section_rank_update',
        subject: ranksSubject(Number(before!.filial)),
        table: RANKS_TABLE,
        method: 'PUT',
        before: { id: before!.id, ...rankWrite(before!) },
        key: sameSubmission({ id: before!.id, available }),
        write: async () => {
          const current = await api.getRank(before!.id);
          return api.updateRank(before!.id, { ...rankWrite(current), ativo: available });
        },
        prefix,
      }),
      done: (written: RankRecord, before) => ({ rank: toSectionRank(withSection(written, before!), code), message: SECTION_MESSAGES.rankUpdated, errors: [] }),
      refused: refusal('rank'),
    }),
  );
}

export async function reorderSections(ctx: Context, ids: readonly string[]) {
  const refused = (errors: ReturnType<typeof failure>) => ({ sections: null, changedIds: [], message: null, errors });
  const prefix = SECTION_MESSAGES.reorderFailed;
  const api = ctx.upstreams.productApi.sections;
  const asked = numericIds(ids);
  let stored: SectionRecord[];
  try {
    stored = await api.list(true);
  } catch (error) {
    return refused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
  }
  const placed = stored.map((s) => ({ id: s.id, position: Number(s.ordenar) }));
  const moves = asked && reorderPlan(placed, asked);
  if (!asked || !moves) return refused(failure('BAD_USER_INPUT', SECTION_MESSAGES.orderInvalid, 'ids'));
  const outcome = await runReorder(workflowDeps(ctx), {
    kind: 'sections_reorder',
    subject: SECTIONS_SUBJECT,
    table: SECTIONS_TABLE,
    stored: placed,
    asked,
    moves,
    read: (id) => api.get(id),
    placed: (item, position) => ({ ...(item as SectionRecord), ordenar: position }),
    write: (item) => api.update((item as SectionRecord).id, sectionWrite(item as SectionRecord)),
    prefix,
    busy: REORDER_BUSY,
  });
  if (outcome.errors.length) return refused(outcome.errors);
  // Written and audited: a failed read afterwards only leaves the page to reload.
  const sections = await api.list(true).then(
    (rows) => rows.map(toSection),
    () => null,
  );
  return { sections, changedIds: outcome.changedIds, message: SECTION_MESSAGES.reordered, errors: [] };
}

export async function reorderSectionRanks(ctx: Context, branch: number, ids: readonly string[]) {
  const refused = (errors: ReturnType<typeof failure>) => ({ ranks: null, changedIds: [], message: null, errors });
  const prefix = SECTION_MESSAGES.reorderFailed;
  const api = ctx.upstreams.productApi.sections;
  const asked = numericIds(ids);
  let stored: RankDetailRecord[];
  let branchId: number | null;
  try {
    branchId = await branchIdOf(ctx.upstreams.productApi, branch);
    if (branchId === null) return refused(failure('NOT_FOUND', SECTION_MESSAGES.branchNotFound, 'branch'));
    stored = await api.ranksOfBranch(branchId);
  } catch (error) {
    return refused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
  }
  const placed = stored.map((r) => ({ id: r.id, position: Number(r.rank) }));
  const moves = asked && reorderPlan(placed, asked);
  if (!asked || !moves) return refused(failure('BAD_USER_INPUT', SECTION_MESSAGES.orderInvalid, 'ids'));
  const outcome = await runReorder(workflowDeps(ctx), {
    kind: 'section_ranks_reorder',
    subject: ranksSubject(branchId),
    table: RANKS_TABLE,
    stored: placed,
    asked,
    moves,
    read: async (id) => {
      const current = await api.getRank(id);
      return { id: current.id, ...rankWrite(current) };
    },
    placed: (item, position) => ({ ...(item as RankRecord), rank: position }),
    write: (item) => api.updateRank((item as RankRecord).id, rankWrite(item as RankRecord)),
    prefix,
    busy: REORDER_BUSY,
  });
  if (outcome.errors.length) return refused(outcome.errors);
  const ranks = await api.ranksOfBranch(branchId).then(
    (rows) => rows.map((r) => toSectionRank(r, branch)),
    () => null,
  );
  return { ranks, changedIds: outcome.changedIds, message: SECTION_MESSAGES.rankUpdated, errors: [] };
}
