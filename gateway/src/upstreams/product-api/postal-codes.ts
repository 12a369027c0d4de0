// Postal codes (`ceps/`, docs/areas/catalogue.md#calls): each with its address and its neighbourhoods (bairrosexternos,
// read nested). Looked up by code (digits compared without punctuation), listed, created and updated.
import type { Page, ProductApiTransport } from './transport';

export interface NeighbourhoodRecord {
  id: number;
  bairro: string;
  /** decimal string */
  valor: string;
  observacao: string | null;
  ativo: boolean;
  /** The postal code's id */
  cep: number;
}

export interface PostalCodeWrite {
  /** 8 digits */
  cep: string;
  endereco: string | null;
}

export interface PostalCodeRecord extends PostalCodeWrite {
  id: number;
  bairrosexternos: NeighbourhoodRecord[];
}

const POSTAL_CODES = 'ceps/';
const one = (id: number) => `${POSTAL_CODES}${encodeURIComponent(String(id))}/`;

export class PostalCodes {
  constructor(private readonly api: ProductApiTransport) {}

  async byCode(code: string): Promise<PostalCodeRecord | null> {
    const digits = (cep: string) => cep.replace(/\D/g, '');
    return (await this.api.find<PostalCodeRecord>(POSTAL_CODES, { cep: code, page_size: 1 }, (row) => digits(String(row.cep)) === digits(code))) ?? null;
  }

  list(filter: { cep?: string }, page: number, pageSize: number): Promise<Page<PostalCodeRecord>> {
    return this.api.list<PostalCodeRecord>(POSTAL_CODES, filter.cep ? { cep: filter.cep } : {}, page, pageSize);
  }

  get(id: number): Promise<PostalCodeRecord> {
    return this.api.get<PostalCodeRecord>(one(id));
  }

  create(postalCode: PostalCodeWrite): Promise<PostalCodeRecord> {
    return this.api.post<PostalCodeRecord>(POSTAL_CODES, postalCode);
  }

  update(id: number, postalCode: PostalCodeWrite): Promise<PostalCodeRecord> {
    return this.api.put<PostalCodeRecord>(one(id), postalCode);
  }
}
