// Branches (`filiais/`), referred to by their code (codFilial) on every path (DESIGN section 4): list, read, write.
import DataLoader from 'dataloader';
import type { Page, ProductApiTransport } from './transport';

/** The branch fields the panel writes (spec 001 section 3); `status` A active, I inactive. */
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

const BRANCHES = 'filiais/';
const branchPath = (code: number) => `${BRANCHES}${encodeURIComponent(String(code))}/`;

export class Branches {
  private readonly byCode: DataLoader<number, BranchRecord | null>;

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

  create(branch: BranchWrite): Promise<BranchRecord> {
    return this.api.post<BranchRecord>(BRANCHES, branch);
  }

  update(code: number, branch: BranchWrite): Promise<BranchRecord> {
    return this.api.put<BranchRecord>(branchPath(code), branch);
  }
}
