// The schema's Address (schema/customers.graphql) as the product API stores one (clientes/ enderecos, and the
// delivery address an order carries): shared by the customer and order pages, so it lives in the kit.
import type { Address } from '../generated/resolvers-types';
import type { AddressRecord } from '../upstreams/product-api/customers';

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export function toAddress(a: AddressRecord): Address {
  return {
    id: String(a.id),
    street: text(a.endereco),
    number: text(a.numero),
    neighbourhood: text(a.bairro),
    postalCode: text(a.cep),
    streetLine: text(a.logradouro),
    complement: text(a.complemento),
    city: text(a.cidade),
    state: text(a.estado),
  };
}
