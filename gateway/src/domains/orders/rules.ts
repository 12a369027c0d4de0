// Order status model and the status-change rules of docs/areas/orders.md#states, as pure functions.
// The gateway's workflows ask `planStatusChange` what a target status needs (which dialog or workflow)
// before touching any upstream, then `validateStatusChangeInput` once the dialog's answer arrives.
//
// Decisions where the spec is silent (tested in rules.test.ts):
// - Moving to the status the order already has is refused (SAME_STATUS): a repeated click or a retry
//   must never invoice, push or assign twice. Changing the picker or deliveryman is not a status change.
// - V and X are terminal. V -> earlier status is a backward move (the spec's message); V -> X and
//   X -> anything get their own message, since a cancelled order is outside the progression.
// - C has no rule of its own in the spec ("other targets: direct update"), so any forward move to C
//   is direct.
// - An additional order never moves on its own: it follows its main order (the selector is disabled).
import type { UserErrorCode } from '../../user-error';

export type OrderStatus = 'R' | 'S' | 'P' | 'C' | 'F' | 'E' | 'V' | 'X';
/** tipopedido: E home delivery, L store pickup. */
export type OrderType = 'E' | 'L';

export const ORDER_STATUSES: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E', 'V', 'X'];
/** The progression; X (cancelled) is outside it. */
export const STATUS_PROGRESSION: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E', 'V'];

const LABELS: Record<OrderStatus, string> = {
  R: 'Recebido',
  S: 'Em Separação',
  P: 'Separado',
  C: 'Conferência',
  F: 'Faturamento',
  E: 'Entrega',
  V: 'Concluído',
  X: 'Cancelado',
};
const PICKUP_E_LABEL = 'Aguardando Retirada';

export const STATUS_MESSAGES = {
  backward: 'Não é possível retroceder o status do pedido!',
  pickedNeedsPicking: "Para mudar o status para 'Separado' é necessário que o pedido esteja com status 'Em separação'",
  invoiceNeedsPicked: 'Não é possível faturar o pedido antes de separá-lo!',
  separatedValueZero: 'O Valor separado esta zerado.',
  deliveryNeedsInvoice: 'Não é possível enviar o pedido para entrega antes de faturá-lo!',
  completeNeedsDelivery: 'Não é possível finalizar o pedido antes de colocá-lo para entrega!',
  completedIsFinal: 'Não é possível alterar o status de um pedido concluído!',
  cancelledIsFinal: 'Não é possível alterar o status de um pedido cancelado!',
  additionalFollowsMain: 'O status do pedido adicional acompanha o pedido principal!',
  staffRequired: 'Campo Obrigatório',
  reasonRequired: 'Campo obrigatório!',
  resendNeedsInvoicing: "Só é possível reenviar para faturamento um pedido com status 'Faturamento'.",
} as const;

/** What the order reads answer when they fail, and the lists' refusals of their filter (docs/areas/orders.md#errors). */
export const ORDER_READ_MESSAGES = {
  loadFailed: 'Erro ao carregar pedidos: ',
  staffLoadFailed: 'Erro ao buscar Funcionarios: ',
  customerNotFound: 'Cliente não encontrado com o CPF fornecido',
  datesReversed: 'A data inicial deve ser anterior ou igual à data final.',
} as const;

/** The order mutations' own refusals (mutations.ts, workflows/item-toggle.ts). */
export const ORDER_ACTION_MESSAGES = {
  orderNotFound: 'Pedido não encontrado.',
  runNotFound: 'Operação não encontrada.',
  nothingToRetry: 'Não há nada para tentar novamente neste pedido.',
  itemInvalid: 'Item inválido.',
  itemNotFound: 'Item não encontrado.',
  /** An id argument that is no id ('Pedido inválido.', 'Separador inválido.'). */
  invalidId: (what: string) => `${what} inválido.`,
} as const;

/** The assignment dialogs' refusals of the chosen person (docs/areas/orders.md#states), with the field they name. */
export const STAFF_CHOICE_MESSAGES = {
  picker: {
    missing: 'Separador não encontrado.',
    unavailable: 'O separador não está disponível.',
    wrongBranch: 'O separador não pertence à filial do pedido.',
    field: 'pickerId',
  },
  deliveryman: {
    missing: 'Entregador não encontrado.',
    unavailable: 'O entregador não está disponível.',
    wrongBranch: 'O entregador não pertence à filial do pedido.',
    field: 'deliverymanId',
  },
} as const;

