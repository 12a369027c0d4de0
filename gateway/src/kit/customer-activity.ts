// What the panel tells about a customer's app use and purchases, the same on the customer search and the
// notification page's client picker (both read clientes/ rows): whether a push device is registered (the
// player_id itself never leaves the server) and the São Paulo days since the last purchase.
import { daysBetween, saoPauloDate } from './dates';

/** A push device is any non-blank player_id, of either shape (a OneSignal UUID or an external id). */
export function hasPushDevice(customer: { player_id?: string | null }): boolean {
  return typeof customer.player_id === 'string' && customer.player_id.trim() !== '';
}

/** Whole days between the last purchase and today, both in America/Sao_Paulo; null when never bought. */
export function daysSinceLastPurchase(lastPurchase: string | null | undefined, now: Date): number | null {
  if (!lastPurchase) return null;
  return Math.max(0, daysBetween(lastPurchase.slice(0, 10), saoPauloDate(now)));
}
