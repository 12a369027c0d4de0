// How the schema's Customer, Address and Phone read the product API's customer records (clientes/).
// player_id (the push device id) is deliberately absent from every schema type: only `hasPushDevice` leaves.
import type { Phone } from '../../generated/resolvers-types';
import type { CustomerRecord, PhoneRecord } from '../../upstreams/product-api/customers';
import { toAddress } from '../../kit/address';
import { daysBetween, saoPauloDate } from '../../kit/dates';

/** The address shape is the kit's (orders read it too); exported here as well while orders still imports it. */
export { toAddress };

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
