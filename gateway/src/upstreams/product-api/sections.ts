// Sections (`secoes/`) and their rank per branch (`rank-secao-filial/`, read through `detalhe-rank-secao-filial/`),
// docs/areas/catalogue.md#calls: read 500 at a time as the company's apps do, each written whole by id.
import { nestedOf, refId, type ProductApiTransport } from './transport';

/** The section fields the panel writes; `ativo` S or N, `ordenar` the position in the app from 0. */
export interface SectionWrite {
  descricao: string;
  icone: string | null;
  info: string | null;
  ativo: string;
  ordenar: number;
}

export interface SectionRecord extends SectionWrite {
  id: number;
}

/** What PUT rank-secao-filial/{id}/ takes (docs/areas/catalogue.md#calls). */
export interface RankWrite {
  secao: number;
  filial: number;
  rank: number;
  ativo: boolean;
  is_taxa: boolean;
}

export interface RankRecord extends RankWrite {
  id: number;
}

/** A section as detalhe-rank-secao-filial/ nests it. */
export interface RankSection {
  id: number;
  descricao: string;
  icone: string | null;
  ativo: string;
}

/**
 * A detalhe-rank-secao-filial/ row as the panel holds it (toRankDetail makes it): the flat rank, its section's id in
 * `secao` as rank-secao-filial/ and its write body name it, plus the section the detail view nests. Domain code
 * reads the id from `secao` and the section's fields from `section`, never asking which form the API sent.
 */
export interface RankDetailRecord extends RankRecord {
  /** The nested section; null when the answer carried none. */
  section: RankSection | null;
}

/** A detalhe-rank-secao-filial/ row as the API sends it: the section nested, or its bare id where a server does not nest it. */
type RankDetailWire = Omit<RankRecord, 'secao'> & { secao: RankSection | number | string | null };

/** The one shape of a rank's detail (see RankDetailRecord), made where the API's answer enters the gateway. */
export function toRankDetail(wire: RankDetailWire): RankDetailRecord {
  const { secao, ...fields } = wire;
  // A row naming no section (the API always names one) gets 0: what its write body has always carried then.
  return { ...fields, secao: refId(secao) ?? 0, section: nestedOf(secao) };
}

/** docs/areas/catalogue.md#calls: `secoes/?page_size=500`, `detalhe-rank-secao-filial/?page_size=500&page=1&filial=`. */
export const SECTION_READ_SIZE = 500;

const SECTIONS = 'secoes/';
const RANKS = 'rank-secao-filial/';
const RANK_DETAILS = 'detalhe-rank-secao-filial/';
const one = (base: string, id: number) => `${base}${encodeURIComponent(String(id))}/`;

export class Sections {
  constructor(private readonly api: ProductApiTransport) {}

  /** Every section in app order (ordenar, id); the active ones only unless `includeInactive`. */
  async list(includeInactive: boolean): Promise<SectionRecord[]> {
    const filter = includeInactive ? {} : { ativo: 'S' };
    return this.api.results<SectionRecord>(SECTIONS, { ...filter, page_size: SECTION_READ_SIZE }, (s) => includeInactive || s.ativo === 'S');
  }

  get(id: number): Promise<SectionRecord> {
    return this.api.get<SectionRecord>(one(SECTIONS, id));
  }

  update(id: number, section: SectionWrite): Promise<SectionRecord> {
    return this.api.put<SectionRecord>(one(SECTIONS, id), section);
  }

  /** The ranks of the branch with this id, with their sections, in rank order (only its own, should a server
   *  ignore the filter: a reorder of another branch's ranks would move them). */
  async ranksOfBranch(branchId: number): Promise<RankDetailRecord[]> {
    const keep = (rank: RankDetailWire) => Number(rank.filial) === branchId;
    return (await this.api.results<RankDetailWire>(RANK_DETAILS, { page_size: SECTION_READ_SIZE, filial: branchId }, keep)).map(toRankDetail);
  }

  async getRank(id: number): Promise<RankDetailRecord> {
    return toRankDetail(await this.api.get<RankDetailWire>(one(RANK_DETAILS, id)));
  }

  /** POST rank-secao-filial/: a section's place at a branch (a new branch's ranks). */
  createRank(rank: RankWrite): Promise<RankRecord> {
    return this.api.post<RankRecord>(RANKS, rank);
  }

  updateRank(id: number, rank: RankWrite): Promise<RankRecord> {
    return this.api.put<RankRecord>(one(RANKS, id), rank);
  }
}
