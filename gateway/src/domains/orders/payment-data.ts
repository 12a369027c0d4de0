// The ERP's payment data of an order's invoice together with its additional orders' (docs/areas/orders.md#calls: get_payment_data by
// invoice number; get_payment_data_adicional for an order with an additional one, answering the main order's coupon
// and both totals summed). One read for the three places that need the invoiced figure: invoicing's push, completion
// (the loyalty purchase) and Order.amounts.
//
// The pair call takes one additional order. An order with more has each one read as a pair with the main order, and
// the main order's own total (get_payment_data), which every pair counts, is counted once: every additional order's
// invoice is in the total, none twice.
import type { ErpBridge } from '../../upstreams/erp-bridge';
import { roundTo, toDecimal } from './decimal-rules';
import type { PaymentData } from './loyalty-rules';

/** The journal step that keeps the answer (invoicing and completion): Order.amounts reads it from there. */
export const PAYMENT_DATA_STEP = 'erp.payment-data';

export interface InvoicedOrders {
  /** The main order's invoice number (numorcamento). */
  main: number | string;
  /** The additional orders' invoice numbers, those that have one. */
  additional: readonly (number | string)[];
  /** The customer's ERP code (codcli), which the pair call checks both invoices against. */
  codcli: number | string;
}

/** VLTOTAL as a number, or null when the answer has none (an invoice the ERP does not show yet). */
export function totalOf(data: PaymentData | null | undefined): number | null {
  return data?.VLTOTAL === undefined || data.VLTOTAL === null || data.VLTOTAL === '' ? null : toDecimal(data.VLTOTAL);
}

/**
 * One answer from the pairs' (and, with two or more, the main order's own): the main order's coupon, the total of
 * every invoice, the latest authorisation time. VLTOTAL is null when any answer lacks one.
 */
export function combinedPaymentData(main: PaymentData | null, pairs: readonly (PaymentData | null)[]): PaymentData | null {
  if (pairs.length === 0) return main;
  if (pairs.length === 1) return pairs[0];
  const mainTotal = totalOf(main);
  const pairTotals = pairs.map(totalOf);
  const known = mainTotal !== null && pairTotals.every((t): t is number => t !== null);
  const total = known
    ? roundTo(
        pairTotals.reduce((sum, t) => sum + t - mainTotal, mainTotal),
        3,
      )
    : null;
  const times = [main, ...pairs].map((d) => d?.DTHORAAUTORIZACAOSEFAZ).filter((t): t is string => Boolean(t));
  return {
    NUMCUPOM: main?.NUMCUPOM ?? pairs[0]?.NUMCUPOM,
    VLTOTAL: total === null ? null : total.toFixed(3),
    // 'YYYY-MM-DD HH:mm:ss' sorts as it reads.
    DTHORAAUTORIZACAOSEFAZ: times.length ? [...times].sort().at(-1) : null,
  };
}

/** Reads the payment data of the main order's invoice with every additional order's. */
export async function readPaymentData(erp: ErpBridge, invoiced: InvoicedOrders): Promise<PaymentData | null> {
  const { main, additional, codcli } = invoiced;
  if (additional.length === 0) return erp.paymentData<PaymentData | null>(main);
  const pairs = await Promise.all(additional.map((extra) => erp.paymentDataAdditional<PaymentData | null>(main, extra, codcli)));
  const mainOnly = additional.length > 1 ? await erp.paymentData<PaymentData | null>(main) : null;
  return combinedPaymentData(mainOnly, pairs);
}
