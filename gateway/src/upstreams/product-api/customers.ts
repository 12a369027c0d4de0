// Customers of the product API (`clientes/`): by id, batched lookups, the search list, the CPF lookup and the
// write that saves the ERP code. One payload type; orders nest a smaller part of it.
import { RecordsById, type ProductApiTransport } from './transport';

export interface AddressRecord {
  id: number;
  endereco?: string | null;
  numero?: string | null;
  bairro?: string | null;
  cep?: string | null;
  logradouro?: string | null;
  complemento?: string | null;
  cidade?: string | null;
  estado?: string | null;
}

export interface PhoneRecord {
  id: number;
  telefone: string;
  principal?: boolean | null;
}

/** A `clientes/` row. player_id is the push device id: it never leaves the gateway. */
export interface CustomerRecord {
  id: number;
  codCli?: number | string | null;
  cliente: string;
  cpf?: string | null;
  rg?: string | null;
  orgao_ex?: string | null;
  estado_oe?: string | null;
  email?: string | null;
  player_id?: string | null;
  qtdCompras?: number | null;
  dtUltmCompra?: string | null;
  vlrUltmCompra?: string | number | null;
  updated?: boolean | null;
  enderecos?: AddressRecord[] | null;
  telefones?: PhoneRecord[] | null;
}

export const CUSTOMERS = 'clientes/';

/** `get` is a fresh read (a customer that does not exist is the API's 404); `list` takes the search filters
 * (cliente, cpf, dtUltmCompra_after / _before). */
export class Customers extends RecordsById<CustomerRecord> {
  constructor(api: ProductApiTransport) {
    super(api, CUSTOMERS);
  }

  /** docs/areas/orders.md#calls: clientes/?cpf= -> results[0].id; null when nobody has the CPF. */
  async idByCpf(cpf: string): Promise<number | null> {
    const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
    const found = await this.api.find<CustomerRecord>(CUSTOMERS, { cpf, page_size: 1 }, (c) => digits(c.cpf) === digits(cpf));
    return found?.id ?? null;
  }

  /** PUT clientes/{id}/ (addresses and phones are written through their own resources, never here). */
  update(customer: CustomerRecord, changes: Partial<CustomerRecord>): Promise<CustomerRecord> {
    const { enderecos: _addresses, telefones: _phones, ...writable } = customer;
    return this.api.put<CustomerRecord>(`${CUSTOMERS}${customer.id}/`, { ...writable, ...changes });
  }
}
