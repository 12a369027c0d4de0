// What a person may answer to an invoicing held for them (erp-holds.ts), checked before anything is recorded: one
// of a number found in Winthor or 'nothing there'; a budget number only once the ERP confirms it has that budget.
import type { ResolveHeldInvoicingInput } from '../../../generated/resolvers-types';
import type { WorkflowDeps } from '../../../workflows/effects';
import type { UserErrorCode } from '../../../user-error';
import { confirmedBudget, type HoldDetails, type HoldResolution } from './erp-holds';

export const HOLD_RESOLUTION_MESSAGES = {
  notHeld: 'Este pedido não está retido aguardando conferência no Winthor.',
  oneAnswer: 'Informe o número encontrado no Winthor ou confirme que não existe, um dos dois.',
  badNumber: 'Número inválido: informe só os dígitos do número encontrado no Winthor (até 10).',
  otherCoupon: (coupon: string) => `Este cancelamento é do cupom ${coupon}: informe esse número, se o Cresce Vendas mostra a compra cancelada.`,
  budgetUnknown: (n: number) =>
    `O ERP não confirmou o orçamento ${n} (não o encontrou ou não respondeu). Confira o número no Winthor e tente de novo: nada foi enviado.`,
} as const;

interface AnswerError {
  code: UserErrorCode;
  message: string;
  field: string | null;
}

const bad = (message: string, field: string | null = 'erpNumber'): { error: AnswerError } => ({ error: { code: 'BAD_USER_INPUT', message, field } });

export async function holdAnswer(
  deps: WorkflowDeps,
  hold: HoldDetails,
  input: ResolveHeldInvoicingInput,
): Promise<{ resolution: Omit<HoldResolution, 'userId'> } | { error: AnswerError }> {
  const typed = input.erpNumber == null ? '' : String(input.erpNumber).trim();
  if ((typed !== '') === (input.notFound === true)) return bad(HOLD_RESOLUTION_MESSAGES.oneAnswer);
  if (input.notFound) return { resolution: { notFound: true } };
  // The person's word is what there is: nothing in the loyalty platform's calls reads a purchase (docs/areas/orders.md#calls).
  if (hold.what === 'loyalty-cancel') {
    return typed === String(hold.coupon ?? '')
      ? { resolution: { cancelledThere: true } }
      : bad(HOLD_RESOLUTION_MESSAGES.otherCoupon(String(hold.coupon ?? '')));
  }
  if (!/^\d{1,10}$/.test(typed) || Number(typed) === 0) return bad(HOLD_RESOLUTION_MESSAGES.badNumber);
  const number = Number(typed);
  // Nothing in the bridge's calls reads a customer by code: the person's word is what there is.
  if (hold.what === 'customer') return { resolution: { codcli: number } };
  const confirmed = await confirmedBudget(deps, number);
  if (!confirmed) return bad(HOLD_RESOLUTION_MESSAGES.budgetUnknown(number));
  return { resolution: { numorcamento: number, vltotal: confirmed.vltotal } };
}
