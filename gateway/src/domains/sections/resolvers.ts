// Resolvers of schema/sections.graphql ('Seções', types 1 and 2 by the policy): the section list (inactive ones
// behind the page's switch), a branch's ranks, single edits as journaled changes with their audit entry, and the
// reorders as one workflow each (workflows/reorder-run.ts). Every write of the sections shares one journal subject,
// and every write of a branch's ranks another, so an edit and a reorder never interleave.
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import type { RankDetailRecord, RankRecord, SectionRecord } from '../../upstreams/product-api/sections';
import { isNotFound } from '../../upstreams/product-api/transport';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { pageRequest, pageResult } from '../../kit/paging';
import { rankWrite, sectionWrite, toSection, toSectionRank, toSectionWrite, withSection } from './mappers';
import { numericIds, reorderPlan, SECTION_MESSAGES, sectionProblems } from './rules';
import { runReorder } from './workflows/reorder-run';

const SECTIONS_TABLE = 'secoes';
const RANKS_TABLE = 'rank-secao-filial';
const SECTIONS_SUBJECT = 'secoes';
const ranksSubject = (branch: number) => `rank-secao-filial:${branch}`;

const validId = (id: string) => /^\d{1,12}$/.test(id.trim());
const validBranch = (branch: number) => Number.isSafeInteger(branch) && branch >= 0;
const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];

/** A failed read answers the spec's load prefix plus the upstream's words. */
async function loading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new GraphQLError(`${SECTION_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
  }
}

/** A record by id, or the user error that answers instead. */
async function existing<T>(read: () => Promise<T>, notFound: string, prefix: string): Promise<T | UserErrorData[]> {
  try {
    return await read();
  } catch (error) {
    if (isNotFound(error)) return failure('NOT_FOUND', notFound, 'id');
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
}

const Query: QueryResolvers = {
  sections: (_parent, { filter, page, pageSize }, ctx) => {
    // Bad paging is the caller's mistake (BAD_USER_INPUT), not a failed load.
    const request = pageRequest(page, pageSize);
    return loading(async () => {
      const all = (await ctx.upstreams.productApi.sections.list(Boolean(filter?.includeInactive))).map(toSection);
      const start = (request.page - 1) * request.size;
      return pageResult(request, { total: all.length, items: all.slice(start, start + request.size) });
    });
  },
  sectionRanks: (_parent, { branch }, ctx) =>
    loading(async () => (validBranch(branch) ? (await ctx.upstreams.productApi.sections.ranksOfBranch(branch)).map(toSectionRank) : [])),
};

const Mutation: MutationResolvers = {
  updateSection: async (_parent, { id, input }, ctx) => {
    const refused = (errors: UserErrorData[]) => ({ section: null, message: null, errors });
    const prefix = SECTION_MESSAGES.updateFailed;
    const api = ctx.upstreams.productApi.sections;
    if (!validId(id)) return refused(failure('NOT_FOUND', SECTION_MESSAGES.notFound, 'id'));
    const problems = sectionProblems(input);
    if (problems.length) return refused(inputErrors(problems));
    const before = await existing(() => api.get(Number(id)), SECTION_MESSAGES.notFound, prefix);
    if (Array.isArray(before)) return refused(before);
    const outcome = await runChange<SectionRecord>(workflowDeps(ctx), {
      kind: 'section_update',
      subject: SECTIONS_SUBJECT,
      table: SECTIONS_TABLE,
      method: 'PUT',
      before,
      asked: { id: before.id, input },
      // The position as stored when the write runs: a reorder finished meanwhile keeps its order.
      write: async () => api.update(before.id, toSectionWrite(input, await api.get(before.id))),
      prefix,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { section: toSection(outcome.record), message: SECTION_MESSAGES.updated, errors: [] };
  },

  reorderSections: async (_parent, { ids }, ctx) => {
    const refused = (errors: UserErrorData[]) => ({ sections: null, changedIds: [], message: null, errors });
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
      busy: SECTION_MESSAGES.busy,
    });
    if (outcome.errors.length) return refused(outcome.errors);
    // Written and audited: a failed read afterwards only leaves the page to reload.
    const sections = await api.list(true).then((rows) => rows.map(toSection), () => null);
    return { sections, changedIds: outcome.changedIds, message: SECTION_MESSAGES.reordered, errors: [] };
  },

  updateSectionRank: async (_parent, { id, available }, ctx) => {
    const refused = (errors: UserErrorData[]) => ({ rank: null, message: null, errors });
    const prefix = SECTION_MESSAGES.updateFailed;
    const api = ctx.upstreams.productApi.sections;
    if (!validId(id)) return refused(failure('NOT_FOUND', SECTION_MESSAGES.rankNotFound, 'id'));
    const before = await existing(() => api.getRank(Number(id)), SECTION_MESSAGES.rankNotFound, prefix);
    if (Array.isArray(before)) return refused(before);
    const outcome = await runChange<RankRecord>(workflowDeps(ctx), {
      kind: 'section_rank_update',
      subject: ranksSubject(Number(before.filial)),
      table: RANKS_TABLE,
      method: 'PUT',
      before: { id: before.id, ...rankWrite(before) },
      asked: { id: before.id, available },
      write: async () => {
        const current = await api.getRank(before.id);
        return api.updateRank(before.id, { ...rankWrite(current), ativo: available });
      },
      prefix,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { rank: toSectionRank(withSection(outcome.record, before)), message: SECTION_MESSAGES.rankUpdated, errors: [] };
  },

  reorderSectionRanks: async (_parent, { branch, ids }, ctx) => {
    const refused = (errors: UserErrorData[]) => ({ ranks: null, changedIds: [], message: null, errors });
    const prefix = SECTION_MESSAGES.reorderFailed;
    const api = ctx.upstreams.productApi.sections;
    if (!validBranch(branch)) return refused(failure('NOT_FOUND', SECTION_MESSAGES.branchNotFound, 'branch'));
    const asked = numericIds(ids);
    let stored: RankDetailRecord[];
    try {
      stored = await api.ranksOfBranch(branch);
    } catch (error) {
      return refused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
    }
    const placed = stored.map((r) => ({ id: r.id, position: Number(r.rank) }));
    const moves = asked && reorderPlan(placed, asked);
    if (!asked || !moves) return refused(failure('BAD_USER_INPUT', SECTION_MESSAGES.orderInvalid, 'ids'));
    const outcome = await runReorder(workflowDeps(ctx), {
      kind: 'section_ranks_reorder',
      subject: ranksSubject(branch),
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
      busy: SECTION_MESSAGES.busy,
    });
    if (outcome.errors.length) return refused(outcome.errors);
    const ranks = await api.ranksOfBranch(branch).then((rows) => rows.map(toSectionRank), () => null);
    return { ranks, changedIds: outcome.changedIds, message: SECTION_MESSAGES.rankUpdated, errors: [] };
  },
};

export const sectionResolvers = { Query, Mutation };
