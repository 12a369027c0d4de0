// Coverage fees (`taxas/`, read with branch and postal code nested through `detalhe-taxa/`): the delivery fee of
// a branch for a postal code, one per branch and postal code (the reference API's constraint:
// docs/decisions/0052-coverage-fee-per-branch-and-cep.md).
import type { PostalCodeRecord } from './postal-codes';
import type { Page, ProductApiTransport } from './transport';

export interface CoverageFeeWrite {
  /** Branch code */
  filial: number;
  /** The postal code's id */
  cep: number;
  /** decimal string */
  valor: string;
}

export interface CoverageFeeRecord extends CoverageFeeWrite {
  id: number;
}

/** A row of `detalhe-taxa/`: the fee with its branch (code and name) and postal code (with neighbourhoods). */
export interface CoverageFeeView {
  id: number;
  filial: { id: number; codFilial: number; razaoSocial: string; status: string } | null;
  cep: PostalCodeRecord | null;
  valor: string;
}

export interface CoverageFeeFilter {
  branch?: number;
  postalCodeId?: number;
}

const FEES = 'taxas/';
const DETAILED = 'detalhe-taxa/';
const one = (id: number) => `${FEES}${encodeURIComponent(String(id))}/`;

export class CoverageFees {
  constructor(private readonly api: ProductApiTransport) {}

  list(filter: CoverageFeeFilter, page: number, pageSize: number): Promise<Page<CoverageFeeView>> {
    const params: Record<string, number> = {};
    if (filter.branch !== undefined) params.filial = filter.branch;
    if (filter.postalCodeId !== undefined) params.cep = filter.postalCodeId;
    // Only cep= is documented for detalhe-taxa/: each row's branch and postal code are checked again.
    const keep = (fee: CoverageFeeView) =>
      (filter.branch === undefined || Number(fee.filial?.codFilial) === filter.branch) &&
      (filter.postalCodeId === undefined || fee.cep?.id === filter.postalCodeId);
    return this.api.list<CoverageFeeView>(DETAILED, params, page, pageSize, keep);
  }

  /** The fee of a branch for a postal code, if there is one (the row's own branch and postal code checked). */
  async of(branch: number, postalCodeId: number): Promise<CoverageFeeRecord | null> {
    const matches = (fee: CoverageFeeRecord) => Number(fee.filial) === branch && Number(fee.cep) === postalCodeId;
    return (await this.api.find<CoverageFeeRecord>(FEES, { filial: branch, cep: postalCodeId, page_size: 1 }, matches)) ?? null;
  }

  get(id: number): Promise<CoverageFeeRecord> {
    return this.api.get<CoverageFeeRecord>(one(id));
  }

  create(fee: CoverageFeeWrite): Promise<CoverageFeeRecord> {
    return this.api.post<CoverageFeeRecord>(FEES, fee);
  }

  update(id: number, fee: CoverageFeeWrite): Promise<CoverageFeeRecord> {
    return this.api.put<CoverageFeeRecord>(one(id), fee);
  }
}
