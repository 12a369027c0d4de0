// Completion (V, docs/areas/orders.md#completion): the invoice's payment data from the ERP (refused when its total is
// zero), the purchase registered on the loyalty platform with the branch's credentials, status V for the order
// and its additional orders (with the coupon kept on the order), the audit entries, the customer's push and the
// rating request one hour later.
import { loyaltyPurchaseBody, LOYALTY_MESSAGES, type PaymentData } from '../loyalty-rules';
import { toDecimal } from '../decimal-rules';
import { PAYMENT_DATA_STEP, readPaymentData } from '../payment-data';
import { RATING_PUSH_TITLE, ratingRequestPush } from '../push-rules';
import type { GraphQLError } from 'graphql';
import { failureWith, pushStep, type WorkflowDeps } from '../../../workflows/effects';
import { textOf } from '../../../kit/text';
import { StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import { type OrderRecord } from '../../../upstreams/product-api/orders';
import { loadLoyaltyCredentials, soldItemsOf, type LoyaltyCredentialsRead } from './order-data';
import { sendAsking } from './loyalty-sends';
import { customerStatusPush, followerSteps, orderAuditSteps, orderUpdateStep, type OrderUpdateResult } from './order-steps';
import { STATUS_UPDATE_FAILED } from './status-change';
import { WORKFLOW_PROGRESS } from '../rules';

export const LOYALTY_FAILURES = {
  connect: 'Erro ao conectar com a plataforma Cresce Vendas. Tente novamente!',
  settings: 'Erro ao recuperar configurações. Tente novamente!',
  /** The general settings could not be read at all (the product API failed), with its text. */
  settingsLoad: 'Erro ao carregar configurações gerais: ',
} as const;

export const COMPLETION_PROGRESS = WORKFLOW_PROGRESS.complete;

/** The platform's answer for a coupon it already holds: the purchase is registered, which is what we wanted. */
export function isDuplicateCoupon(error: unknown): boolean {
  return (error as GraphQLError)?.extensions?.loyaltyRepeat === true;
}

/**
 * The branch's credentials, or one of the spec's two settings failures: the general settings could not be read
 * ('Erro ao carregar configurações gerais: …' with the upstream's text), or they hold no usable credentials
 * ('Erro ao recuperar configurações. Tente novamente!'). Credentials are never journaled or returned.
 */
export async function branchLoyaltyCredentials(deps: WorkflowDeps, order: OrderRecord): Promise<LoyaltyCredentialsRead> {
  let credentials: LoyaltyCredentialsRead | null = null;
  try {
    credentials = await loadLoyaltyCredentials(deps.api, order.codfilial.codFilial, deps.loyaltyPasswords);
  } catch (error) {
    deps.log.warn('loyalty settings unavailable', { order: order.id, error: textOf(error) });
    throw new StepRefusal('LOYALTY_SETTINGS_LOAD', `${LOYALTY_FAILURES.settingsLoad}${textOf(error)}`, true);
  }
  if (!credentials) throw new StepRefusal('LOYALTY_SETTINGS', LOYALTY_FAILURES.settings, true);
  return credentials;
}

export function completionSteps(deps: WorkflowDeps, order: OrderRecord): WorkflowStep[] {
  const followers = order.adicionais ?? [];
  const paymentData: WorkflowStep = {
    name: PAYMENT_DATA_STEP,
    progress: COMPLETION_PROGRESS,
    failure: () => ({ code: 'PAYMENT_DATA_FAILED', message: LOYALTY_MESSAGES.paymentData }),
    run: async (): Promise<PaymentData> => {
      if (!order.numorcamento) throw new StepRefusal('PAYMENT_DATA_FAILED', LOYALTY_MESSAGES.paymentData);
      // Every additional order's invoice, as the courier charged them all together.
      const data = await readPaymentData(deps.erp, {
        main: order.numorcamento,
        additional: followers.flatMap((f) => (f.numorcamento ? [f.numorcamento] : [])),
        codcli: order.codcli.codCli ?? '',
      });
      let total: number;
      try {
        total = toDecimal(data?.VLTOTAL);
      } catch {
        throw new StepRefusal('PAYMENT_DATA_FAILED', LOYALTY_MESSAGES.paymentData, true);
      }
      // Refused before it is recorded, so a corrected invoice is read again on the next attempt.
      if (!data || !(total > 0)) throw new StepRefusal('ZERO_INVOICE_TOTAL', LOYALTY_MESSAGES.zeroTotal);
      return data;
    },
  };
  const register: WorkflowStep = {
    name: 'loyalty.shop',
    progress: COMPLETION_PROGRESS,
    failure: () => ({ code: 'LOYALTY_FAILED', message: LOYALTY_FAILURES.connect }),
    run: async (io) => {
      const credentials = await branchLoyaltyCredentials(deps, order);
      const customer = await deps.api.customers.get(order.codcli.id);
      const items = (await Promise.all([order, ...followers].map((o) => soldItemsOf(deps.api, o.id)))).flat();
      const built = loyaltyPurchaseBody(
        { cpf: customer.cpf ?? null, paymentMethod: order.formapagamento?.descricao },
        items,
        io.results[PAYMENT_DATA_STEP] as PaymentData,
      );
      if (!built.ok) throw new StepRefusal(built.code, built.message);
      await io.recordRequest(built.body);
      try {
        const answer = await sendAsking(deps, () => deps.loyalty.registerPurchase(credentials, built.body, io.key), isDuplicateCoupon, { order: order.id });
        if ('duplicate' in answer) return { coupon: built.body.payment.coupon, shop_id: null, points: null, duplicate: true };
        return { coupon: built.body.payment.coupon, shop_id: answer.done.shop_id ?? null, points: answer.done.points ?? null, duplicate: false };
      } catch (error) {
        deps.log.warn('loyalty registration failed', { order: order.id, error: textOf(error) });
        throw error;
      }
    },
  };
  const failure = failureWith('STATUS_UPDATE_FAILED', STATUS_UPDATE_FAILED);
  const coupon = (results: Readonly<Record<string, unknown>>) => (results['loyalty.shop'] as { coupon: string }).coupon;
  const main = orderUpdateStep(deps, 'order.update', order.id, (io) => ({ status: 'V', numcupom: coupon(io.results) }), failure, COMPLETION_PROGRESS);
  const updates = followerSteps(deps, order, () => ({ status: 'V' }), failure);
  const rating = pushStep(
    deps,
    'push.rating',
    (io) => {
      if (order.pedidoadicional) return null;
      const completedAt = new Date((io.results['order.update'] as OrderUpdateResult).at);
      const scheduled = ratingRequestPush(completedAt);
      return { deviceId: order.codcli.player_id, message: { title: RATING_PUSH_TITLE, text: scheduled.text }, sendAt: scheduled.sendAt };
    },
    'Erro ao agendar a avaliação do pedido:',
  );
  return [paymentData, register, main, ...updates, ...orderAuditSteps(deps, [main, ...updates]), customerStatusPush(deps, order, 'V'), rating];
}
