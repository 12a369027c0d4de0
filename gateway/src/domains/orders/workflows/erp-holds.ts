// ERP sends in doubt. Nothing in the bridge's calls finds a budget by branch and order, or a customer by CPF, so a
// `processa-pedido` or `processa-cliente` whose answer was lost (a timeout, a crash, a PHP warning or a 500 that
// may have come after the work, a success answer without the number) is sent again on its own only when an
// operator declared that the bridge honours `Idempotency-Key` (ERP_IDEMPOTENCY=honoured). Otherwise the order is
// held for a person, who looks in Winthor and enters what they found (a budget number the gateway confirms with
// `get_payment_data`, or a customer code) or confirms that nothing is there; only then does the send go again.
import type { PaymentData } from '../loyalty-rules';
import type { WorkflowDeps } from '../../../workflows/effects';
import { StepHold, type StepIO } from '../../../workflows/runner';
import { mayHaveActed } from '../../../upstreams/send-doubt';
import { upstreamOwnText } from '../../../upstreams/errors';
import { textOf } from '../../../kit/text';

/** Which send a hold is about: the order's budget, the customer's registration or the purchase's loyalty cancellation. */
export type HeldSend = 'order' | 'customer' | 'loyalty-cancel';

export interface HoldDetails extends Record<string, unknown> {
  what: HeldSend;
  /** The order (main or additional) whose send is in doubt. */
  orderId: number;
  /** The branch code the send named (an order's budget is looked for by branch and order in Winthor). */
  branch: number;
  /** The text the person reads (set by holdFor; the order's history shows it). */
  reason?: string;
  /** The coupon a loyalty cancellation named (loyalty-cancel). */
  coupon?: string;
}

export const HOLD_MESSAGES = {
  order: (orderId: number, branch: number) =>
    `Erro ao enviar pedido: não foi possível confirmar se o ERP recebeu o pedido ${orderId} (a resposta se perdeu ou não pôde ser lida). ` +
    `Procure no Winthor um orçamento da filial ${branch} para o pedido ${orderId}: se houver, informe o número do orçamento; se não houver, ` +
    'confirme que não existe para que o pedido seja enviado de novo. O pedido fica retido até lá.',
  customer: (orderId: number) =>
    `Erro ao atualizar processar cliente do pedido: não foi possível confirmar se o ERP cadastrou o cliente do pedido ${orderId} ` +
    '(a resposta se perdeu ou não pôde ser lida). Procure o cliente no Winthor pelo CPF: se houver, informe o código do cliente; se não houver, ' +
    'confirme que não existe para que ele seja enviado de novo. O pedido fica retido até lá.',
  loyaltyCancel: (orderId: number, coupon: string) =>
    `Erro ao cancelar pedido no Cresce Vendas: não foi possível confirmar se o Cresce Vendas cancelou a compra do pedido ${orderId} ` +
    `(a resposta se perdeu ou não pôde ser lida). Confira no Cresce Vendas a compra do cupom ${coupon}: se estiver cancelada, informe o número ` +
    'do cupom; se não estiver, confirme que não está cancelada para que o cancelamento seja enviado de novo. Nada é reenviado até lá.',
} as const;

export function holdFor(details: HoldDetails): StepHold {
  const message =
    details.what === 'order'
      ? HOLD_MESSAGES.order(details.orderId, details.branch)
      : details.what === 'loyalty-cancel'
        ? HOLD_MESSAGES.loyaltyCancel(details.orderId, details.coupon ?? '')
        : HOLD_MESSAGES.customer(details.orderId);
  return new StepHold(message, { ...details, reason: message });
}

/** What a held step that was resolved answers besides its result: why it was held and what the person said. */
export function resolvedHold(io: StepIO): { heldFor: unknown; resolution: unknown } {
  return { heldFor: io.held?.details.reason ?? null, resolution: io.held?.resolution ?? null };
}

/** What a person recorded for a held ERP send (mutations.ts resolveHeldInvoicing). */
export interface HoldResolution {
  /** The budget number found in Winthor, confirmed with get_payment_data (an order's send). */
  numorcamento?: number;
  /** Its total as get_payment_data answered it. */
  vltotal?: string | null;
  /** The customer code found in Winthor (a customer's send). */
  codcli?: number;
  /** Cresce Vendas shows the coupon's purchase cancelled (a loyalty cancellation): nothing is sent. */
  cancelledThere?: boolean;
  /** Nothing was found in Winthor: the send goes again. */
  notFound?: boolean;
  /** Who said so. */
  userId: number;
}

/**
 * Before an ERP send: the person's resolution of an earlier hold (null when there is none and the send may go), or
 * the hold again while nobody has resolved it or an earlier attempt's answer was lost and the bridge is not known to
 * honour Idempotency-Key.
 */
export function beforeErpSend(deps: WorkflowDeps, io: StepIO, details: HoldDetails): HoldResolution | null {
  if (io.held) {
    const resolution = io.held.resolution as HoldResolution | null;
    if (!resolution) throw holdFor(details);
    return resolution;
  }
  if (io.unanswered && !deps.erp.honoursIdempotencyKey) throw holdFor(details);
  return null;
}

/** The budget number a reply carried, if it carried one (a warning printed before the bridge's JSON). */
function numberIn(text: string): number | null {
  const match = /"numorcamento"\s*:\s*"?(\d{1,12})"?/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Whether the ERP has this budget (get_payment_data answers it), with its total; null when it does not say so. */
export async function confirmedBudget(deps: WorkflowDeps, numorcamento: number): Promise<{ vltotal: string | null } | null> {
  try {
    const data = await deps.erp.paymentData<PaymentData>(numorcamento);
    if (!data || typeof data !== 'object') return null;
    return { vltotal: data.VLTOTAL == null ? null : String(data.VLTOTAL) };
  } catch (error) {
    deps.log.warn('ERP budget confirmation failed', { numorcamento, error: textOf(error) });
    return null;
  }
}

/**
 * A failed ERP send: thrown on when its answer settles that nothing was done (or the bridge honours the key, so the
 * retry may send again); otherwise the budget number the reply carried is confirmed with get_payment_data (the
 * answer of a budget the bridge made, with a warning after it), and anything else holds the order.
 */
export async function afterFailedErpSend(
  deps: WorkflowDeps,
  error: unknown,
  details: HoldDetails,
): Promise<{ numorcamento: number; vltotal: string | null } | never> {
  if (deps.erp.honoursIdempotencyKey || !mayHaveActed(error)) throw error;
  const number = details.what === 'order' ? numberIn(upstreamOwnText(error)) : null;
  const confirmed = number === null ? null : await confirmedBudget(deps, number);
  if (number !== null && confirmed) return { numorcamento: number, vltotal: confirmed.vltotal };
  deps.log.warn('ERP send in doubt: order held for a person', { ...details, error: textOf(upstreamOwnText(error)) });
  throw holdFor(details);
}

/** A success answer without what it should carry: sent again on a retry only when the key is honoured. */
export function unreadableErpAnswer(deps: WorkflowDeps, details: HoldDetails, missing: string): never {
  if (deps.erp.honoursIdempotencyKey) throw new Error(missing);
  throw holdFor(details);
}
