// Push messages of docs/areas/orders.md#pushes (the provider's body is the push client's: upstreams/push-body.ts).
//
// Texts the spec does not show, chosen here:
// - V (completion): 'Pedido concluído! Obrigado pela preferência.'
// - rating request body: 'Como foi o seu pedido? Toque aqui e deixe a sua avaliação.'
// - picker assignment: title 'Novo pedido para separação', text 'O pedido {id} foi atribuído a você.'
import { formatBRL } from './decimal-rules';
import type { DecimalInput } from './decimal-rules';
import { isOrderStatus, isOrderType } from './rules';
import type { OrderStatus } from './rules';
import type { PushMessage } from '../../upstreams/push-body';

export const STATUS_PUSH_TITLE = 'Atualização de pedido';
export const RATING_PUSH_TITLE = 'Avaliação do pedido';
export const RATING_PUSH_TEXT = 'Como foi o seu pedido? Toque aqui e deixe a sua avaliação.';
export const PICKER_PUSH_TITLE = 'Novo pedido para separação';
export const RATING_DELAY_MS = 60 * 60 * 1000;

export interface PushOrder {
  /** tipopedido: 'E' delivery, 'L' pickup. */
  tipopedido: string;
  /** Additional orders follow their main order silently. */
  isAdditional?: boolean;
  /** Amount announced with F (the separated / invoiced value). */
  amount?: DecimalInput;
}

/** The customer's push for a new status, or null when none is sent (additional orders). */
export function statusPushMessage(status: OrderStatus | string, order: PushOrder): PushMessage | null {
  if (!isOrderStatus(status)) throw new RangeError(`Unknown order status '${status}'`);
  if (!isOrderType(order.tipopedido)) throw new RangeError(`Unknown order type '${order.tipopedido}'`);
  if (order.isAdditional) return null;
  const message = (text: string): PushMessage => ({ title: STATUS_PUSH_TITLE, text });
  switch (status) {
    case 'R':
      return message('Seu pedido foi recebido!');
    case 'S':
      return message('Pedido em separação!');
    case 'P':
      return message('Pedido separado!');
    case 'C':
      return message('Pedido em conferência!');
    case 'F':
      if (order.amount === null || order.amount === undefined || order.amount === '') {
        throw new RangeError('The invoicing push needs the order amount');
      }
      return message(`Seu pedido está sendo faturado. Valor de ${formatBRL(order.amount)}`);
    case 'E':
      return message(order.tipopedido === 'L' ? 'O Seu pedido está pronto para Retirada!' : 'Pedido saiu para entrega!');
    case 'V':
      return message('Pedido concluído! Obrigado pela preferência.');
    case 'X':
      return message('Seu pedido foi cancelado.');
  }
}

export interface ScheduledPushMessage extends PushMessage {
  sendAt: Date;
}

/** The rating request, scheduled one hour after the order was completed. */
export function ratingRequestPush(completedAt: Date): ScheduledPushMessage {
  return {
    title: RATING_PUSH_TITLE,
    text: RATING_PUSH_TEXT,
    sendAt: new Date(completedAt.getTime() + RATING_DELAY_MS),
  };
}

/** Sent to the picker's device when an order is assigned to them. */
export function pickerAssignmentPush(order: { id: number | string }): PushMessage {
  return { title: PICKER_PUSH_TITLE, text: `O pedido ${order.id} foi atribuído a você.` };
}
