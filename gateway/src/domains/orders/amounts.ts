// An order's money from picking to the door (Order.amounts), one model for the list's 'Valor', the details and
// every print: what was ordered (vltotal), what the picking separated (vltotalseparado), what the ERP invoiced
// for the order and its additional orders together (get_payment_data VLTOTAL, get_payment_data_adicional with an
// additional order), the amount to charge and the change due for the customer's 'troco' note. Once the ERP has
// answered, the amount to charge is its total (the courier charges what the invoice says); before that it is the
// separated value, or the ordered one before picking, of the order and its additional orders. Pure: fed by
// amounts-read.ts.
import { formatBRL, roundTo, toDecimal, type DecimalInput } from './decimal-rules';

export type AmountStage = 'ORDERED' | 'SEPARATED' | 'INVOICED' | 'TO_CHARGE';

/** Each step's name in the details and on the slip. */
export const AMOUNT_LABELS: Record<AmountStage, string> = {
  ORDERED: 'Valor inicial',
  SEPARATED: 'Valor separado',
  INVOICED: 'Valor faturado (ERP)',
  TO_CHARGE: 'Valor a cobrar',
};

/** One order's own figures, as the product API keeps them. */
export interface OrderFigures {
  id: number;
  ordered: DecimalInput;
  /** vltotalseparado (or valorSeparado); null before picking. */
  separated: DecimalInput;
  deliveryFee?: DecimalInput;
  discount?: DecimalInput;
}

/** An item that left the order between ordering and separating: out of stock (em_falta) or cancelled. */
export interface DroppedItem {
  reason: 'missing' | 'cancelled';
  /** Its ordered value (quantity x price). */
  value: number;
}

export interface AmountsInput {
  order: OrderFigures;
  additional: readonly OrderFigures[];
  /** VLTOTAL of the order with its additional orders as the ERP answered it; null when not invoiced or unknown. */
  invoiced: DecimalInput;
  /** The order's note (observacao), where a customer writes 'Troco para R$ 100,00'. */
  note?: string | null;
}

export interface AmountStep {
  stage: AmountStage;
  amount: number;
  /** Against the step before; null for the first. */
  difference: number | null;
  /** Why it differs, e.g. '1 item em falta: -R$ 45,19'. */
  reasons: string[];
}

export interface OrderAmounts {
  ordered: number;
  separated: number | null;
  invoiced: number | null;
  deliveryFee: number | null;
  discount: number | null;
  /** The additional orders' part of the figure charged (separated, or ordered before picking). */
  additionalShare: number;
  toCharge: number;
  /** Which figure the amount to charge is. */
  toChargeFrom: Exclude<AmountStage, 'TO_CHARGE'>;
  /** What the customer pays with ('Troco para R$ 100,00'); null without such a note. */
  changeFor: number | null;
  /** changeFor - toCharge; null without a note or when the note's sum does not cover the amount. */
  changeDue: number | null;
}

const cents = (value: number) => roundTo(value, 2);
const optional = (value: DecimalInput) => (value === null || value === undefined || value === '' ? null : toDecimal(value));
const sum = (values: readonly number[]) => cents(values.reduce((total, value) => total + value, 0));

/** The order's (and its additional orders') separated value, or null when one of them has not been picked. */
function separatedOf(orders: readonly OrderFigures[]): number | null {
  const values = orders.map((o) => optional(o.separated));
  return values.every((v): v is number => v !== null) ? sum(values) : null;
}

// 'Troco para R$ 100,00', 'troco p/ 50', 'Troco: 100.00': the sum the customer pays with.
const CHANGE_NOTE = /troco\s*(?:para|pra|p\/|de|:)?\s*(?:R\$)?\s*(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)/i;

