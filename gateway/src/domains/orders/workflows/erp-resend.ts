// Type 1's resend of an invoiced order asks the ERP first. A bridge that does not upsert a branch + order (nothing in
// docs/areas/orders.md#calls says it does) makes a second Winthor budget for every `processa-pedido` it gets, so an order whose budget
// number is known (on the order, or journaled by an earlier invoicing) is sent again only when `get_payment_data`
// (docs/areas/orders.md#calls, the one call that finds a budget) says the ERP has no such budget. An ERP that does not
// answer the question gets nothing sent: the person tries again.
import type { WorkflowDeps } from '../../../workflows/effects';
import { stepAnswersOf } from '../../../workflows/questions';
import { StepRefusal } from '../../../workflows/runner';
import type { PaymentData } from '../loyalty-rules';
import { orderSubject } from './order-data';

export const RESEND_MESSAGES = {
  /** The run's text when every budget the resend would have replaced is still in the ERP. */
  alreadyInErp: (numorcamento: number) => `O ERP já tem o orçamento ${numorcamento} deste pedido: nada foi reenviado.`,
  unconfirmed: (numorcamento: number) => `Erro ao enviar pedido: o ERP não respondeu se tem o orçamento ${numorcamento}; nada foi reenviado. Tente novamente!`,
} as const;

/** The budget number an invoicing of the run's order journaled for this step, if any. */
async function journaledBudget(deps: WorkflowDeps, runOrderId: number, step: string): Promise<number | null> {
  const answers = await stepAnswersOf(deps, [orderSubject(runOrderId)], step);
  const answer = answers.get(orderSubject(runOrderId)) as { numorcamento?: unknown } | undefined;
  return typeof answer?.numorcamento === 'number' && answer.numorcamento > 0 ? answer.numorcamento : null;
}

/** The bridge's own answer that it has no such budget: `{"error": ...}` in a 2xx reply (a 5xx or no reply says nothing). */
function saysNoSuchBudget(error: unknown): boolean {
  const extensions = (error as { extensions?: Record<string, unknown> } | undefined)?.extensions;
  const status = extensions?.upstreamStatus;
  return extensions?.upstream === 'erp' && extensions.mayHaveActed !== true && typeof status === 'number' && status >= 200 && status < 300;
}

/**
 * The budget a resend would replace when the ERP still has it (with its total), else null: no number known, or the ERP
 * answered that it has no such budget. Throws a retryable refusal when the ERP cannot tell.
 */
export async function budgetStillInErp(
  deps: WorkflowDeps,
  known: { onOrder: number | null | undefined; runOrderId: number; step: string },
): Promise<{ numorcamento: number; vltotal: string | null } | null> {
  const numorcamento = known.onOrder || (await journaledBudget(deps, known.runOrderId, known.step));
  if (!numorcamento) return null;
  let data: PaymentData | null;
  try {
    data = await deps.erp.paymentData<PaymentData | null>(numorcamento);
  } catch (error) {
    if (saysNoSuchBudget(error)) return null;
    throw new StepRefusal('ERP_ORDER_FAILED', RESEND_MESSAGES.unconfirmed(numorcamento), true);
  }
  if (!data || typeof data !== 'object' || (data.NUMCUPOM == null && data.VLTOTAL == null)) {
    throw new StepRefusal('ERP_ORDER_FAILED', RESEND_MESSAGES.unconfirmed(numorcamento), true);
  }
  return { numorcamento, vltotal: data.VLTOTAL == null ? null : String(data.VLTOTAL) };
}
