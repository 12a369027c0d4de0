// ERP (Winthor bridge) rules (docs/areas/orders.md#invoicing, docs/areas/orders.md#validation): payment-method conversion, the items an
// invoice carries, and how a failed bridge answer is recognised.
import { readsAsEnglish } from '../../upstreams/drf-texts';
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
      const codauxiliar = text(item.codauxiliar) || text(item.product.codauxiliar);
      return {
        codigo: `${codauxiliar}-${text(item.product.codprod)}`,
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

/** Oracle errors the bridge is known to leak, in words staff can act on (the code stays for whoever they call). */
const ORACLE_CAUSES: Record<string, string> = {
  '00054': 'o registro está bloqueado por outra operação no ERP',
  '00060': 'o registro está bloqueado por outra operação no ERP',
  '00001': 'o ERP já tem um registro com estes dados',
  '01400': 'faltou um dado obrigatório para o ERP',
  '01438': 'um valor excede o tamanho aceito pelo ERP',
  '12170': 'o ERP não conseguiu falar com o banco de dados',
  '12541': 'o ERP não conseguiu falar com o banco de dados',
  '12543': 'o ERP não conseguiu falar com o banco de dados',
  '03113': 'o ERP perdeu a conexão com o banco de dados',
  '03114': 'o ERP perdeu a conexão com o banco de dados',
};

const MAX_CAUSE = 160;

/** The `{"error": "..."}` the bridge echoes after a leaked warning, when it is there. */
function echoedError(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  try {
    const body = JSON.parse(text.slice(start)) as { error?: unknown };
    return typeof body?.error === 'string' && body.error.trim() ? body.error.trim() : null;
  } catch {
    return null;
  }
}

/**
 * A short readable cause of a failed ERP call, for the spec's messages ('Erro ao enviar pedido: {cause}'). The
 * bridge is PHP behind Apache and answers with warnings naming its scripts ('oci_execute(): ORA-00054 ... in
 * /var/www/html/bridge/processa-cliente.php'), HTML error pages or its own JSON error: staff get the Oracle error
 * in words, the bridge's own message, or what kind of failure it was, never a file path or markup. The raw text
 * is the caller's to log and journal.
 */
export function erpCause(raw: string, httpStatus?: number): string {
  const oracle = /ORA-(\d{5})/.exec(raw);
  if (oracle) return `${ORACLE_CAUSES[oracle[1]] ?? 'o banco de dados do ERP recusou a operação'} (ORA-${oracle[1]})`;
  const echoed = echoedError(raw);
  const text = (echoed ?? raw)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const markup = !echoed && /<\/?[a-z!]/i.test(raw);
  const leaked = markup || /\b(Warning|Notice|Fatal error|Parse error)\b\s*:/.test(text) || /(?:^|[\s(])\/[a-z_][\w.-]*\/[\w./-]*/i.test(text);
  // The bridge's own refusal is shown when staff can read it; in English it says only that the ERP refused.
  if (!leaked && text && text.length <= MAX_CAUSE) return readsAsEnglish(text) ? 'o ERP recusou a operação' : text;
  if (httpStatus !== undefined && httpStatus >= 500) return `o ERP está indisponível (HTTP ${httpStatus})`;
  if (httpStatus !== undefined && httpStatus >= 400) return `o ERP recusou a requisição (HTTP ${httpStatus})`;
  return 'o ERP encontrou um erro interno ao processar a requisição';
}
