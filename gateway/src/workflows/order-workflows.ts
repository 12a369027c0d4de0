// Starting and resuming an order's workflows. The run is opened (the order's lock) BEFORE the order is read
// for the last time, so the rules are checked on data no other workflow can change meanwhile; then the steps
// of the run's kind are executed and the payload is built from the order as it ends up.
import { planInvoiceResend, planStatusChange, type OrderStatus, type RuleRefusal, type StatusChangePlan } from '../domains/orders/rules';
import { cancellationSteps } from './cancellation';
import { completionSteps } from './completion';
import { textOf, type WorkflowDeps } from './effects';
import { invoiceNumberOf, invoicedMessage, invoicingSteps } from './invoicing';
import { WorkflowBusyError, type WorkflowRun } from './journal';
import { loyaltyCancellationSteps, LOYALTY_CANCELLED } from './loyalty-cancellation';
import { loadOrder, orderSubject, type UpstreamOrder } from './order-data';
import { statusChangeSteps, type StatusChangeInput } from './order-status';
import { executeRun, StepRefusal, type WorkflowStep } from './runner';
import { orderWorkflowView, type OrderWorkflowView } from './view';

export type OrderWorkflowKind = 'status_change' | 'invoicing' | 'completion' | 'cancellation' | 'loyalty_cancellation';

export interface PayloadError {
  code: string;
  message: string;
  field?: string | null;
}

export interface OrderPayloadResult {
  order: UpstreamOrder | null;
  workflow: OrderWorkflowView | null;
  message: string | null;
  errors: PayloadError[];
}

export const UPDATED_MESSAGE = 'Pedido Atualizado com Sucesso!';

export interface RunInput extends StatusChangeInput {
  resend?: boolean;
}

export function kindOfPlan(plan: StatusChangePlan): OrderWorkflowKind {
  if (plan.workflow === 'invoice') return 'invoicing';
  if (plan.workflow === 'complete') return 'completion';
  if (plan.workflow === 'cancel') return 'cancellation';
  return 'status_change';
}

export const errorPayload = (error: PayloadError, order: UpstreamOrder | null = null): OrderPayloadResult => ({
  order,
  workflow: null,
  message: null,
  errors: [{ code: error.code, message: error.message, field: error.field ?? null }],
});

const fromRefusal = (r: RuleRefusal): PayloadError => ({ code: r.code, message: r.message, field: r.field ?? null });

export const busyError = (): PayloadError => ({ code: 'WORKFLOW_BUSY', message: new WorkflowBusyError().message });

function statusOrderOf(order: UpstreamOrder) {
  return {
    status: order.status,
    tipopedido: order.tipopedido,
    separatedValue: order.vltotalseparado ?? order.valorSeparado,
    additionalOrderIds: (order.adicionais ?? []).map((a) => a.id),
    isAdditional: order.pedidoadicional,
  };
}

/** The rules, checked again on the order as read under the lock (null = the run may go on). */
function recheck(order: UpstreamOrder, kind: string, input: RunInput): RuleRefusal | null {
  if (kind === 'loyalty_cancellation') {
    return order.status === 'V' ? null : { ok: false, code: 'NOT_COMPLETED', message: 'Só é possível cancelar no Cresce Vendas um pedido concluído.' };
  }
  if (input.resend) {
    const plan = planInvoiceResend(statusOrderOf(order));
    return plan.ok ? null : plan;
  }
  // The status step already ran (or someone else got there): the remaining steps may go on.
  if (order.status === input.target) return null;
  const plan = planStatusChange(statusOrderOf(order), input.target);
  return plan.ok ? null : plan;
}

function stepsFor(deps: WorkflowDeps, kind: string, order: UpstreamOrder, input: RunInput): WorkflowStep[] {
  switch (kind) {
    case 'invoicing':
      return invoicingSteps(deps, order, { resend: input.resend ?? false });
    case 'completion':
      return completionSteps(deps, order);
    case 'cancellation':
      return cancellationSteps(deps, order, input.reason ?? '');
    case 'loyalty_cancellation':
      return loyaltyCancellationSteps(deps, order);
    default:
      return statusChangeSteps(deps, order, input);
  }
}

