// How the schema's Customer, Address and Phone read the product API's customer records (clientes/).
// player_id (the push device id) is deliberately absent from every schema type: only `hasPushDevice` leaves.
import type { Address, Phone } from '../../generated/resolvers-types';
import type { AddressRecord, CustomerRecord, PhoneRecord } from '../../upstreams/product-api/customers';
import { daysBetween, saoPauloDate } from '../../kit/dates';

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

export function toPhone(p: PhoneRecord): Phone {
  return { id: String(p.id), number: p.telefone, main: Boolean(p.principal) };
}

/** The main phone, or the first one when none is flagged. */
export function mainPhone(phones: readonly PhoneRecord[] | null | undefined): string | null {
  if (!phones?.length) return null;
  return (phones.find((p) => p.principal) ?? phones[0]).telefone;
}

export function hasPushDevice(customer: Pick<CustomerRecord, 'player_id'>): boolean {
  return typeof customer.player_id === 'string' && customer.player_id.trim() !== '';
}

/** Whole days between the last purchase and today, both in America/Sao_Paulo; null when never bought. */
export function daysSinceLastPurchase(lastPurchase: string | null | undefined, now: Date): number | null {
  if (!lastPurchase) return null;
  return Math.max(0, daysBetween(lastPurchase.slice(0, 10), saoPauloDate(now)));
}
