// What Order.amounts needs beyond the order record: the ERP's VLTOTAL for an invoiced order (with every additional
// order's: payment-data.ts), and, for the chain, the items that left at picking. A page of orders costs one journal
// query: invoicing and completion journal the ERP's payment data ('erp.payment-data'), so their orders need no ERP
// call. An invoiced order without it is asked of the ERP once per gateway instance: an invoice's total never
// changes under its number (a resend makes a new one), so the answer is kept by budget number. An ERP that does not
// answer leaves `invoiced` unknown (null) and the amount to charge on the separated value, logged; the list stays.
import DataLoader from 'dataloader';
import type { Context } from '../../context';
import { stepAnswersOf } from '../../workflows/questions';
import { textOf } from '../../kit/text';
import { type OrderRecord } from '../../upstreams/product-api/orders';
import { amountChain, orderAmounts, type AmountStep, type DroppedItem, type OrderAmounts, type OrderFigures } from './amounts';
import { toDecimal, type DecimalInput } from './decimal-rules';
import type { PaymentData } from './loyalty-rules';
import { PAYMENT_DATA_STEP, readPaymentData, totalOf } from './payment-data';
import { orderSubject } from './workflows/order-data';

const INVOICED = Symbol('orderInvoiced');
const KEPT_TOTALS = 5_000;

/** Invoice totals by budget key, per gateway (its store): bounded, oldest dropped first. */
const totalsByGateway = new WeakMap<object, Map<string, string>>();

function keptTotals(ctx: Context): Map<string, string> {
  let kept = totalsByGateway.get(ctx.services.store);
  if (!kept) totalsByGateway.set(ctx.services.store, (kept = new Map()));
  return kept;
}

function keep(kept: Map<string, string>, key: string, total: string) {
  if (kept.size >= KEPT_TOTALS) kept.delete(kept.keys().next().value!);
  kept.set(key, total);
}

const invoicedExtras = (order: OrderRecord) => (order.adicionais ?? []).flatMap((extra) => (extra.numorcamento ? [extra.numorcamento] : []));

/** The budget key of the ERP read that totals this order: its number, with every additional order's it has. */
const budgetKey = (order: OrderRecord) => [order.numorcamento, ...invoicedExtras(order)].join('+');

async function askErp(ctx: Context, order: OrderRecord): Promise<string | null> {
  const additional = invoicedExtras(order);
  const codcli = additional.length ? ((await ctx.upstreams.productApi.customers.load(order.codcli.id))?.codCli ?? '') : '';
  const total = totalOf(await readPaymentData(ctx.upstreams.erp, { main: order.numorcamento!, additional, codcli }));
  return total === null ? null : String(total);
}

async function invoicedTotals(ctx: Context, orders: readonly OrderRecord[]): Promise<(string | null)[]> {
  const invoiced = orders.filter((o) => o.numorcamento);
  const journaled = await stepAnswersOf(
    ctx.services.store,
    invoiced.map((o) => orderSubject(o.id)),
    PAYMENT_DATA_STEP,
  );
  const kept = keptTotals(ctx);
  return Promise.all(
    orders.map(async (order) => {
      if (!order.numorcamento) return null;
      const journaledTotal = totalOf(journaled.get(orderSubject(order.id)) as PaymentData | undefined);
      if (journaledTotal !== null) return String(journaledTotal);
      const key = budgetKey(order);
      if (kept.has(key)) return kept.get(key)!;
      try {
        const total = await askErp(ctx, order);
        // Only a total is kept: an answer without one (the ERP not there yet) is asked again next time.
        if (total !== null) keep(kept, key, total);
        return total;
      } catch (error) {
        ctx.log.warn('invoice total unavailable', { order: order.id, error: textOf(error) });
        return null;
      }
    }),
  );
}

function invoicedLoader(ctx: Context): DataLoader<OrderRecord, string | null, number> {
  return ctx.memo(INVOICED, () => {
    return new DataLoader<OrderRecord, string | null, number>((orders) => invoicedTotals(ctx, orders), { cacheKeyFn: (order) => order.id });
  });
}

const figuresOf = (order: OrderRecord): OrderFigures => ({
  id: order.id,
  ordered: order.vltotal,
  separated: order.vltotalseparado ?? order.valorSeparado ?? null,
  deliveryFee: order.taxaentrega,
  discount: order.vlrdesc,
});

/** What Order.amounts resolves to: the figures, and the order to read the chain's items of when asked. */
export interface AmountsSource extends OrderAmounts {
  order: OrderRecord;
}

/** The money model of an order record (with its nested additional orders) and the ERP's total, when known. */
export function amountsOfRecord(order: OrderRecord, invoiced: DecimalInput): OrderAmounts {
  return orderAmounts({ order: figuresOf(order), additional: (order.adicionais ?? []).map(figuresOf), invoiced, note: order.observacao });
}

export async function amountsOf(ctx: Context, order: OrderRecord): Promise<AmountsSource> {
  const invoiced = await invoicedLoader(ctx).load(order);
  return { ...amountsOfRecord(order, invoiced), order };
}

/** The chain with its reasons: the items of the order and its additional orders that left at picking. */
export async function amountStepsOf(ctx: Context, source: AmountsSource): Promise<AmountStep[]> {
  const orders = [source.order, ...(source.order.adicionais ?? [])];
  const items = (await Promise.all(orders.map((o) => ctx.upstreams.productApi.orderItems.ofOrder(o.id)))).flat();
  const dropped: DroppedItem[] = items.flatMap((item) => {
    if (!item.em_falta && !item.cancela_item) return [];
    const value = toDecimal(item.quantidade) * toDecimal(item.pvenda);
    return [{ reason: item.em_falta ? 'missing' : 'cancelled', value }];
  });
  return amountChain(source, dropped);
}