function successMessage(kind: string, results: Readonly<Record<string, unknown>>): string {
  if (kind === 'invoicing') {
    const number = invoiceNumberOf(results);
    return number === null ? UPDATED_MESSAGE : invoicedMessage(number);
  }
  if (kind === 'loyalty_cancellation') return LOYALTY_CANCELLED;
  return UPDATED_MESSAGE;
}

async function reloadOrder(deps: WorkflowDeps, orderId: number): Promise<UpstreamOrder | null> {
  try {
    return await loadOrder(deps.api, orderId);
  } catch (error) {
    deps.log.warn('order reload after workflow failed', { order: orderId, error: textOf(error) });
    return null;
  }
}

/** Runs (or resumes) an opened run to its end or its first failure. */
export async function continueRun(deps: WorkflowDeps, run: WorkflowRun, orderId: number): Promise<OrderPayloadResult> {
  const input = run.input as unknown as RunInput;
  let order: UpstreamOrder;
  try {
    order = await loadOrder(deps.api, orderId);
  } catch (error) {
    const failed = await deps.journal.fail(run.id, { code: 'ORDER_LOAD_FAILED', message: `Erro ao carregar pedidos: ${textOf(error)}` }, true);
    return { ...errorPayload(failed.error!), workflow: orderWorkflowView(failed) };
  }
  const refusal = recheck(order, run.kind, input);
  if (refusal) {
    const failed = await deps.journal.fail(run.id, fromRefusal(refusal), false);
    return { ...errorPayload(failed.error!, order), workflow: orderWorkflowView(failed) };
  }
  let steps: WorkflowStep[];
  try {
    steps = stepsFor(deps, run.kind, order, input);
  } catch (error) {
    if (!(error instanceof StepRefusal)) throw error;
    const failed = await deps.journal.fail(run.id, { code: error.code, message: error.message }, error.retryable);
    return { ...errorPayload(failed.error!, order), workflow: orderWorkflowView(failed) };
  }
  const outcome = await executeRun(deps.journal, run, steps, {
    onUnexpected: (step, error) => deps.log.error('workflow step failed unexpectedly', { run: run.id, step, error: textOf(error) }),
  });
  const after = await reloadOrder(deps, orderId);
  const workflow = orderWorkflowView(outcome.run);
  if (outcome.run.status !== 'succeeded') {
    return { order: after, workflow, message: null, errors: outcome.run.error ? [{ ...outcome.run.error }] : [] };
  }
  return { order: after, workflow, message: successMessage(run.kind, outcome.results), errors: [] };
}

export interface OpenOrderRun {
  orderId: number;
  kind: OrderWorkflowKind;
  idempotencyKey: string;
  input: RunInput;
}

/** Opens the order's run (busy -> the payload's error) and runs it; a finished run with that key is reported. */
export async function startOrderRun(deps: WorkflowDeps, spec: OpenOrderRun): Promise<OrderPayloadResult> {
  let opened;
  try {
    opened = await deps.journal.open({
      kind: spec.kind,
      subject: orderSubject(spec.orderId),
      idempotencyKey: spec.idempotencyKey,
      input: spec.input as unknown as Record<string, unknown>,
      sessionId: deps.sessionId,
      userId: deps.user.userId,
    });
  } catch (error) {
    if (error instanceof WorkflowBusyError) return errorPayload(busyError(), await reloadOrder(deps, spec.orderId));
    throw error;
  }
  if (opened.run.status === 'succeeded') {
    const results = (await deps.journal.steps(opened.run.id)).entries();
    const map = Object.fromEntries([...results].map(([name, step]) => [name, step.response]));
    return {
      order: await reloadOrder(deps, spec.orderId),
      workflow: orderWorkflowView(opened.run),
      message: successMessage(spec.kind, map),
      errors: [],
    };
  }
  return continueRun(deps, opened.run, spec.orderId);
}

export const statusKey = (orderId: number, target: OrderStatus) => `pedido:${orderId}:status:${target}`;
