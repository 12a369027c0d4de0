// 'Cancelar no Cresce Vendas' on a completed order: shops/cancel with the invoice's coupon and the branch's
// credentials. A coupon the platform answers as cancelled already counts as done. Nothing in the platform's calls
// (docs/areas/orders.md#calls: shops and shops/cancel only) reads whether a purchase is cancelled, and nothing says a second
// cancel is refused rather than done again, so a cancel whose answer was lost is sent again on its own only where an
// operator declared that the platform honours Idempotency-Key (LOYALTY_IDEMPOTENCY=honoured); otherwise the order is
// held for a person, who looks in Cresce Vendas and enters the coupon shown cancelled or confirms it is not, which is
// the one way the cancel goes again (erp-holds.ts, resolveHeldInvoicing).
import type { GraphQLError } from 'graphql';
import type { PaymentData } from '../loyalty-rules';
import type { WorkflowDeps } from '../../../workflows/effects';
import { textOf } from '../../../kit/text';
import { erpFailureWith } from './erp-failure';
import { branchLoyaltyCredentials } from './completion';
import { StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import { sendAsking } from './loyalty-sends';
import { type OrderRecord } from '../../../upstreams/product-api/orders';
import { mayHaveActed } from '../../../upstreams/send-doubt';
import { holdFor, resolvedHold, type HoldDetails, type HoldResolution } from './erp-holds';

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
        const held: HoldDetails = { what: 'loyalty-cancel', orderId: order.id, branch: order.codfilial.codFilial, coupon };
        const honoured = deps.loyalty.honoursIdempotencyKey;
        if (io.held) {
          const resolution = io.held.resolution as HoldResolution | null;
          if (!resolution) throw holdFor(held);
          // The person saw it cancelled in Cresce Vendas: done, nothing sent.
          if (resolution.cancelledThere) return { coupon, alreadyCancelled: true, ...resolvedHold(io) };
        } else if (io.unanswered && !honoured) throw holdFor(held);
        await io.recordRequest({ coupon });
        const cancel = () => deps.loyalty.cancelPurchase(credentials, coupon, io.key);
        try {
          // Honoured: a lost answer is asked again with the same key at once. Otherwise one send, and doubt holds.
          const answer = honoured
            ? await sendAsking(deps, cancel, alreadyCancelled, { order: order.id })
            : await cancel().then(
                (done) => ({ done }),
                (error: unknown) => {
                  if (alreadyCancelled(error)) return { duplicate: true as const };
                  throw error;
                },
              );
          const resolved = io.held ? resolvedHold(io) : {};
          if ('duplicate' in answer) return { coupon, alreadyCancelled: true, ...resolved };
          return { coupon, shop_id: answer.done.shop_id ?? null, points: answer.done.points ?? null, alreadyCancelled: false, ...resolved };
        } catch (error) {
          deps.log.warn('loyalty cancellation failed', { order: order.id, error: textOf(error) });
          if (!honoured && mayHaveActed(error)) throw holdFor(held);
          throw error;
        }
      },
    },
  ];
}
