// Customer records of the product API (clientes/) and how the schema's Customer, Address and Phone read them.
// player_id (the push device id) is deliberately absent from every schema type: only `hasPushDevice` leaves.
import type { Address, Phone } from '../../generated/resolvers-types';
import { daysBetween, saoPauloDate } from '../dates';

export interface UpstreamAddress {
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

export interface UpstreamPhone {
  id: number;
  telefone: string;
  principal?: boolean | null;
}

/** A clientes/ row. Orders nest a smaller shape (id, codCli, cliente, cpf, email, player_id). */
export interface UpstreamCustomer {
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
  enderecos?: UpstreamAddress[] | null;
  telefones?: UpstreamPhone[] | null;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export function toAddress(a: UpstreamAddress): Address {
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

export function toPhone(p: UpstreamPhone): Phone {
  return { id: String(p.id), number: p.telefone, main: Boolean(p.principal) };
}

/** The main phone, or the first one when none is flagged. */
export function mainPhone(phones: readonly UpstreamPhone[] | null | undefined): string | null {
  if (!phones?.length) return null;
  return (phones.find((p) => p.principal) ?? phones[0]).telefone;
}

export function hasPushDevice(customer: Pick<UpstreamCustomer, 'player_id'>): boolean {
  return typeof customer.player_id === 'string' && customer.player_id.trim() !== '';
}

/** Whole days between the last purchase and today, both in America/Sao_Paulo; null when never bought. */
export function daysSinceLastPurchase(lastPurchase: string | null | undefined, now: Date): number | null {
  if (!lastPurchase) return null;
  return Math.max(0, daysBetween(lastPurchase.slice(0, 10), saoPauloDate(now)));
}
