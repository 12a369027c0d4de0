// The purchase registered on the loyalty platform ("Cresce Vendas") when an order is completed
// (docs/areas/orders.md#completion; docs/contracts/loyalty.md#calls). Choices where the spec is silent:
// - item and discount `code` is the barcode (codauxiliar), falling back to the product code;
// - `category` is the product's section (seção), `subcategory` its category (categoria);
// - `method` is the order's payment-method description (formapagamento.descricao);
// - numbers keep the ERP's 3 decimals: `total` is VLTOTAL as the ERP answered it and each line's
//   total_value is rounded like the ERP rounds its lines, so the items add up to the invoice;
// - only sold items (not out of stock, not cancelled, something separated) are listed, with the
//   separated quantity; an order with none, or without a payment method, is refused before the call
//   (the platform would answer 422).
import { roundTo, toDecimal } from './decimal-rules';
import type { DecimalInput } from './decimal-rules';
import { flattenItems, isSoldItem, offerTypeOf } from './item-rules';
import type { RuleOrderItem } from './item-rules';
import { refusal } from './rules';
import type { RuleRefusal } from './rules';

export const LOYALTY_MESSAGES = {
  zeroTotal: 'Não é possivel concluir pedido: Valor da nota zerado.',
  paymentData: 'Erro ao consultar dados de pagamento.',
  invalidCpf: 'Não é possível concluir pedido: CPF do cliente inválido.',
  noItems: 'Não é possível concluir pedido: nenhum item separado.',
  noPaymentMethod: 'Não é possível concluir pedido: forma de pagamento não informada.',
} as const;

/** Offer types whose items earn a discount line on the loyalty platform. */
export const LOYALTY_DISCOUNT_OFFER_TYPES: readonly string[] = ['CB', 'CI'];

export interface LoyaltyOrder {
  /** Customer CPF, formatted or not. */
  cpf: string | null | undefined;
  /** Payment method description (formapagamento.descricao). */
  paymentMethod: string | number | null | undefined;
}

/** The ERP's `get_payment_data` answer. */
export interface PaymentData {
  NUMCUPOM: number | string | null | undefined;
  VLTOTAL: DecimalInput;
  DTHORAAUTORIZACAOSEFAZ: string | null | undefined;
}

export interface LoyaltyItem {
  category: string;
  subcategory: string;
  product_name: string;
  code: string;
  unity_type: 'kg' | 'un';
  unit_value: number;
  quantity: number;
  total_value: number;
}

export interface LoyaltyPurchaseBody {
  registration: string;
  payment: { coupon: string; total: number; method: string; installments: 1; split: 1; date: string };
  discounts: { code: string; quantity: number }[];
  items: LoyaltyItem[];
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

function itemCode(item: RuleOrderItem): string {
  const barcode = String(item.codauxiliar ?? item.product.codauxiliar ?? '').trim();
  return barcode || String(item.product.codprod).trim();
}

function unityType(item: RuleOrderItem): 'kg' | 'un' {
  return item.product.unidade?.trim().toUpperCase() === 'KG' ? 'kg' : 'un';
}

function readTotal(value: DecimalInput): number | null {
  try {
    return toDecimal(value);
  } catch {
    return null;
  }
}

export function loyaltyPurchaseBody(
  order: LoyaltyOrder,
  items: readonly RuleOrderItem[],
  paymentData: PaymentData,
): { ok: true; body: LoyaltyPurchaseBody } | RuleRefusal {
  const total = readTotal(paymentData.VLTOTAL);
  if (total === null) return refusal('PAYMENT_DATA_INVALID', LOYALTY_MESSAGES.paymentData);
  if (!(total > 0)) return refusal('ZERO_INVOICE_TOTAL', LOYALTY_MESSAGES.zeroTotal);
  const coupon = String(paymentData.NUMCUPOM ?? '').trim();
  const date = (paymentData.DTHORAAUTORIZACAOSEFAZ ?? '').trim();
  if (coupon === '' || date === '') return refusal('PAYMENT_DATA_INVALID', LOYALTY_MESSAGES.paymentData);
  const registration = (order.cpf ?? '').replace(/\D/g, '');
  if (!isValidCpf(registration)) return refusal('CPF_INVALID', LOYALTY_MESSAGES.invalidCpf);

  const method = String(order.paymentMethod ?? '').trim();
  if (method === '') return refusal('PAYMENT_METHOD_MISSING', LOYALTY_MESSAGES.noPaymentMethod);
  const sold = flattenItems(items).filter(isSoldItem);
  if (sold.length === 0) return refusal('NO_SOLD_ITEMS', LOYALTY_MESSAGES.noItems);
  const discounts = sold
    .filter((item) => LOYALTY_DISCOUNT_OFFER_TYPES.includes(offerTypeOf(item) ?? ''))
    .map((item) => ({ code: itemCode(item), quantity: roundTo(toDecimal(item.qtd_separada), 3) }));
  const lines = sold.map((item): LoyaltyItem => {
    const unitValue = toDecimal(item.pvenda);
    const quantity = roundTo(toDecimal(item.qtd_separada), 3);
    return {
      category: item.product.secao?.descricao?.trim() ?? '',
      subcategory: item.product.categoria?.descricao?.trim() ?? '',
      product_name: item.product.descricao?.trim() ?? '',
      code: itemCode(item),
      unity_type: unityType(item),
      unit_value: roundTo(unitValue, 3),
      quantity,
      total_value: roundTo(unitValue * quantity, 3),
    };
  });

  return {
    ok: true,
    body: {
      registration,
      payment: {
        coupon,
        total,
        method,
        installments: 1,
        split: 1,
        date,
      },
      discounts,
      items: lines,
    },
  };
}