/** The sum a 'troco' note names, or null. */
export function changeForOf(note: string | null | undefined): number | null {
  const match = note ? CHANGE_NOTE.exec(note) : null;
  if (!match) return null;
  const text = match[1];
  // Thousands with dots and a decimal comma (1.000,00), or one separator for cents (100,00 / 100.00).
  const normal = /^\d{1,3}(\.\d{3})+/.test(text) && !/^\d+\.\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(',', '.');
  const value = Number(normal);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function orderAmounts(input: AmountsInput): OrderAmounts {
  const all = [input.order, ...input.additional];
  const ordered = sum(all.map((o) => toDecimal(o.ordered)));
  const separated = separatedOf(all);
  const invoiced = optional(input.invoiced);
  const toChargeFrom = invoiced !== null ? 'INVOICED' : separated !== null ? 'SEPARATED' : 'ORDERED';
  const toCharge = cents(invoiced ?? separated ?? ordered);
  const extras = input.additional;
  const additionalShare = separatedOf(extras) ?? sum(extras.map((o) => toDecimal(o.ordered)));
  const changeFor = changeForOf(input.note);
  return {
    ordered,
    separated,
    invoiced: invoiced === null ? null : cents(invoiced),
    deliveryFee: optional(input.order.deliveryFee),
    discount: optional(input.order.discount),
    additionalShare: toChargeFrom === 'INVOICED' && extras.length === 0 ? 0 : additionalShare,
    toCharge,
    toChargeFrom,
    changeFor,
    changeDue: changeFor !== null && changeFor >= toCharge ? cents(changeFor - toCharge) : null,
  };
}

const itemsText = (count: number, what: string) => `${count} ${count === 1 ? 'item' : 'itens'} ${what}`;

/** '1 item em falta: -R$ 45,19', '2 itens cancelados: -R$ 10,00'. */
function droppedReasons(dropped: readonly DroppedItem[]): string[] {
  const groups: [DroppedItem['reason'], string, string][] = [
    ['missing', 'em falta', 'em falta'],
    ['cancelled', 'cancelado', 'cancelados'],
  ];
  return groups.flatMap(([reason, one, many]) => {
    const of = dropped.filter((d) => d.reason === reason);
    if (of.length === 0) return [];
    return [`${itemsText(of.length, of.length === 1 ? one : many)}: -${formatBRL(sum(of.map((d) => d.value)))}`];
  });
}

const signed = (value: number) => (value < 0 ? `-${formatBRL(-value)}` : `+${formatBRL(value)}`);

/**
 * The chain ordered -> separated -> invoiced -> to charge, each step with its difference from the one before and
 * why. The items that left at picking explain the step where the money dropped: the separated value when picking
 * counted them out, else the invoice (marking an item 'Em Falta' after picking leaves the separated value as it
 * was; the ERP invoices sold items only). What is left of a difference is picking's weighing, or the ERP's own.
 */
export function amountChain(amounts: OrderAmounts, dropped: readonly DroppedItem[]): AmountStep[] {
  const droppedSum = sum(dropped.map((d) => d.value));
  const steps: AmountStep[] = [{ stage: 'ORDERED', amount: amounts.ordered, difference: null, reasons: [] }];
  let last = amounts.ordered;
  let unexplained = dropped;
  if (amounts.separated !== null) {
    const difference = cents(amounts.separated - last);
    // Picking counted the dropped items out when the separated value fell by at least half of them.
    const counted = dropped.length > 0 && (difference <= -droppedSum / 2 || amounts.invoiced === null);
    const here = counted ? dropped : [];
    const reasons = droppedReasons(here);
    if (counted && difference > -droppedSum / 2) reasons[reasons.length - 1] += ' (ainda não descontado do valor separado)';
    const rest = counted && difference > -droppedSum / 2 ? difference : cents(difference + sum(here.map((d) => d.value)));
    if (rest !== 0) reasons.push(`Diferenças na separação (pesos e quantidades): ${signed(rest)}`);
    steps.push({ stage: 'SEPARATED', amount: amounts.separated, difference, reasons });
    last = amounts.separated;
    unexplained = counted ? [] : dropped;
  }
  if (amounts.invoiced !== null) {
    const difference = cents(amounts.invoiced - last);
    const reasons = droppedReasons(unexplained);
    const rest = cents(difference + sum(unexplained.map((d) => d.value)));
    if (rest !== 0) reasons.push(`Calculado pelo ERP na nota: ${signed(rest)}`);
    steps.push({ stage: 'INVOICED', amount: amounts.invoiced, difference, reasons });
    last = amounts.invoiced;
  }
  steps.push({ stage: 'TO_CHARGE', amount: amounts.toCharge, difference: cents(amounts.toCharge - last), reasons: [] });
  return steps;
}
