// The coverage pages' writes, each the kit's record pipeline (kit/mutation.ts): rules, the record, the checks that
// read, one journaled write with its audit entry keyed by what was asked (sameSubmission), the payload.
import { branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { CoverageAreaInput, NeighbourhoodInput, PostalCodeInput } from '../../generated/resolvers-types';
import { isBranchCode } from '../../kit/branch-code';
import { toBranchSource } from '../../kit/branch-source';
import { normaliseCep } from '../../kit/form-rules';
import { recordChange } from '../../kit/mutation';
import { failure, isRefusal, refusal } from '../../kit/payload';
import { existing } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { BranchRecord } from '../../upstreams/product-api/branches';
import type { CoverageFeeRecord } from '../../upstreams/product-api/coverage-fees';
import type { NeighbourhoodRecord, PostalCodeRecord } from '../../upstreams/product-api/postal-codes';
import type { UserErrorData } from '../../user-error';
import { sameSubmission } from '../../workflows/keys';
import { StepRefusal } from '../../workflows/runner';
import { journalSubject } from '../../workflows/subjects';
import { toNeighbourhood, toNeighbourhoodWrite, toPostalCode } from './mappers';
import { postalCodeOf, withOffer } from './queries';
import { COVERAGE_MESSAGES, coverageAreaProblems, neighbourhoodKey, neighbourhoodProblems, POSTAL_CODE_MESSAGES, postalCodeProblems } from './rules';
import { performChange } from '../../workflows/engine';
import { workflowDeps } from '../../workflows/deps';

const areaRefused = refusal('area');
const neighbourhoodRefused = refusal('neighbourhood');
const postalCodeRefused = refusal('postalCode');

/** What an area's change reads first: the area changed (null for a create), its branch and its postal code. */
interface AreaFound {
  record: CoverageFeeRecord | null;
  branch: BranchRecord;
  postalCode: PostalCodeRecord;
}

/** The area, the branch and the postal code of the form, or the errors that answer instead (one area per branch
 *  and postal code, checked again inside the run). */
async function areaFound(ctx: Context, id: string | null, input: CoverageAreaInput): Promise<AreaFound | UserErrorData[]> {
  const prefix = COVERAGE_MESSAGES.saveFailed;
  const api = ctx.upstreams.productApi;
  const record =
    id == null
      ? null
      : await existing(ctx, {
          id,
          get: (n) => api.coverageFees.get(n),
          notFound: COVERAGE_MESSAGES.areaNotFound,
          failed: prefix,
          branch: { scope: 'coverageAreas', of: (area) => area.filial },
        });
  if (record !== null && isRefusal(record)) return record;
  if (!isBranchCode(input.branch)) return failure('NOT_FOUND', COVERAGE_MESSAGES.branchNotFound, 'branch');
  try {
    const [branch, postalCode] = await Promise.all([api.branches.load(input.branch), postalCodeOf(ctx, input.postalCode)]);
    if (!branch) return failure('NOT_FOUND', COVERAGE_MESSAGES.branchNotFound, 'branch');
    if (!postalCode) return failure('NOT_FOUND', COVERAGE_MESSAGES.postalCodeNotFound, 'postalCode');
    const sameArea = await api.coverageFees.of(input.branch, postalCode.id);
    if (sameArea && sameArea.id !== record?.id) return failure('AREA_TAKEN', COVERAGE_MESSAGES.duplicate, 'postalCode');
    return { record, branch, postalCode };
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
}

/** A coverage area's create (id null) or update. */
export function saveArea(ctx: Context, id: string | null, input: CoverageAreaInput) {
  // The branch the area is written to, as the area's own (checked again on the record): a bound caller neither
  // writes nor moves one elsewhere.
  branchFilter(sessionOf(ctx), 'coverageAreas', input.branch);
  const api = ctx.upstreams.productApi;
  return performChange(
    workflowDeps(ctx),
    recordChange({
      problems: () => coverageAreaProblems(input),
      load: () => areaFound(ctx, id, input),
      change: (found) => {
        const { record: before, postalCode } = found!;
        const write = { filial: input.branch, cep: postalCode.id, valor: input.fee };
        return {
          kind: before ? 'coverage_area_update' : 'coverage_area_create',
          subject: before ? journalSubject('taxas', before.id) : journalSubject('taxas', input.branch, postalCode.id),
          table: 'taxas',
          method: before ? 'PUT' : 'POST',
          before,
          key: sameSubmission({ id: before?.id ?? null, write }),
          // Read again while the run holds the subject: an area made since the check above is not made twice.
          check: async () => {
            const taken = await api.coverageFees.of(input.branch, postalCode.id);
            if (taken && taken.id !== before?.id) throw new StepRefusal('AREA_TAKEN', COVERAGE_MESSAGES.duplicate, false, 'postalCode');
          },
          write: () => (before ? api.coverageFees.update(before.id, write) : api.coverageFees.create(write)),
          prefix: COVERAGE_MESSAGES.saveFailed,
        };
      },
      done: async (written, found) => {
        const area = { id: String(written.id), branch: toBranchSource(found!.branch), postalCode: toPostalCode(found!.postalCode), fee: String(written.valor) };
        const [shown] = await withOffer(ctx, [area]).catch(() => [{ ...area, neighbourhoodsOffered: false }]);
        return { area: shown, message: COVERAGE_MESSAGES.saved, errors: [] };
      },
      refused: areaRefused,
    }),
  );
}

/** What a neighbourhood's change reads first: its postal code and the neighbourhood changed (null for a create). */
interface NeighbourhoodFound {
  postalCode: PostalCodeRecord;
  record: NeighbourhoodRecord | null;
}

async function neighbourhoodFound(
  ctx: Context,
  id: string | null,
  postalCodeId: string,
  name: string,
  prefix: string,
): Promise<NeighbourhoodFound | UserErrorData[]> {
  const api = ctx.upstreams.productApi;
  const postalCode = await existing(ctx, { id: postalCodeId, get: (n) => api.postalCodes.get(n), notFound: POSTAL_CODE_MESSAGES.notFound, failed: prefix });
  if (isRefusal(postalCode)) return postalCode.map((e) => ({ ...e, field: 'postalCodeId' }));
  const key = neighbourhoodKey(name);
  const twin = (postalCode.bairrosexternos ?? []).find((n) => neighbourhoodKey(n.bairro) === key && String(n.id) !== String(id));
  if (twin) return failure('CODE_TAKEN', COVERAGE_MESSAGES.neighbourhoodTaken, 'name');
  if (id == null) return { postalCode, record: null };
  const record = await existing(ctx, { id, get: (n) => api.neighbourhoods.get(n), notFound: COVERAGE_MESSAGES.neighbourhoodNotFound, failed: prefix });
  if (isRefusal(record)) return record;
  // A neighbourhood is edited through its own postal code only.
  if (Number(record.cep) !== postalCode.id) return failure('NOT_FOUND', COVERAGE_MESSAGES.neighbourhoodNotFound, 'id');
  return { postalCode, record };
}

/** A neighbourhood's create (id null) or update, under its postal code. */
export function saveNeighbourhood(ctx: Context, id: string | null, postalCodeId: string, input: NeighbourhoodInput) {
  const prefix = id == null ? COVERAGE_MESSAGES.neighbourhoodCreateFailed : COVERAGE_MESSAGES.neighbourhoodUpdateFailed;
  const api = ctx.upstreams.productApi;
  return performChange(
    workflowDeps(ctx),
    recordChange({
      problems: () => neighbourhoodProblems(input),
      load: () => neighbourhoodFound(ctx, id, postalCodeId, input.name, prefix),
      change: (found) => {
        const { postalCode, record: before } = found!;
        const write = toNeighbourhoodWrite(input, postalCode.id);
        return {
          kind: before ? 'neighbourhood_update' : 'neighbourhood_create',
          subject: before ? journalSubject('bairros-externos', before.id) : journalSubject('bairros-externos', `cep-${postalCode.id}`),
          table: 'bairros-externos',
          method: before ? 'PUT' : 'POST',
          before,
          key: sameSubmission({ id: before?.id ?? null, write }),
          write: () => (before ? api.neighbourhoods.update(before.id, write) : api.neighbourhoods.create(write)),
          prefix,
        };
      },
      done: (written) => ({ neighbourhood: toNeighbourhood(written), message: COVERAGE_MESSAGES.neighbourhoodSaved, errors: [] }),
      refused: neighbourhoodRefused,
    }),
  );
}

/** A postal code's create (id null) or update; its digits are unique (checked again inside the run). */
export function savePostalCode(ctx: Context, id: string | null, input: PostalCodeInput) {
  const prefix = id == null ? POSTAL_CODE_MESSAGES.createFailed : POSTAL_CODE_MESSAGES.updateFailed;
  const api = ctx.upstreams.productApi;
  const write = { cep: normaliseCep(input.code), endereco: input.address.trim() };
  return performChange(
    workflowDeps(ctx),
    recordChange({
      problems: () => postalCodeProblems(input),
      load: id == null ? undefined : () => existing(ctx, { id, get: (n) => api.postalCodes.get(n), notFound: POSTAL_CODE_MESSAGES.notFound, failed: prefix }),
      verify: async (before) => {
        try {
          const same = await postalCodeOf(ctx, input.code);
          return same && same.id !== before?.id ? failure('CODE_TAKEN', POSTAL_CODE_MESSAGES.taken, 'code') : [];
        } catch (error) {
          return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
        }
      },
      change: (before) => ({
        kind: before ? 'postal_code_update' : 'postal_code_create',
        subject: journalSubject('ceps', before ? before.id : write.cep),
        table: 'ceps',
        method: before ? 'PUT' : 'POST',
        before,
        key: sameSubmission({ id: before?.id ?? null, write }),
        // Read again while the run holds the subject: a postal code made since the check above is not made twice.
        check: async () => {
          const taken = await postalCodeOf(ctx, write.cep);
          if (taken && taken.id !== before?.id) throw new StepRefusal('CODE_TAKEN', POSTAL_CODE_MESSAGES.taken, false, 'code');
        },
        write: () => (before ? api.postalCodes.update(before.id, write) : api.postalCodes.create(write)),
        prefix,
      }),
      done: (written, before) => ({
        postalCode: toPostalCode({ ...written, bairrosexternos: written.bairrosexternos ?? before?.bairrosexternos ?? [] }),
        message: before ? POSTAL_CODE_MESSAGES.updated : POSTAL_CODE_MESSAGES.created,
        errors: [],
      }),
      refused: postalCodeRefused,
    }),
  );
}
