// Highlights (`destaques/`, docs/areas/catalogue.md#highlights): the customer app's banners, read 10 at a time,
// created with status A, updated and deleted by id.
import type { Page, ProductApiTransport } from './transport';

export type HighlightKind = 'B' | 'I';

export interface HighlightWrite {
  titulo: string;
  descricao: string;
  /** B Busca (external link), I Informação */
  tipo: HighlightKind;
  link: string | null;
  imagem: string | null;
  /** A on creation */
  status: string;
}

export interface HighlightRecord extends HighlightWrite {
  id: number;
}

const HIGHLIGHTS = 'destaques/';
const one = (id: number) => `${HIGHLIGHTS}${encodeURIComponent(String(id))}/`;

export class Highlights {
  constructor(private readonly api: ProductApiTransport) {}

  list(page: number, pageSize: number): Promise<Page<HighlightRecord>> {
    return this.api.list<HighlightRecord>(HIGHLIGHTS, {}, page, pageSize);
  }

  /** How many there are (the limit of 7 counts every highlight). */
  count(): Promise<number> {
    return this.api.count(HIGHLIGHTS);
  }

  get(id: number): Promise<HighlightRecord> {
    return this.api.get<HighlightRecord>(one(id));
  }

  create(highlight: HighlightWrite): Promise<HighlightRecord> {
    return this.api.post<HighlightRecord>(HIGHLIGHTS, highlight);
  }

  update(id: number, highlight: HighlightWrite): Promise<HighlightRecord> {
    return this.api.put<HighlightRecord>(one(id), highlight);
  }

  delete(id: number): Promise<void> {
    return this.api.delete(one(id));
  }
}
