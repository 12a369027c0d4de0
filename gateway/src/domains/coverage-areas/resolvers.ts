// Resolvers of schema/coverage.graphql: coverage areas (page 'area') and postal codes (page 'cep'), type 1 only by
// the policy. Reads answer the spec's load prefixes; each change is one journaled write with its audit entry.
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { MutationResolvers, QueryResolvers, ResolversTypes } from '../../generated/resolvers-types';
import type { PostalCodeRecord } from '../../upstreams/product-api/postal-codes';
import { isNotFound } from '../../upstreams/product-api/transport';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { StepRefusal } from '../../workflows/runner';
import { isCep, normaliseCep } from '../../kit/form-rules';
import { badInput, pageRequest, pageResult } from '../../kit/paging';
import { toCoverageArea, toNeighbourhood, toNeighbourhoodWrite, toPostalCode, type CoverageAreaSource } from './mappers';
import { COVERAGE_MESSAGES, coverageAreaProblems, neighbourhoodProblems, POSTAL_CODE_MESSAGES, postalCodeProblems } from './rules';
import { toBranchSource } from '../../kit/branch-source';

async function loading<T>(prefix: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions?.code === 'BAD_USER_INPUT') throw error;
    throw new GraphQLError(`${prefix}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
  }
}

const validCode = (code: number) => Number.isSafeInteger(code) && code >= 0;
const validId = (id: string | null | undefined): id is string => typeof id === 'string' && /^\d{1,12}$/.test(id.trim());
const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];

/** The postal code of a form's or filter's digits; null when there is none (or the digits are not a CEP). */
async function postalCodeOf(ctx: Context, code: string): Promise<PostalCodeRecord | null> {
  if (!isCep(code)) return null;
  return ctx.upstreams.productApi.postalCodes.byCode(normaliseCep(code));
}

/** Whether the branch's settings name this postal code for the neighbourhood search (DESIGN section 4). */
const offers = (searchCep: string | null | undefined, area: CoverageAreaSource) =>
  Boolean(searchCep) && normaliseCep(String(searchCep)) === area.postalCode.code;

async function withOffer(ctx: Context, areas: CoverageAreaSource[]): Promise<ResolversTypes['CoverageArea'][]> {
  if (areas.length === 0) return [];
  const settings = await ctx.upstreams.productApi.generalSettings.all();
  const searchCep = new Map(settings.map((s) => [Number(s.filial), s.confGeral?.codCepBuscaBairro]));
  return areas.map((area) => ({ ...area, neighbourhoodsOffered: offers(searchCep.get(area.branch.code), area) }));
}

const Query: QueryResolvers = {
  coverageAreas: (_parent, { filter, page, pageSize }, ctx) =>
    loading(COVERAGE_MESSAGES.loadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const api = ctx.upstreams.productApi;
      const branch = filter?.branch ?? undefined;
      if (branch !== undefined && !validCode(branch)) throw badInput(COVERAGE_MESSAGES.branchNotFound, 'branch');
      let postalCodeId: number | undefined;
      if (filter?.postalCode?.trim()) {
        if (!isCep(filter.postalCode)) throw badInput(COVERAGE_MESSAGES.cep, 'postalCode');
        const found = await postalCodeOf(ctx, filter.postalCode);
        if (!found) return { total: 0, items: [], truncated: false, notice: POSTAL_CODE_MESSAGES.notFound };
        postalCodeId = found.id;
      }
      const found = await api.coverageFees.list({ branch, postalCodeId }, request.page, request.size);
      const items = await withOffer(ctx, found.items.map(toCoverageArea));
      return { ...pageResult(request, { total: found.total, items }), notice: null };
    }),
  coverageBranch: (_parent, { code }, ctx) =>
    loading(COVERAGE_MESSAGES.lookupFailed, async () => {
      if (!validCode(code)) return null;
      const record = await ctx.upstreams.productApi.branches.load(code);
      return record ? toBranchSource(record) : null;
    }),
  coveragePostalCode: (_parent, { code }, ctx) =>
    loading(COVERAGE_MESSAGES.lookupFailed, async () => {
      const found = await postalCodeOf(ctx, code);
      return found ? toPostalCode(found) : null;
    }),
  postalCodes: (_parent, { filter, page, pageSize }, ctx) =>
    loading(POSTAL_CODE_MESSAGES.loadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const code = filter?.code?.trim() ?? '';
      if (code && !isCep(code)) throw badInput(POSTAL_CODE_MESSAGES.cep, 'code');
      const found = await ctx.upstreams.productApi.postalCodes.list({ cep: normaliseCep(code) || undefined }, request.page, request.size);
      return pageResult(request, { total: found.total, items: found.items.map(toPostalCode) });
    }),
};

/** A record read by id for an update: the record, or the NOT_FOUND / UPSTREAM_ERROR failure that answers instead. */
async function existing<T>(id: string, read: (id: number) => Promise<T>, notFound: string, prefix: string): Promise<T | UserErrorData[]> {
  if (!validId(id)) return failure('NOT_FOUND', notFound, 'id');
  try {
    return await read(Number(id));
  } catch (error) {
    if (isNotFound(error)) return failure('NOT_FOUND', notFound, 'id');
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
}

const areaRefused = (errors: UserErrorData[]) => ({ area: null, message: null, errors });
const neighbourhoodRefused = (errors: UserErrorData[]) => ({ neighbourhood: null, message: null, errors });
const postalCodeRefused = (errors: UserErrorData[]) => ({ postalCode: null, message: null, errors });

const Mutation: MutationResolvers = {
  saveCoverageArea: async (_parent, { id, input }, ctx) => {
    const prefix = COVERAGE_MESSAGES.saveFailed;
    const api = ctx.upstreams.productApi;
    const before = id == null ? null : await existing(id, (n) => api.coverageFees.get(n), COVERAGE_MESSAGES.areaNotFound, prefix);
    if (Array.isArray(before)) return areaRefused(before);
    const problems = coverageAreaProblems(input);
    if (problems.length) return areaRefused(inputErrors(problems));
    if (!validCode(input.branch)) return areaRefused(failure('NOT_FOUND', COVERAGE_MESSAGES.branchNotFound, 'branch'));
    let branch, postalCode, sameArea;
    try {
      [branch, postalCode] = await Promise.all([api.branches.load(input.branch), postalCodeOf(ctx, input.postalCode)]);
      if (!branch) return areaRefused(failure('NOT_FOUND', COVERAGE_MESSAGES.branchNotFound, 'branch'));
      if (!postalCode) return areaRefused(failure('NOT_FOUND', COVERAGE_MESSAGES.postalCodeNotFound, 'postalCode'));
      sameArea = await api.coverageFees.of(input.branch, postalCode.id);
    } catch (error) {
      return areaRefused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
    }
    if (sameArea && sameArea.id !== before?.id) return areaRefused(failure('AREA_TAKEN', COVERAGE_MESSAGES.duplicate, 'postalCode'));
    const write = { filial: input.branch, cep: postalCode.id, valor: input.fee };
    const cepId = postalCode.id;
    const outcome = await runChange(workflowDeps(ctx), {
      kind: before ? 'coverage_area_update' : 'coverage_area_create',
      subject: `taxas:${before ? before.id : `${input.branch}:${cepId}`}`,
      table: 'taxas',
      method: before ? 'PUT' : 'POST',
      before,
      asked: { id: before?.id ?? null, write },
      // Read again while the run holds the subject: an area made since the check above is not made twice.
      check: async () => {
        const taken = await api.coverageFees.of(input.branch, cepId);
        if (taken && taken.id !== before?.id) throw new StepRefusal('AREA_TAKEN', COVERAGE_MESSAGES.duplicate, false, 'postalCode');
      },
      write: () => (before ? api.coverageFees.update(before.id, write) : api.coverageFees.create(write)),
      prefix,
    });
    if (!outcome.record) return areaRefused(outcome.errors);
    const area = { id: String(outcome.record.id), branch: toBranchSource(branch), postalCode: toPostalCode(postalCode), fee: String(outcome.record.valor) };
    const [shown] = await withOffer(ctx, [area]).catch(() => [{ ...area, neighbourhoodsOffered: false }]);
    return { area: shown, message: COVERAGE_MESSAGES.saved, errors: [] };
  },
  saveNeighbourhood: async (_parent, { id, postalCodeId, input }, ctx) => {
    const prefix = id == null ? COVERAGE_MESSAGES.neighbourhoodCreateFailed : COVERAGE_MESSAGES.neighbourhoodUpdateFailed;
    const api = ctx.upstreams.productApi;
    const postalCode = await existing(postalCodeId, (n) => api.postalCodes.get(n), POSTAL_CODE_MESSAGES.notFound, prefix);
    if (Array.isArray(postalCode)) return neighbourhoodRefused(postalCode.map((e) => ({ ...e, field: 'postalCodeId' })));
    const before = id == null ? null : await existing(id, (n) => api.neighbourhoods.get(n), COVERAGE_MESSAGES.neighbourhoodNotFound, prefix);
    if (Array.isArray(before)) return neighbourhoodRefused(before);
    // A neighbourhood is edited through its own postal code only.
    if (before && Number(before.cep) !== postalCode.id) return neighbourhoodRefused(failure('NOT_FOUND', COVERAGE_MESSAGES.neighbourhoodNotFound, 'id'));
    const problems = neighbourhoodProblems(input);
    if (problems.length) return neighbourhoodRefused(inputErrors(problems));
    const write = toNeighbourhoodWrite(input, postalCode.id);
    const outcome = await runChange(workflowDeps(ctx), {
      kind: before ? 'neighbourhood_update' : 'neighbourhood_create',
      subject: `bairros-externos:${before ? before.id : `cep-${postalCode.id}`}`,
      table: 'bairros-externos',
      method: before ? 'PUT' : 'POST',
      before,
      asked: { id: before?.id ?? null, write },
      write: () => (before ? api.neighbourhoods.update(before.id, write) : api.neighbourhoods.create(write)),
      prefix,
    });
    if (!outcome.record) return neighbourhoodRefused(outcome.errors);
    return { neighbourhood: toNeighbourhood(outcome.record), message: COVERAGE_MESSAGES.neighbourhoodSaved, errors: [] };
  },
  savePostalCode: async (_parent, { id, input }, ctx) => {
    const prefix = id == null ? POSTAL_CODE_MESSAGES.createFailed : POSTAL_CODE_MESSAGES.updateFailed;
    const api = ctx.upstreams.productApi;
    const before = id == null ? null : await existing(id, (n) => api.postalCodes.get(n), POSTAL_CODE_MESSAGES.notFound, prefix);
    if (Array.isArray(before)) return postalCodeRefused(before);
    const problems = postalCodeProblems(input);
    if (problems.length) return postalCodeRefused(inputErrors(problems));
    let same;
    try {
      same = await postalCodeOf(ctx, input.code);
    } catch (error) {
      return postalCodeRefused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
    }
    if (same && same.id !== before?.id) return postalCodeRefused(failure('CODE_TAKEN', POSTAL_CODE_MESSAGES.taken, 'code'));
    const write = { cep: normaliseCep(input.code), endereco: input.address.trim() };
    const outcome = await runChange(workflowDeps(ctx), {
      kind: before ? 'postal_code_update' : 'postal_code_create',
      subject: `ceps:${before ? before.id : write.cep}`,
      table: 'ceps',
      method: before ? 'PUT' : 'POST',
      before,
      asked: { id: before?.id ?? null, write },
      // Read again while the run holds the subject: a postal code made since the check above is not made twice.
      check: async () => {
        const taken = await postalCodeOf(ctx, write.cep);
        if (taken && taken.id !== before?.id) throw new StepRefusal('CODE_TAKEN', POSTAL_CODE_MESSAGES.taken, false, 'code');
      },
      write: () => (before ? api.postalCodes.update(before.id, write) : api.postalCodes.create(write)),
      prefix,
    });
    if (!outcome.record) return postalCodeRefused(outcome.errors);
    const postalCode = toPostalCode({ ...outcome.record, bairrosexternos: outcome.record.bairrosexternos ?? before?.bairrosexternos ?? [] });
    return { postalCode, message: before ? POSTAL_CODE_MESSAGES.updated : POSTAL_CODE_MESSAGES.created, errors: [] };
  },
};

export const coverageResolvers = { Query, Mutation };
