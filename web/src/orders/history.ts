// An order's history in 'Detalhes do pedido' (Order.history): its document, and the Portuguese line each kind of
// change reads as ('Status: Recebido → Em Separação', 'Separador: <nome>', 'Enviado para faturamento: orçamento <n>').
// The invoice number is 'orçamento' everywhere, as docs/areas/orders.md#order-details names it (numorcamento) and the details show it.
// Printing leaves the history out.
import { graphql } from '../generated';
import type { OrderHistory_EntryFragment } from '../generated/graphql';

export const OrderHistoryEntryFragment = graphql(`
  fragment OrderHistory_entry on OrderHistoryEntry {
    kind
    at
    actor
    origin
    orderId
    fromStatusLabel
    toStatusLabel
    staffName
    invoiceNumber
    itemId
    reason
    pushTitle
    coupon
  }
`);

/** Read apart from the details (the dialog opens with its items; the history follows on its own). */
export const OrderHistoryQuery = graphql(`
  query OrderHistory($id: ID!) {
    order(id: $id) {
      id
      history {
        ...OrderHistory_entry
      }
    }
  }
`);

export type HistoryEntry = OrderHistory_EntryFragment;

export const HISTORY_TEXTS = {
  title: 'Histórico',
  loading: 'Carregando histórico do pedido',
  empty: 'Nenhuma alteração registrada neste pedido.',
  loadFailed: 'Erro ao carregar o histórico do pedido:',
  outside: 'fora do painel',
  scheduled: 'agendado',
} as const;

/**
 * Who an entry names: the person, for who may see staff; a change made outside the panel (customer app, product API)
 * reads 'fora do painel', and a push scheduled for later 'agendado' (it stands at its scheduled time).
 */
export function historyActor(entry: HistoryEntry): string | null {
  if (entry.origin === 'OUTSIDE') return HISTORY_TEXTS.outside;
  if (entry.origin === 'SCHEDULED') return HISTORY_TEXTS.scheduled;
  return entry.actor ?? null;
}

const withDetail = (text: string, detail: string | null | undefined) => (detail ? `${text}: ${detail}` : text);

/** The name of an item of the order (the dialog's items), or its number when the dialog does not list it. */
const itemName = (entry: HistoryEntry, itemNames: ReadonlyMap<string, string>) =>
  entry.itemId ? (itemNames.get(entry.itemId) ?? `item ${entry.itemId}`) : null;

/** What a history entry says happened, in Portuguese. */
export function historyText(entry: HistoryEntry, itemNames: ReadonlyMap<string, string> = new Map()): string {
  switch (entry.kind) {
    case 'STATUS_CHANGED':
      return entry.fromStatusLabel ? `Status: ${entry.fromStatusLabel} → ${entry.toStatusLabel ?? '-'}` : `Status: ${entry.toStatusLabel ?? '-'}`;
    case 'PICKER_ASSIGNED':
      return entry.staffName ? `Separador: ${entry.staffName}` : 'Separador definido';
    case 'DELIVERYMAN_ASSIGNED':
      return entry.staffName ? `Entregador: ${entry.staffName}` : 'Entregador definido';
    case 'INVOICED':
      return `Enviado para faturamento: orçamento ${entry.invoiceNumber ?? '-'}`;
    case 'ITEM_MISSING':
      return withDetail('Item em falta', itemName(entry, itemNames));
    case 'ITEM_RETURNED':
      return withDetail('Item retornado', itemName(entry, itemNames));
    case 'CANCELLED':
      return withDetail('Pedido cancelado', entry.reason);
    case 'PUSH_SENT':
      return withDetail('Notificação enviada', entry.pushTitle);
    case 'LOYALTY_REGISTERED':
      return entry.coupon ? `Compra registrada no Cresce Vendas (cupom ${entry.coupon})` : 'Compra registrada no Cresce Vendas';
    case 'LOYALTY_CANCELLED':
      return entry.coupon ? `Compra cancelada no Cresce Vendas (cupom ${entry.coupon})` : 'Compra cancelada no Cresce Vendas';
    case 'HELD_FOR_CHECK':
      return entry.invoiceNumber
        ? withDetail(`Retido para conferência no Winthor; orçamento ${entry.invoiceNumber} informado`, entry.reason)
        : withDetail('Retido para conferência no Winthor', entry.reason);
  }
}

/** Which order an entry changed, when it is one of the additional orders (null: the order shown). */
export function additionalOrderNote(entry: HistoryEntry, orderId: string): string | null {
  return entry.orderId === orderId ? null : `Pedido adicional ${entry.orderId}`;
}
