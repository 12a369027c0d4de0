// The status selector's flow on 'Pedidos em Aberto': the order's statusOptions (the gateway's rules, read with the
// list) say what each choice leads to (a refusal, a dialog, a question), then the mutation, the workflow's progress
// and its retry. The gateway checks every rule again when the change is asked for. A running workflow's progress
// arrives over the live socket, or by polling when it is not live (live/workflowProgress.ts).
import { useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { HeldSendKind, OrderPayload_PayloadFragment, OrderStatus, OrderWorkflow_WorkflowFragment } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import type { OpenOrder } from '../components/OpenOrdersTable';
import type { ProductAlertKind } from '../components/ProductAlertDialog';
import { errorText, userErrorsText } from '../../lib/errors';
import { AdvanceOrderStatusMutation, ResendOrderToInvoicingMutation, ResolveHeldInvoicingMutation, RetryOrderWorkflowMutation } from '../queries';
import { followWorkflow } from '../live/workflowProgress';
import { STAFF_MESSAGES, statusChangeErrorPrefix, type StatusChangeExtra } from '../statusTexts';

export type FlowDialog =
  | { kind: 'alert'; alert: ProductAlertKind; order: OpenOrder; queue: ProductAlertKind[] }
  | { kind: 'picker'; order: OpenOrder }
  | { kind: 'deliveryman'; order: OpenOrder }
  | { kind: 'confirm'; order: OpenOrder; target: OrderStatus; question: string }
  | { kind: 'resend'; order: OpenOrder; question: string }
  | { kind: 'cancel'; order: OpenOrder; question: string }
  | { kind: 'progress'; order: OpenOrder; progress: string; error?: string; workflowId?: string; canRetry: boolean; uncertain?: boolean }
  | { kind: 'printLimited'; order: OpenOrder }
  /** An invoicing held until someone checks Winthor (OrderWorkflow.hold): its own dialog. */
  | { kind: 'held'; order: OpenOrder; workflowId: string; hold: HeldSendKind; reason: string; problem?: string };

const RETRY_PROGRESS = 'Tentando novamente...';

/** The limited-items print dialog opens 1 s after invoicing (docs/areas/orders.md#constants). */
const PRINT_DIALOG_DELAY_MS = 1000;

interface Options {
  /** Refresh the list after any change. */
  onUpdated: () => void;
}

interface RunOptions {
  target?: OrderStatus;
  /** Progress text to show while the call runs (a running workflow replaces it with its own). */
  progress?: string;
  errorPrefix: string;
}

/** 'Reenviar para Faturamento' sends the order to the ERP again: asked first, like every status change. */
export const resendQuestion = (order: Pick<OpenOrder, 'id'>) => `Confirma o reenvio do pedido ${order.id} para faturamento?`;

/**
 * What the toasts of one order are about: each action shows one toast (its texts together, in order), and the
 * next action's toast replaces it rather than piling up over the rows being worked.
 */
const toastAbout = (order: Pick<OpenOrder, 'id'>) => `pedido-${order.id}`;

/** The success texts of one action as one toast's message, one line each. */
export function successMessage(messages: readonly string[]): ReactNode {
  if (messages.length === 1) return messages[0];
  return (
    <span className="orders-toast-lines">
      {messages.map((message, index) => (
        <span key={index}>{message}</span>
      ))}
    </span>
  );
}

export function useStatusFlow({ onUpdated }: Options) {
  const client = useApolloClient();
  const [dialog, setDialog] = useState<FlowDialog | null>(null);
  const [busyOrderId, setBusyOrderId] = useState<string | null>(null);
  const [advance] = useMutation(AdvanceOrderStatusMutation);
  const [resend] = useMutation(ResendOrderToInvoicingMutation);
  const [retry] = useMutation(RetryOrderWorkflowMutation);
  const [resolveHeld] = useMutation(ResolveHeldInvoicingMutation);
  const running = useRef(false);

  const choose = (order: OpenOrder, target: OrderStatus) => {
    const option = order.statusOptions.find((o) => o.status === target);
    if (!option) return; // the current status
    switch (option.kind) {
      case 'REFUSED':
        void showToast({ intent: 'warning', message: option.message ?? '' }, toastAbout(order));
        return;
      case 'CHOOSE_PICKER': {
        const alerts: ProductAlertKind[] = [];
        if (order.hasLimitedItems) alerts.push('limited');
        if (order.hasButcheryItems) alerts.push('butchery');
        setDialog(alerts.length ? { kind: 'alert', alert: alerts[0], order, queue: alerts.slice(1) } : { kind: 'picker', order });
        return;
      }
      case 'CHOOSE_DELIVERYMAN':
        setDialog({ kind: 'deliveryman', order });
        return;
      case 'CONFIRM':
      case 'CONCLUDE':
        setDialog({ kind: 'confirm', order, target, question: option.message ?? '' });
        return;
      case 'CANCEL':
        setDialog({ kind: 'cancel', order, question: option.message ?? '' });
        return;
    }
  };

  const closeAlert = () => {
    if (dialog?.kind !== 'alert') return;
    const [next, ...queue] = dialog.queue;
    setDialog(next ? { ...dialog, alert: next, queue } : { kind: 'picker', order: dialog.order });
  };

  const waitForWorkflow = (order: OpenOrder, workflow: OrderWorkflow_WorkflowFragment, progress = '') =>
    followWorkflow(client, order.id, workflow, (current) => setDialog({ kind: 'progress', order, progress: current.progress ?? progress, canRetry: false }));

  const settle = async (order: OpenOrder, payload: OrderPayload_PayloadFragment, options: RunOptions) => {
    let workflow = payload.workflow;
    if (workflow?.state === 'RUNNING') workflow = await waitForWorkflow(order, workflow, options.progress);
    if (workflow?.state === 'FAILED' && workflow.hold) {
      // Held for a check in Winthor; a refused answer (a budget the ERP does not have) is said in the dialog.
      const problem = payload.errors.find((e) => e.code !== 'UNCERTAIN')?.message;
      setDialog({ kind: 'held', order, workflowId: workflow.id, hold: workflow.hold.kind, reason: workflow.error?.message ?? '', problem });
      return;
    }
    if (workflow?.state === 'FAILED') {
      setDialog({
        kind: 'progress',
        order,
        progress: '',
        error: workflow.error?.message ?? (payload.errors.length ? userErrorsText(payload.errors) : 'Falha no processamento do pedido.'),
        workflowId: workflow.id,
        canRetry: workflow.canRetry,
        // A send whose answer was lost: the error says what to check; a resend is offered behind a confirmation.
        uncertain: workflow.error?.code === 'UNCERTAIN',
      });
      return;
    }
    if (payload.errors.length) {
      setDialog(null);
      void showToast({ intent: 'danger', message: userErrorsText(payload.errors) }, toastAbout(order));
      return;
    }
    setDialog(null);
    // The gateway's texts: the payload's when the run ended within the call, else those of the run waited for.
    const messages = payload.messages.length ? payload.messages : (workflow?.successMessages ?? []);
    if (messages.length > 0) void showToast({ intent: 'success', message: successMessage(messages) }, toastAbout(order));
    const invoiced = options.target === 'F' || workflow?.kind === 'invoicing';
    if (invoiced && order.hasLimitedItems) {
      window.setTimeout(() => setDialog({ kind: 'printLimited', order }), PRINT_DIALOG_DELAY_MS);
    }
  };

  const run = async (order: OpenOrder, call: () => Promise<OrderPayload_PayloadFragment | undefined>, options: RunOptions) => {
    // One change at a time: a double click must not send a second request.
    if (running.current) return;
    running.current = true;
    setBusyOrderId(order.id);
    if (options.progress) setDialog({ kind: 'progress', order, progress: options.progress, canRetry: false });
    try {
      const payload = await call();
      if (payload) await settle(order, payload, options);
    } catch (failure) {
      setDialog(null);
      void showToast({ intent: 'danger', message: `${options.errorPrefix}${errorText(failure)}` }, toastAbout(order));
    } finally {
      running.current = false;
      setBusyOrderId(null);
      onUpdated();
    }
  };

  const advanceTo = (order: OpenOrder, target: OrderStatus, extra: StatusChangeExtra = {}) => {
    return run(order, async () => (await advance({ variables: { input: { orderId: order.id, target, ...extra } } })).data?.advanceOrderStatus, {
      target,
      errorPrefix: statusChangeErrorPrefix(target, extra),
      progress: order.statusOptions.find((o) => o.status === target)?.progress ?? undefined,
    });
  };

  return {
    dialog,
    busyOrderId,
    choose,
    closeAlert,
    close: () => setDialog(null),
    submitPicker: (order: OpenOrder, pickerId: string) => advanceTo(order, 'S', { pickerId }),
    submitDeliveryman: (order: OpenOrder, deliverymanId: string) => advanceTo(order, 'E', { deliverymanId }),
    confirm: (order: OpenOrder, target: OrderStatus) => advanceTo(order, target),
    cancel: (order: OpenOrder, reason: string) => advanceTo(order, 'X', { reason }),
    /** 'Reenviar para Faturamento' from the row's menu: the question first. */
    askResend: (order: OpenOrder) => setDialog({ kind: 'resend', order, question: resendQuestion(order) }),
    resend: (order: OpenOrder) =>
      run(order, async () => (await resend({ variables: { orderId: order.id } })).data?.resendOrderToInvoicing, {
        target: 'F',
        progress: order.invoiceResend?.progress ?? undefined,
        errorPrefix: STAFF_MESSAGES.statusError,
      }),
    retry: (order: OpenOrder, workflowId: string) =>
      run(order, async () => (await retry({ variables: { workflowId } })).data?.retryOrderWorkflow, {
        progress: RETRY_PROGRESS,
        errorPrefix: STAFF_MESSAGES.statusError,
      }),
    /** The answer to an invoicing held for a check in Winthor: the number found there, or that nothing is there. */
    resolveHeld: (order: OpenOrder, workflowId: string, answer: { erpNumber: string } | { notFound: true }) =>
      run(order, async () => (await resolveHeld({ variables: { input: { workflowId, ...answer } } })).data?.resolveHeldInvoicing, {
        target: 'F',
        errorPrefix: STAFF_MESSAGES.statusError,
      }),
    busy: busyOrderId !== null,
  };
}

export type StatusFlow = ReturnType<typeof useStatusFlow>;
