// 'Cancelar no Cresce Vendas' on a completed order: shops/cancel with the invoice's coupon and the branch's
// credentials. A coupon the platform already cancelled counts as done (a repeated click changes nothing).
import type { GraphQLError } from 'graphql';
import type { PaymentData } from '../loyalty-rules';
import type { WorkflowDeps } from '../../../workflows/effects';
import { textOf } from '../../../kit/text';
import { erpFailureWith } from './erp-failure';
import { branchLoyaltyCredentials } from './completion';
import type { OrderRecord } from '../../../upstreams/product-api/orders';
import { StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import { sendAsking } from './loyalty-sends';

export const LOYALTY_CANCELLED = 'Pedido cancelado no Cresce Vendas com sucesso!';
export const NOT_COMPLETED = 'Só é possível cancelar no Cresce Vendas um pedido concluído.';
export const LOYALTY_CANCEL_FAILED = 'Erro ao cancelar pedido no Cresce Vendas:';

/** The platform's repeat answer (LOYALTY_DUPLICATE_CODE, upstreams/loyalty.ts): the purchase is cancelled already. */
const alreadyCancelled = (error: unknown) => (error as GraphQLError)?.extensions?.loyaltyRepeat === true;

async function couponOf(deps: WorkflowDeps, order: OrderRecord): Promise<string> {
  if (order.numcupom) return order.numcupom;
  if (!order.numorcamento) throw new StepRefusal('COUPON_MISSING', `${LOYALTY_CANCEL_FAILED} pedido sem orçamento.`);
  const data = await deps.erp.paymentData<PaymentData>(order.numorcamento);
  const coupon = String(data?.NUMCUPOM ?? '').trim();
  if (!coupon) throw new StepRefusal('COUPON_MISSING', `${LOYALTY_CANCEL_FAILED} cupom não encontrado.`);
  return coupon;
}

export function loyaltyCancellationSteps(deps: WorkflowDeps, order: OrderRecord): WorkflowStep[] {
  return [
    {
      name: 'loyalty.cancel',
      progress: 'Cancelando compra no Cresce Vendas...',
      failure: erpFailureWith(deps, 'loyalty.cancel', 'LOYALTY_CANCEL_FAILED', LOYALTY_CANCEL_FAILED),
      run: async (io) => {
        const credentials = await branchLoyaltyCredentials(deps, order);
        const coupon = await couponOf(deps, order);
        await io.recordRequest({ coupon });
        try {
          const answer = await sendAsking(deps, () => deps.loyalty.cancelPurchase(credentials, coupon, io.key), alreadyCancelled, { order: order.id });
          if ('duplicate' in answer) return { coupon, alreadyCancelled: true };
          return { coupon, shop_id: answer.done.shop_id ?? null, points: answer.done.points ?? null, alreadyCancelled: false };
        } catch (error) {
          deps.log.warn('loyalty cancellation failed', { order: order.id, error: textOf(error) });
          throw error;
        }
      },
    },
  ];
}
