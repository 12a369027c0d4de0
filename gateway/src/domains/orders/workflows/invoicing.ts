// Invoicing (F, docs/areas/orders.md#invoicing) and type 1's resend: the customer is processed in the ERP when it was
// updated or has no ERP code (and the code saved on it), each order (the main one and its additional orders)
// is sent with its sold items and the mapped payment method, the invoice numbers are saved with status F, the
// invoice's payment data is read back (get_payment_data, with every additional order's), then the audit entries and
// the push announcing the amount: the invoiced total, the figure the courier charges (Order.amounts), never the
// processa-pedido reply (the spec shows only its invoice number) or the picking's separated value.
import { erpOrderItems, erpPaymentMethod } from '../erp-rules';
import { amountsOfRecord } from '../amounts-read';
import type { PaymentData } from '../loyalty-rules';
import { PAYMENT_DATA_STEP, readPaymentData, totalOf } from '../payment-data';
import { STATUS_PROMPTS } from '../rules';
import { auditStep } from '../../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../../workflows/effects';
import { StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import { erpFailureWith } from './erp-failure';
import { afterFailedErpSend, beforeErpSend, resolvedHold, unreadableErpAnswer, type HoldDetails } from './erp-holds';
import type { CustomerRecord } from '../../../upstreams/product-api/customers';
import { type OrderRecord } from '../../../upstreams/product-api/orders';
import { soldItemsOf } from './order-data';
import { budgetStillInErp, RESEND_MESSAGES } from './erp-resend';
import { customerStatusPush, followerSteps, orderAuditSteps, orderUpdateStep, type OrderUpdateResult } from './order-steps';

export const INVOICING_MESSAGES = {
  processCustomer: 'Erro ao atualizar processar cliente do pedido:',
  saveCustomer: 'Erro ao atualizar cliente:',
  sendOrder: 'Erro ao enviar pedido:',
  saveInvoice: 'Erro ao atualizar realizar faturamento do pedido:',
  retry: ' Tente novamente!',
  noItems: 'Não é possível faturar o pedido: nenhum item separado.',
  noCustomer: 'Erro ao enviar pedido. Tente novamente!',
  /** The invoice's payment data could not be read back ('Erro ao consultar dados de pagamento.' with the cause). */
  paymentData: 'Erro ao consultar dados de pagamento:',
  noInvoiceTotal: 'o ERP ainda não informou o valor faturado (VLTOTAL).',
} as const;

export const invoicedMessage = (numorcamento: number | string) => `Pedido Enviado para faturamento numero: ${numorcamento}`;

interface CustomerStepResult {
  codcli: number;
  processed: boolean;
  before?: Record<string, unknown>;
}

export interface ErpOrderResult {
  numorcamento: number;
  vltotal: string | null;
  reused: boolean;
  /** A resend found this budget still in the ERP and sent nothing (erp-resend.ts). */
  alreadyInErp?: boolean;
}

/** A positive whole number as the bridge may answer it (a JSON number or a digit string), else null. */
function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

const customerSnapshot = (c: CustomerRecord) => ({ id: c.id, codCli: c.codCli, cliente: c.cliente, cpf: c.cpf, updated: c.updated });

function erpOrderStep(deps: WorkflowDeps, name: string, orderId: number, options: { resend: boolean; runOrderId: number }): WorkflowStep {
  const { resend } = options;
  return {
    name,
    progress: STATUS_PROMPTS.invoice,
    failure: erpFailureWith(deps, name, 'ERP_ORDER_FAILED', INVOICING_MESSAGES.sendOrder, INVOICING_MESSAGES.retry),
    run: async (io): Promise<ErpOrderResult> => {
      const order = await deps.api.orders.get(orderId);
      // Already invoiced (an earlier run saved the number): sending again would only be a resend.
      if (!resend && order.numorcamento) return { numorcamento: order.numorcamento, vltotal: null, reused: true };
      const held: HoldDetails = { what: 'order', orderId, branch: order.codfilial.codFilial };
      const resolution = beforeErpSend(deps, io, held);
      // The budget a person found in Winthor (confirmed with get_payment_data): the order goes on from 'invoiced'.
      if (resolution?.numorcamento) return { numorcamento: resolution.numorcamento, vltotal: resolution.vltotal ?? null, reused: true, ...resolvedHold(io) };
      if (resend && !resolution) {
        // A budget the ERP still has is taken as the send's answer and the run goes on from 'invoiced', as it does
        // for a budget a person confirmed (resolveHeldInvoicing): the order keeps its number and nothing is sent.
        const kept = await budgetStillInErp(deps, { onOrder: order.numorcamento, runOrderId: options.runOrderId, step: name });
        if (kept) return { ...kept, reused: true, alreadyInErp: true };
      }
      const customer = io.results['erp.customer'] as CustomerStepResult;
      const itens = erpOrderItems(await soldItemsOf(deps.api, orderId));
      if (itens.length === 0) throw new StepRefusal('NO_SOLD_ITEMS', INVOICING_MESSAGES.noItems);
      const body = {
        id_pedido: order.id,
        codcli: customer.codcli,
        codfilial: String(order.codfilial.codFilial),
        codcob: erpPaymentMethod(order.formapagamento?.id ?? null),
        itens,
      };
      await io.recordRequest(body);
      let reply: { numorcamento?: unknown; vltotal?: string } | null;
      try {
        reply = await deps.erp.processOrder<typeof reply>(body, io.key);
      } catch (error) {
        return { ...(await afterFailedErpSend(deps, error, held)), reused: false };
      }
      const numorcamento = wholeNumber(reply?.numorcamento);
      if (numorcamento === null) return unreadableErpAnswer(deps, held, 'O ERP não informou o número do orçamento.');
      return { numorcamento, vltotal: reply?.vltotal ?? null, reused: false, ...(io.held ? resolvedHold(io) : {}) };
    },
  };
}

export function invoicingSteps(deps: WorkflowDeps, order: OrderRecord, options: { resend: boolean }): WorkflowStep[] {
  const ownerId = order.codcli.id;
  if (!ownerId) throw new StepRefusal('CUSTOMER_MISSING', INVOICING_MESSAGES.noCustomer);
  const processCustomer: WorkflowStep = {
    name: 'erp.customer',
    progress: STATUS_PROMPTS.invoice,
    failure: erpFailureWith(deps, 'erp.customer', 'ERP_CUSTOMER_FAILED', INVOICING_MESSAGES.processCustomer),
    run: async (io): Promise<CustomerStepResult> => {
      const customer = await deps.api.customers.get(ownerId);
      if (!customer.updated && customer.codCli) return { codcli: Number(customer.codCli), processed: false };
      const held: HoldDetails = { what: 'customer', orderId: order.id, branch: order.codfilial.codFilial };
      const resolution = beforeErpSend(deps, io, held);
      // The customer code a person found in Winthor: saved on the customer as if the ERP had answered it.
      if (resolution?.codcli) return { codcli: resolution.codcli, processed: true, before: customerSnapshot(customer), ...resolvedHold(io) };
      await io.recordRequest(customer);
      let reply: { codcli?: unknown } | null;
      try {
        reply = await deps.erp.processCustomer<typeof reply>(customer, io.key);
      } catch (error) {
        await afterFailedErpSend(deps, error, held);
        throw error;
      }
      const codcli = wholeNumber(reply?.codcli);
      if (codcli === null) return unreadableErpAnswer(deps, held, 'O ERP não informou o código do cliente.');
      return { codcli, processed: true, before: customerSnapshot(customer), ...(io.held ? resolvedHold(io) : {}) };
    },
  };
  const saveCustomer: WorkflowStep = {
    name: 'customer.save-code',
    progress: STATUS_PROMPTS.invoice,
    failure: failureWith('CUSTOMER_UPDATE_FAILED', INVOICING_MESSAGES.saveCustomer, INVOICING_MESSAGES.retry),
    run: async (io) => {
      const erp = io.results['erp.customer'] as CustomerStepResult;
      if (!erp.processed) return { skipped: true };
      const customer = await deps.api.customers.get(ownerId);
      const after = await deps.api.customers.update(customer, { codCli: erp.codcli, updated: false });
      return { after: customerSnapshot(after) };
    },
  };
  const auditCustomer = auditStep(deps, 'audit.customer', 'clientes', 'PUT', (results) => {
    const saved = results['customer.save-code'] as { after?: unknown };
    if (!saved?.after) return null;
    return { before: (results['erp.customer'] as CustomerStepResult).before ?? null, after: saved.after };
  });

  const followers = order.adicionais ?? [];
  const sendOptions = { resend: options.resend, runOrderId: order.id };
  const sendMain = erpOrderStep(deps, 'erp.order', order.id, sendOptions);
  const sendFollowers = followers.map((f) => erpOrderStep(deps, `erp.additional.${f.id}`, f.id, sendOptions));
  const saveFailure = failureWith('INVOICE_SAVE_FAILED', INVOICING_MESSAGES.saveInvoice);
  const numberOf = (results: Readonly<Record<string, unknown>>, step: string) => (results[step] as ErpOrderResult).numorcamento;
  const saveMain = orderUpdateStep(
    deps,
    'order.update',
    order.id,
    (io) => ({ numorcamento: numberOf(io.results, 'erp.order'), status: 'F' }),
    saveFailure,
    STATUS_PROMPTS.invoice,
  );
  const saveFollowers = followerSteps(deps, order, (f, io) => ({ numorcamento: numberOf(io.results, `erp.additional.${f.id}`), status: 'F' }), saveFailure);
  // Journaled under the name completion uses, so Order.amounts reads the invoiced total from the journal.
  const readInvoice: WorkflowStep = {
    name: PAYMENT_DATA_STEP,
    progress: STATUS_PROMPTS.invoice,
    failure: erpFailureWith(deps, PAYMENT_DATA_STEP, 'PAYMENT_DATA_FAILED', INVOICING_MESSAGES.paymentData, INVOICING_MESSAGES.retry),
    run: async (io): Promise<PaymentData> => {
      const data = await readPaymentData(deps.erp, {
        main: numberOf(io.results, 'erp.order'),
        additional: followers.map((f) => numberOf(io.results, `erp.additional.${f.id}`)),
        codcli: (io.results['erp.customer'] as CustomerStepResult).codcli,
      });
      if (!data || totalOf(data) === null) {
        throw new StepRefusal('PAYMENT_DATA_FAILED', `${INVOICING_MESSAGES.paymentData} ${INVOICING_MESSAGES.noInvoiceTotal}${INVOICING_MESSAGES.retry}`, true);
      }
      return data;
    },
  };
  let amountFrom: Readonly<Record<string, unknown>> = {};
  const amount = () => amountsOfRecord(order, (amountFrom[PAYMENT_DATA_STEP] as PaymentData).VLTOTAL).toCharge;
  const push = customerStatusPush(deps, order, 'F', amount);
  const pushWithAmount: WorkflowStep = {
    ...push,
    run: (io) => {
      amountFrom = io.results;
      return push.run(io);
    },
  };
  return [
    processCustomer,
    saveCustomer,
    auditCustomer,
    sendMain,
    ...sendFollowers,
    saveMain,
    ...saveFollowers,
    ...orderAuditSteps(deps, [saveMain, ...saveFollowers]),
    readInvoice,
    // The customer heard about invoicing the first time; a resend is the ERP's business only.
    ...(options.resend ? [] : [pushWithAmount]),
  ];
}

/** The run's text when a resend sent nothing (every budget still in the ERP), else null. */
export function nothingResentMessage(results: Readonly<Record<string, unknown>>): string | null {
  const sends = Object.entries(results)
    .filter(([step]) => step === 'erp.order' || step.startsWith('erp.additional.'))
    .map(([, answer]) => answer as ErpOrderResult);
  const main = results['erp.order'] as ErpOrderResult | undefined;
  return main && sends.every((s) => s.alreadyInErp) ? RESEND_MESSAGES.alreadyInErp(main.numorcamento) : null;
}

/** The invoice number a finished (or resumed) invoicing run saved. */
export function invoiceNumberOf(results: Readonly<Record<string, unknown>>): number | null {
  const update = results['order.update'] as OrderUpdateResult | undefined;
  const saved = update?.after?.numorcamento;
  return typeof saved === 'number' ? saved : ((results['erp.order'] as ErpOrderResult | undefined)?.numorcamento ?? null);
}
