// Branches (`filiais/`): list, read, write, and the map between a branch's id and its code. Paths and bodies name a
// branch as their spec line does (docs/decisions/0011-branch-named-as-each-call-does.md): by code where it writes
// `{codFilial}` (these paths, orders' codfilial, staff's branch), by id where it writes `filial={id}` (general
// settings, special dates, section ranks).
import DataLoader from 'dataloader';
import type { Page, ProductApiTransport } from './transport';

/** The branch fields the panel writes (docs/areas/catalogue.md#entities); `status` A active, I inactive. */
export interface BranchWrite {
  codFilial: number;
  razaoSocial: string;
  cnpj: string;
  endereco: string;
  numero: string;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string;
  url_maps: string | null;
  contato: string | null;
  url_whatsapp: string | null;
  imagem: string | null;
  status: 'A' | 'I';
}

export interface BranchRecord extends BranchWrite {
  id: number;
}

export interface BranchListFilter {
  status?: 'A' | 'I';
}

/** Each branch's id and code, as `filiais/` lists them. */
export interface BranchMap {
  /** The id of the branch with this code; null when no branch has it. */
  idOf(code: number): number | null;
  /** The code of the branch with this id; null when no branch has it. */
  codeOf(id: number): number | null;
}

const BRANCHES = 'filiais/';
/** The branch list is read 1000 at a time (docs/areas/catalogue.md#calls). */
const MAP_PAGE_SIZE = 1000;
const branchPath = (code: number) => `${BRANCHES}${encodeURIComponent(String(code))}/`;

export class Branches {
  private readonly byCode: DataLoader<number, BranchRecord | null>;
  private idsAndCodes: Promise<BranchMap> | undefined;

  constructor(private readonly api: ProductApiTransport) {
    this.byCode = new DataLoader(async (codes) => {
      const one = (code: string) => this.api.getOrNull<BranchRecord>(`${BRANCHES}${encodeURIComponent(code)}/`);
      const found = await this.api.byKeys<BranchRecord>(BRANCHES, 'codFilial', codes, (r) => r.codFilial, { one });
      return codes.map((c) => found.get(String(c)) ?? null);
    });
  }

  list(filter: BranchListFilter, page: number, pageSize: number): Promise<Page<BranchRecord>> {
    return this.api.list<BranchRecord>(BRANCHES, filter.status ? { status: filter.status } : {}, page, pageSize);
  }

  /** Reads now (404 answers throw; see isNotFound). */
  get(code: number): Promise<BranchRecord> {
    return this.api.get<BranchRecord>(branchPath(code));
  }

  /** The page's lookups by code, batched into one `?codFilial__in=` call per request tick. */
  load(code: number): Promise<BranchRecord | null> {
    return this.byCode.load(code);
  }

  /** Every branch's id and code, read once per request (ids and codes never change; a new branch is a new request). */
  map(): Promise<BranchMap> {
    this.idsAndCodes ??= this.readMap();
    this.idsAndCodes.catch(() => (this.idsAndCodes = undefined));
    return this.idsAndCodes;
  }

  private async readMap(): Promise<BranchMap> {
    const codes = new Map<number, number>();
    const ids = new Map<number, number>();
    // Every page, however large a page the server allows: a branch missing from the map would be 'not found'.
    for (let page = 1; ; page++) {
      const { total, items } = await this.api.list<BranchRecord>(BRANCHES, {}, page, MAP_PAGE_SIZE);
      for (const row of items) {
        codes.set(Number(row.id), Number(row.codFilial));
        ids.set(Number(row.codFilial), Number(row.id));
      }
      if (items.length === 0 || codes.size >= total) break;
    }
    return { idOf: (code) => ids.get(code) ?? null, codeOf: (id) => codes.get(id) ?? null };
  }

  create(branch: BranchWrite): Promise<BranchRecord> {
    return this.api.post<BranchRecord>(BRANCHES, branch);
  }

  update(code: number, branch: BranchWrite): Promise<BranchRecord> {
    return this.api.put<BranchRecord>(branchPath(code), branch);
  }
}
