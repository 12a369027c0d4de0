// Which toast texts (spec 000 section 8) belong to a status change: assigning a picker or a deliveryman
// has its own success and error texts; cancelling has its own error prefix.
import type { OrderStatus } from '../generated/graphql';

/** Follows every status update (spec 000 section 4); the gateway's payload message may say it already. */
export const UPDATED_TOAST = 'Pedido Atualizado com Sucesso!';

export const STAFF_MESSAGES = {
  pickerAdded: 'Separador Adicionado com Sucesso!',
  pickerError: 'Erro ao Adicionar Separador: ',
  deliverymanAdded: 'Entregador Adicionado com Sucesso!',
  deliverymanError: 'Erro ao Adicionar Entregador: ',
  statusError: 'Erro ao atualizar status do pedido: ',
  cancelError: 'Erro ao cancelar pedido: ',
} as const;

export interface StatusChangeExtra {
  pickerId?: string;
  deliverymanId?: string;
  reason?: string;
}

export function statusChangeTexts(target: OrderStatus, extra: StatusChangeExtra): { errorPrefix: string; successText?: string } {
  if (target === 'X') return { errorPrefix: STAFF_MESSAGES.cancelError };
  if (extra.pickerId) return { errorPrefix: STAFF_MESSAGES.pickerError, successText: STAFF_MESSAGES.pickerAdded };
  if (extra.deliverymanId) return { errorPrefix: STAFF_MESSAGES.deliverymanError, successText: STAFF_MESSAGES.deliverymanAdded };
  return { errorPrefix: STAFF_MESSAGES.statusError };
}

/**
 * The success toasts of a finished status change, in order: the step's own text (picker/deliveryman added, the
 * invoice number), then 'Pedido Atualizado com Sucesso!', which follows every status update (spec 000 section 4).
 */
export function successToasts(stepText: string | undefined, serverMessage: string | null | undefined): string[] {
  const texts = [stepText, serverMessage].filter((text): text is string => Boolean(text) && text !== UPDATED_TOAST);
  return [...new Set(texts), UPDATED_TOAST];
}

/** The buttons of the three order lists (spec 000 section 2). */
export const ORDER_LIST_BUTTONS = { reload: 'Atualizar Pedidos', filter: 'Filtrar Pedidos' } as const;