/** Dialog titles and confirmations the spec names for each workflow. */
export const STATUS_PROMPTS = {
  assignPicker: 'Escolha um Separador',
  assignDeliveryman: 'Escolha um Entregador',
  invoice: 'Faturando pedido...',
  complete: 'Deseja Realmente Concluir este pedido?',
  cancel: 'Deseja realmente cancelar esse pedido?',
} as const;

/**
 * What the progress dialog says while a status's workflow runs: the spec's text for invoicing; for completion, which
 * the spec gives none, ours (the loyalty platform may take its 30 s, and a bare spinner says nothing meanwhile).
 */
export const WORKFLOW_PROGRESS = {
  invoice: STATUS_PROMPTS.invoice,
  complete: 'Concluindo pedido...',
} as const;

/** An expected failure, carried as data (`errors { code message field }`). */
export interface RuleRefusal {
  ok: false;
  code: UserErrorCode;
  message: string;
  field?: string;
}

export function refusal(code: UserErrorCode, message: string, field?: string): RuleRefusal {
  return field === undefined ? { ok: false, code, message } : { ok: false, code, message, field };
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isOrderType(value: unknown): value is OrderType {
  return value === 'E' || value === 'L';
}

/** Position in the progression R..V; -1 for X. */
export function statusRank(status: OrderStatus): number {
  return STATUS_PROGRESSION.indexOf(status);
}

export function statusLabel(status: OrderStatus, type: OrderType): string {
  return status === 'E' && type === 'L' ? PICKUP_E_LABEL : LABELS[status];
}

export function isTerminalStatus(status: OrderStatus): boolean {
  return status === 'V' || status === 'X';
}

export interface StatusOrder {
  /** Current status code. */
  status: string;
  /** tipopedido: 'E' delivery or 'L' pickup. */
  tipopedido: string;
  /** Separated (picked) value; needed when the target is F. Numeric strings accepted (DRF decimals). */
  separatedValue?: number | string | null;
  /** Ids of the linked additional orders; they follow the main order's status. */
  additionalOrderIds?: readonly number[];
  /** True when this order is itself an additional order. */
  isAdditional?: boolean;
}

/** What the target status needs before the order's status is written. */
export type StatusWorkflow = 'assignPicker' | 'invoice' | 'assignDeliveryman' | 'direct' | 'complete' | 'cancel';
export type StatusChangeRequirement = 'picker' | 'deliveryman' | 'reason' | null;

export interface StatusChangePlan {
  ok: true;
  from: OrderStatus;
  to: OrderStatus;
  workflow: StatusWorkflow;
  /** Input the dialog must collect before the change can run. */
  requires: StatusChangeRequirement;
  /** Dialog title, confirmation or progress text for the workflow; null for a direct change. */
  prompt: string | null;
  /** Additional orders to move to the same status once the main order has moved. */
  followers: readonly number[];
}

export function planStatusChange(order: StatusOrder, target: string): StatusChangePlan | RuleRefusal {
  const from = order.status;
  if (!isOrderStatus(from)) return refusal('STATUS_INVALID', `Status de pedido inválido: '${from}'.`);
  if (!isOrderStatus(target)) return refusal('STATUS_INVALID', `Status de pedido inválido: '${target}'.`, 'target');
  const type = order.tipopedido;
  if (!isOrderType(type)) return refusal('ORDER_TYPE_INVALID', `Tipo de pedido inválido: '${type}'.`);
  if (order.isAdditional) return refusal('ADDITIONAL_ORDER', STATUS_MESSAGES.additionalFollowsMain);
  if (from === target) {
    return refusal('SAME_STATUS', `O pedido já está com o status '${statusLabel(from, type)}'.`, 'target');
  }
  if (from === 'X') return refusal('TERMINAL_STATUS', STATUS_MESSAGES.cancelledIsFinal);
  if (from === 'V' && target === 'X') return refusal('TERMINAL_STATUS', STATUS_MESSAGES.completedIsFinal);
  if (target !== 'X' && statusRank(target) < statusRank(from)) {
    return refusal('STATUS_BACKWARD', STATUS_MESSAGES.backward);
  }

  const to: OrderStatus = target;
  const plan = (workflow: StatusWorkflow, requires: StatusChangeRequirement, prompt: string | null): StatusChangePlan => ({
    ok: true,
    from,
    to,
    workflow,
    requires,
    prompt,
    followers: [...(order.additionalOrderIds ?? [])],
  });

  switch (target) {
    case 'S':
      return plan('assignPicker', 'picker', STATUS_PROMPTS.assignPicker);
    case 'P':
      if (from !== 'S') return refusal('PICKED_NEEDS_PICKING', STATUS_MESSAGES.pickedNeedsPicking);
      return plan('direct', null, null);
    case 'F': {
      if (from !== 'C' && from !== 'P') return refusal('INVOICE_NEEDS_PICKED', STATUS_MESSAGES.invoiceNeedsPicked);
      const value = Number(order.separatedValue ?? 0);
      if (!(value > 0)) return refusal('SEPARATED_VALUE_ZERO', STATUS_MESSAGES.separatedValueZero);
      return plan('invoice', null, STATUS_PROMPTS.invoice);
    }
    case 'E':
      if (from !== 'F') return refusal('DELIVERY_NEEDS_INVOICE', STATUS_MESSAGES.deliveryNeedsInvoice);
      return type === 'E' ? plan('assignDeliveryman', 'deliveryman', STATUS_PROMPTS.assignDeliveryman) : plan('direct', null, null);
    case 'V':
      if (from !== 'E') return refusal('COMPLETE_NEEDS_DELIVERY', STATUS_MESSAGES.completeNeedsDelivery);
      return plan('complete', null, STATUS_PROMPTS.complete);
    case 'X':
      return plan('cancel', 'reason', STATUS_PROMPTS.cancel);
    default:
      return plan('direct', null, null);
  }
}

/**
 * Type 1's 'resend to invoicing' on an order already in F (e.g. the ERP lost it): the invoicing
 * workflow runs again without a status change. Who may do it is policy.ts's business.
 */
export function planInvoiceResend(order: StatusOrder): StatusChangePlan | RuleRefusal {
  if (!isOrderType(order.tipopedido)) return refusal('ORDER_TYPE_INVALID', `Tipo de pedido inválido: '${order.tipopedido}'.`);
  if (order.isAdditional) return refusal('ADDITIONAL_ORDER', STATUS_MESSAGES.additionalFollowsMain);
  if (order.status !== 'F') return refusal('RESEND_NEEDS_INVOICING', STATUS_MESSAGES.resendNeedsInvoicing);
  if (!(Number(order.separatedValue ?? 0) > 0)) return refusal('SEPARATED_VALUE_ZERO', STATUS_MESSAGES.separatedValueZero);
  return {
    ok: true,
    from: 'F',
    to: 'F',
    workflow: 'invoice',
    requires: null,
    prompt: STATUS_PROMPTS.invoice,
    followers: [...(order.additionalOrderIds ?? [])],
  };
}

/**
 * 'Em Falta' / 'Retornar' change what the ERP invoices, so an order's items are frozen once it went to invoicing
 * (F, E), and stay so when it is completed (V) or cancelled (X, invoiced or not): each with its own reason.
 */
export const ITEM_LOCK_MESSAGES = {
  invoiced: 'Não é possível alterar os itens de um pedido já enviado para faturamento.',
  completed: 'Não é possível alterar os itens de um pedido concluído.',
  cancelled: 'Não é possível alterar os itens de um pedido cancelado.',
} as const;

/** Why the order's items cannot be marked missing or returned now; null when they can (R, S, P, C). */
export function itemsLockedReason(status: string): string | null {
  switch (status) {
    case 'F':
    case 'E':
      return ITEM_LOCK_MESSAGES.invoiced;
    case 'V':
      return ITEM_LOCK_MESSAGES.completed;
    case 'X':
      return ITEM_LOCK_MESSAGES.cancelled;
    default:
      return null;
  }
}

export interface StatusChangeInput {
  pickerId?: number | string | null;
  deliverymanId?: number | string | null;
  reason?: string | null;
}

function hasId(value: number | string | null | undefined): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0;
  return typeof value === 'string' && value.trim() !== '';
}

/** Checks the answer of the plan's dialog: picker for S, deliveryman for delivery E, reason for X. */
export function validateStatusChangeInput(plan: StatusChangePlan, input: StatusChangeInput): RuleRefusal | null {
  switch (plan.requires) {
    case 'picker':
      return hasId(input.pickerId) ? null : refusal('REQUIRED', STATUS_MESSAGES.staffRequired, 'pickerId');
    case 'deliveryman':
      return hasId(input.deliverymanId) ? null : refusal('REQUIRED', STATUS_MESSAGES.staffRequired, 'deliverymanId');
    case 'reason':
      return (input.reason ?? '').trim() !== '' ? null : refusal('REQUIRED', STATUS_MESSAGES.reasonRequired, 'reason');
    default:
      return null;
  }
}
