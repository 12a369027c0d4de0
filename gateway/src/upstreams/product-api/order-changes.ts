// pedidos-alterados/: the orders created or changed since a moment, oldest change first, in one call (the live
// order desk's watcher, domains/orders/live/watcher.ts, reads it every few seconds on one instance per deployment).
import type { HttpClient } from '../http';
import { ProductApiTransport, type TokenProvider } from './transport';

const CHANGED_ORDERS = 'pedidos-alterados/';

export interface OrderChangeRecord {
  id: number;
  codfilial: number;
  status: string;
  /** When the order was placed (ISO). */
  datapedido: string;
  separador: number | null;
  entregador: number | null;
  numcupom: string | null;
  pedidoadicional: boolean;
  pedidoprincipal: number | null;
  /** When it last changed: ISO with microseconds, the value the next call's `since` takes. */
  atualizadoem: string;
}

/** Orders whose last change is at or after `since` (inclusive), at most `limit`, oldest change first. */
export function changedOrdersSince(connection: HttpClient, tokens: TokenProvider | null, since: string, limit: number): Promise<OrderChangeRecord[]> {
  return new ProductApiTransport(connection, tokens).firstPage<OrderChangeRecord>(CHANGED_ORDERS, { atualizadoem_after: since, page_size: limit });
}
