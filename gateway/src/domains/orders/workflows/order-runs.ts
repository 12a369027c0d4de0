// Running an order's workflows under its lock. The run is opened (the order's lock) and the order read once under
// it: a run started from a decision (mutations.ts) goes on when the order is still what the decision was made on,
// and only an order that changed meanwhile (or a retry, which has no decision of its own) is planned again.
// Then the steps of the run's kind are executed and the payload is built from the order as it ends up.
import type { WorkflowDeps } from '../../../workflows/effects';
import { textOf } from '../../../kit/text';
import type { RunKey } from '../../../workflows/keys';
import { busyMessage } from '../../../workflows/busy';
import { performChange, type ChangeDefinition, type LockedPlan, type RunDefinition } from '../../../workflows/engine';
import { latestRunOf } from '../../../workflows/questions';
import { StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import type { BusyHolder, WorkflowRun } from '../../../workflows/runs';
import { holdOf, workflowView, type WorkflowView } from '../../../workflows/view';
import type { OrderWorkflow, OrderWorkflowHold, WorkflowKind } from '../../../generated/resolvers-types';
import type { HoldDetails } from './erp-holds';
import type { OrderRecord } from '../../../upstreams/product-api/orders';
import { statusOrderOf } from '../mappers';
import { planInvoiceResend, planStatusChange, type OrderStatus, type RuleRefusal, type StatusOrder, ORDER_READ_MESSAGES } from '../rules';
import { cancellationSteps } from './cancellation';
import { completionSteps } from './completion';
import { invoiceNumberOf, invoicedMessage, invoicingSteps, nothingResentMessage } from './invoicing';
import { loyaltyCancellationSteps, LOYALTY_CANCELLED, NOT_COMPLETED } from './loyalty-cancellation';
import { orderSubject } from './order-data';
import { statusChangeSteps, type StatusChangeInput } from './status-change';
import type { UserErrorCode } from '../../../user-error';

export type OrderWorkflowKind = WorkflowKind;
const ORDER_WORKFLOW_KINDS: readonly OrderWorkflowKind[] = ['status_change', 'invoicing', 'completion', 'cancellation', 'loyalty_cancellation'];

/** A held invoicing's hold as the schema's OrderWorkflowHold (null for any other run). */
function orderHoldOf(hold: WorkflowView['hold']): OrderWorkflowHold | null {
  const details = hold as Partial<HoldDetails> | null;
  if (!details?.what || details.orderId == null) return null;
  const kind = details.what === 'customer' ? 'ERP_CUSTOMER' : details.what === 'loyalty-cancel' ? 'LOYALTY_CANCEL' : 'ERP_ORDER';
  return { kind, orderId: String(details.orderId), branch: Number(details.branch) };
}

/** A run's view as the schema's OrderWorkflow (null for runs that are not an order's workflow). */
export function orderWorkflowOf(view: WorkflowView | null): OrderWorkflow | null {
  const kind = ORDER_WORKFLOW_KINDS.find((k) => k === view?.kind);
  return view && kind ? { ...view, kind, successMessages: successMessages(kind, view.input, {}), hold: orderHoldOf(view.hold) } : null;
}

export const orderWorkflow = (run: WorkflowRun): OrderWorkflow | null => orderWorkflowOf(workflowView(run));

export interface PayloadError {
  code: UserErrorCode;
  message: string;
  field?: string | null;
}

export interface OrderPayloadResult {
  order: OrderRecord | null;
  workflow: OrderWorkflow | null;
  message: string | null;
  messages: string[];
  errors: PayloadError[];
}

export const UPDATED_MESSAGE = 'Pedido Atualizado com Sucesso!';

export interface RunInput extends StatusChangeInput {
  resend?: boolean;
}

export const errorPayload = (error: PayloadError, order: OrderRecord | null = null): OrderPayloadResult => ({
  order,
  workflow: null,
  message: null,
  messages: [],
  errors: [{ code: error.code, message: error.message, field: error.field ?? null }],
});

const fromRefusal = (r: RuleRefusal): PayloadError => ({ code: r.code, message: r.message, field: r.field ?? null });

/** What an order's busy subject says (docs/areas/orders.md#workflow-runs) while another person's live run holds it. */
export const ORDER_BUSY = 'O pedido já está sendo atualizado por outro usuário. Aguarde.';
/** The same, when the live run holding it is this user's own (another tab, a second click). */
export const ORDER_BUSY_YOURS = 'Você já está atualizando este pedido. Aguarde.';
/** The same, when the run holding it lost its process (a crash, a deploy): nobody is updating it (docs/decisions/0042-runs-held-by-heartbeat.md). */
export const ORDER_HOLDER_SILENT =
  'A alteração anterior deste pedido parou de responder (o servidor que a fazia parou) e ele será liberado em instantes. Tente novamente em alguns segundos.';
/** The failure of an order's step that names none of its own. */
export const ORDER_STEP_FAILED = { code: 'WORKFLOW_FAILED', message: 'Erro ao atualizar o pedido. Tente novamente!' } as const;

/** What an order's busy answer says, true to what holds it (only a live holder is 'someone updating it'). */
export function orderBusyText(holder: BusyHolder | null, userId: number | null): string {
  const live = holder?.userId != null && holder.userId === userId ? ORDER_BUSY_YOURS : ORDER_BUSY;
  return busyMessage(holder, live, ORDER_HOLDER_SILENT);
}

const sameRuleInput = (a: StatusOrder, b: StatusOrder) => JSON.stringify(a) === JSON.stringify(b);

/** The rules, on the order as read under the lock (null = the run may go on). */
function recheck(order: OrderRecord, kind: string, input: RunInput, decidedOn: StatusOrder | null): RuleRefusal | null {
  if (kind === 'loyalty_cancellation') return order.status === 'V' ? null : { ok: false, code: 'NOT_COMPLETED', message: NOT_COMPLETED };
  const now = statusOrderOf(order);
  // The decision was made on this very order: planning it again would only repeat it.
  if (decidedOn && sameRuleInput(decidedOn, now)) return null;
  if (input.resend) {
    const plan = planInvoiceResend(now);
    return plan.ok ? null : plan;
  }
  // The status step already ran (a retry, or someone else got there): the remaining steps may go on.
  if (order.status === input.target) return null;
  const plan = planStatusChange(now, input.target);
  return plan.ok ? null : plan;
}

/** The steps of a run of `kind` on the order as read now. */
export function stepsFor(deps: WorkflowDeps, kind: string, order: OrderRecord, input: RunInput): WorkflowStep[] {
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

export const PICKER_ADDED = 'Separador Adicionado com Sucesso!';
export const DELIVERYMAN_ADDED = 'Entregador Adicionado com Sucesso!';

/**
 * The success toasts of a run that ended well, in order (docs/areas/orders.md#states): the step's own text (picker or
 * deliveryman added, the invoice number, or that a resend found its budget still in the ERP), then 'Pedido Atualizado com Sucesso!', which follows every status update.
 * Cancelling a purchase in the loyalty platform is not a status update: its own text only.
 */
export function successMessages(kind: string, input: Readonly<Record<string, unknown>>, results: Readonly<Record<string, unknown>>): string[] {
  if (kind === 'loyalty_cancellation') return [LOYALTY_CANCELLED];
  const number = kind === 'invoicing' ? invoiceNumberOf(results) : null;
  const kept = kind === 'invoicing' ? nothingResentMessage(results) : null;
  const invoiced = number !== null ? invoicedMessage(number) : null;
  const stepText = kept ?? invoiced ?? (input.pickerId ? PICKER_ADDED : input.deliverymanId ? DELIVERYMAN_ADDED : null);
  return stepText ? [stepText, UPDATED_MESSAGE] : [UPDATED_MESSAGE];
}

function succeeded(kind: string, input: Readonly<Record<string, unknown>>, results: Readonly<Record<string, unknown>>) {
  const messages = successMessages(kind, input, results);
  // `message` stays the run's main text for clients that read one: the invoice number, else the update.
  return { message: kind === 'status_change' ? UPDATED_MESSAGE : messages[0], messages };
}

export async function reloadOrder(deps: WorkflowDeps, orderId: number): Promise<OrderRecord | null> {
  try {
    return await deps.api.orders.get(orderId);
  } catch (error) {
    deps.log.warn('order reload after workflow failed', { order: orderId, error: textOf(error) });
    return null;
  }
}

/** How an order's change starts: its run opened for a decision, or an earlier run taken up again. */
export type OrderRunStart =
  | { open: OpenOrderRun }
  | {
      takeUp: WorkflowRun;
      /** The order as read for the request: what a busy or refused take-up answers with. */
      order: OrderRecord;
      /** A held step's answer ('Resolver'), recorded on the step before the run goes on. */
      answer?: { step: string; resolution: Record<string, unknown> };
      /** What a run that cannot be taken up answers (not retryable, or no longer held). */
      notTakenUp: PayloadError;
      /** A run that succeeded meanwhile answers as done, without an error (a second 'Tente Novamente'). */
      doneIfSucceeded?: boolean;
    };

/**
 * An order's change as the engine's definition: the order read once under the run's lock, where a run started from a
 * decision goes on when the order is still what the decision was made on (the rules are asked again only of an
 * order that changed meanwhile, or of a retry, which has no decision of its own); then the steps of the run's kind,
 * and the payload from the order as it ends up.
 */
export function orderChange(deps: WorkflowDeps, orderId: number, start: OrderRunStart): ChangeDefinition<never, OrderPayloadResult> {
  const decidedOn = 'open' in start ? statusOrderOf(start.open.order) : null;
  // The order as read under the run's lock (null when it could not be read): what a refusal's payload carries.
  let order: OrderRecord | null = null;
  let refusedByPlan = false;
  let running: WorkflowRun | null = null;
  const plan = async (run: WorkflowRun): Promise<LockedPlan> => {
    running = run;
    const input: RunInput = { target: run.input.target as OrderStatus, ...run.input };
    const refuse = (refused: PayloadError, canRetry: boolean): LockedPlan => ((refusedByPlan = true), { refused, canRetry });
    try {
      order = await deps.api.orders.get(orderId);
    } catch (error) {
      return refuse({ code: 'ORDER_LOAD_FAILED', message: `${ORDER_READ_MESSAGES.loadFailed}${textOf(error)}` }, true);
    }
    const refusal = recheck(order, run.kind, input, decidedOn);
    if (refusal) return refuse(fromRefusal(refusal), false);
    try {
      return { steps: stepsFor(deps, run.kind, order, input) };
    } catch (error) {
      if (!(error instanceof StepRefusal)) throw error;
      return refuse({ code: error.code, message: error.message }, error.retryable);
    }
  };
  const common = {
    steps: plan,
    busy: (holder: BusyHolder | null) => orderBusyText(holder, deps.user.userId),
    hooks: {
      genericFailure: ORDER_STEP_FAILED,
      onUnexpected: (step: string, error: unknown) => deps.log.error('workflow step failed unexpectedly', { run: running?.id, step, error: textOf(error) }),
    },
  };
  const run: RunDefinition =
    'open' in start
      ? { kind: start.open.kind, subject: orderSubject(orderId), key: start.open.key, input: { ...start.open.input }, ...common }
      : { takeUp: start.takeUp, answer: start.answer, notTakenUp: { field: null, ...start.notTakenUp }, ...common };
  return {
    run: () => run,
    done: async (results, _none, ended) => ({
      order: await reloadOrder(deps, orderId),
      workflow: orderWorkflow(ended),
      ...succeeded(ended.kind, ended.input, results),
      errors: [],
    }),
    refused: async (errors, ended) => {
      switch (ended.status) {
        case 'busy':
          return errorPayload(errors[0], 'open' in start ? await reloadOrder(deps, orderId) : start.order);
        case 'not-taken-up': {
          const { order: found, doneIfSucceeded } = start as Extract<OrderRunStart, { takeUp: WorkflowRun }>;
          if (doneIfSucceeded && ended.run.status === 'succeeded')
            return { order: found, workflow: orderWorkflow(ended.run), message: null, messages: [], errors: [] };
          return { ...errorPayload(errors[0], found), workflow: orderWorkflow(ended.run) };
        }
        case 'failed':
          if (refusedByPlan) return { ...errorPayload(ended.run.error!, order), workflow: orderWorkflow(ended.run) };
          return { order: await reloadOrder(deps, orderId), workflow: orderWorkflow(ended.run), message: null, messages: [], errors };
        default:
          return errorPayload(errors[0], order);
      }
    },
  };
}

export interface OpenOrderRun {
  order: OrderRecord;
  kind: OrderWorkflowKind;
  /** How attempts of this run are recognised (keys.ts): a move to a status is perTarget, a resend eachSubmission. */
  key: RunKey;
  input: RunInput;
}

/** Opens the order's run (busy -> the payload's error) and runs it; a finished run with that key is reported. */
export async function startOrderRun(deps: WorkflowDeps, spec: OpenOrderRun): Promise<OrderPayloadResult> {
  // An order held for a person (an ERP send in doubt) takes no other change until someone resolves it: a new run
  // would abandon the held one and send again, or move on without knowing what the ERP has.
  const latest = await latestRunOf(deps, orderSubject(spec.order.id));
  if (latest && holdOf(latest)) return { ...errorPayload(latest.error!, spec.order), workflow: orderWorkflow(latest) };
  return performChange(deps, orderChange(deps, spec.order.id, { open: spec }));
}

/** An earlier run of the order taken up again ('Tente Novamente', a held step's answer, the stranded-run sweep). */
export function takeUpOrderRun(deps: WorkflowDeps, orderId: number, start: Extract<OrderRunStart, { takeUp: WorkflowRun }>): Promise<OrderPayloadResult> {
  return performChange(deps, orderChange(deps, orderId, start));
}
