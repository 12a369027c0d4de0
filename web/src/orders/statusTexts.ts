// The error prefixes of a status change's toasts (docs/areas/orders.md#errors): assigning a picker or a deliveryman and
// cancelling have their own; the success texts come from the gateway (OrderPayload.messages).
import type { OrderStatus } from '../generated/graphql';

export const STAFF_MESSAGES = {
  pickerError: 'Erro ao Adicionar Separador: ',
  deliverymanError: 'Erro ao Adicionar Entregador: ',
  statusError: 'Erro ao atualizar status do pedido: ',
  cancelError: 'Erro ao cancelar pedido: ',
} as const;

export interface StatusChangeExtra {
  pickerId?: string;
  deliverymanId?: string;
  reason?: string;
}

export function statusChangeErrorPrefix(target: OrderStatus, extra: StatusChangeExtra): string {
  if (target === 'X') return STAFF_MESSAGES.cancelError;
  if (extra.pickerId) return STAFF_MESSAGES.pickerError;
  if (extra.deliverymanId) return STAFF_MESSAGES.deliverymanError;
  return STAFF_MESSAGES.statusError;
}

/** The buttons of the three order lists (docs/areas/orders.md#open-orders). */
export const ORDER_LIST_BUTTONS = { reload: 'Atualizar Pedidos', filter: 'Filtrar Pedidos' } as const;
