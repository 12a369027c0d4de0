// ERP (Winthor bridge) rules of spec 000 sections 4 and 5: payment-method conversion, the items an
// invoice carries, and how a failed bridge answer is recognised.
import { fixed3 } from './decimal-rules';
import { flattenItems, isSoldItem } from './item-rules';
import type { RuleOrderItem } from './item-rules';

/** Panel payment-method id -> ERP payment code: 1->1; 2,3,4,5,7->3; 6->6; 9->2; 11->6; any other->6. */
export function erpPaymentMethod(id: number | string | null | undefined): number {
  switch (Number(id)) {
    case 1:
      return 1;
    case 2:
    case 3:
    case 4:
    case 5:
    case 7:
      return 3;
    case 9:
      return 2;
    default:
      // 6, 11 and every unknown id (including missing ones) map to 6.
      return 6;
  }
}

/** One invoice line as `processa-pedido` reads it (see upstream/src/erp-bridge/orders.ts). */
export interface ErpOrderItem {
  /** Product key the ERP expects: `codauxiliar-codprod`. */
  codigo: string;
  /** Separated quantity, 3 decimals (weights in kg). */
  quantidade: string;
  /** Sale price (pvenda), 3 decimals as the ERP keeps money. */
  preco: string;
}

function text(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/**
 * The lines of an invoice: only items neither out of stock (em_falta) nor cancelled (cancela_item),
 * with the separated quantity. Substitutes are lines of their own. Decision: a line with nothing
 * separated (qtd_separada empty or 0) is left out too: nothing of it was sold, and the ERP refuses
 * zero quantities.
 */
export function erpOrderItems(items: readonly RuleOrderItem[]): ErpOrderItem[] {
  return flattenItems(items)
    .filter(isSoldItem)
    .map((item) => {
      const codauxiliar = text(item.codauxiliar) || text(item.codprod.codauxiliar);
      return {
        codigo: `${codauxiliar}-${text(item.codprod.codprod)}`,
        quantidade: fixed3(item.qtd_separada),
        preco: fixed3(item.pvenda),
      };
    });
}

const FAILURE_MARKERS = ['Warning', 'Notice', 'error'] as const;

/**
 * The bridge is PHP and leaks warnings into 200 answers: a body containing 'Warning', 'Notice' or
 * 'error' (case as written; PHP prints 'Warning:', 'Notice:', 'Fatal error:') is a failure.
 * Parsed JSON bodies are checked on their serialised text, so `{"error": ...}` counts too.
 */
export function isErpFailure(body: unknown): boolean {
  if (body === null || body === undefined) return false;
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return FAILURE_MARKERS.some((marker) => bodyText.includes(marker));
}
