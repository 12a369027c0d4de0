// Coverage fees, postal codes and neighbourhoods <-> the schema's types and the forms' write bodies.
import type { Neighbourhood, NeighbourhoodInput, PostalCode } from '../../generated/resolvers-types';
import type { CoverageFeeView } from '../../upstreams/product-api/coverage-fees';
import type { NeighbourhoodRecord, PostalCodeRecord } from '../../upstreams/product-api/postal-codes';
import type { NeighbourhoodWrite } from '../../upstreams/product-api/neighbourhoods';
import { comparePt } from '../../kit/collation';
import { normaliseCep } from '../../kit/form-rules';
import { type BranchSource } from '../../kit/branch-source';

export function toNeighbourhood(record: NeighbourhoodRecord): Neighbourhood {
  return { id: String(record.id), name: record.bairro, fee: String(record.valor), note: record.observacao ?? null, active: Boolean(record.ativo) };
}

export function toPostalCode(record: PostalCodeRecord): PostalCode {
  return {
    id: String(record.id),
    code: normaliseCep(record.cep),
    address: record.endereco ?? null,
    // By name as staff read a list (the product API's order is its database's collation, which may put 'Água Fria'
    // after 'Zoobotânico').
    neighbourhoods: (record.bairrosexternos ?? []).map(toNeighbourhood).sort((a, b) => comparePt(a.name, b.name) || Number(a.id) - Number(b.id)),
  };
}

/** The area as the schema answers it, before `neighbourhoodsOffered` (resolved from the branch's settings). */
export interface CoverageAreaSource {
  id: string;
  branch: BranchSource;
  postalCode: PostalCode;
  fee: string;
}

export function toCoverageArea(view: CoverageFeeView): CoverageAreaSource {
  const branchCode = Number(view.filial?.codFilial);
  return {
    id: String(view.id),
    branch: { code: branchCode, name: view.filial?.razaoSocial ?? '' },
    postalCode: view.cep ? toPostalCode(view.cep) : { id: '', code: '', address: null, neighbourhoods: [] },
    fee: String(view.valor),
  };
}

export function toNeighbourhoodWrite(input: NeighbourhoodInput, postalCodeId: number): NeighbourhoodWrite {
  return { bairro: input.name.trim(), valor: input.fee, observacao: input.note?.trim() || null, ativo: input.active, cep: postalCodeId };
}
