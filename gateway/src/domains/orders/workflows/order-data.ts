// What the order workflows read besides the order itself: journal subjects, the audit snapshot of an order, the
// items the ERP and the loyalty platform receive, and the branch's loyalty credentials (the character shift of
// docs/areas/catalogue.md#loyalty-password at rest).
import type { ProductApi } from '../../../upstreams/product-api';
import { type OrderRecord } from '../../../upstreams/product-api/orders';
import { readLoyaltyPassword, type LoyaltyPasswordKeys } from '../../../kit/branch-loyalty-password';
import { journalSubject } from '../../../workflows/subjects';
import type { RuleOrderItem } from '../item-rules';

/** What an order's runs hold: 'pedidos:<id>' (store migration 008 renamed the 'pedido:<id>' of older runs). */
export const orderSubject = (orderId: number | string) => journalSubject('pedidos', orderId);

/** What an item's toggle holds: 'itens_pedido:<id>'. */
export const orderItemSubject = (itemId: number) => journalSubject('itens_pedido', itemId);

export function orderIdOfSubject(subject: string): number | null {
  const match = /^pedidos:(\d+)$/.exec(subject);
  return match ? Number(match[1]) : null;
}

/**
 * The items the ERP and the loyalty platform receive. Substitutes are left out: in this API they are offers
 * to the customer (no separated quantity of their own), and their ids live in another table, so mixing them
 * with items would confuse the rules' de-duplication by id. Products always come nested on this read.
 */
export async function soldItemsOf(api: ProductApi, orderId: number): Promise<RuleOrderItem[]> {
  const items = await api.orderItems.ofOrder(orderId);
  return items.flatMap((item) => (item.product ? [{ ...item, product: item.product, pvenda: item.pvenda, substitutos: [] }] : []));
}

/** The compact picture of an order kept in the audit log (dadoAntes / dadoDepois). */
export function auditSnapshot(order: OrderRecord): Record<string, unknown> {
  return {
    id: order.id,
    status: order.status,
    codfilial: order.codfilial.codFilial,
    codcli: order.codcli.id,
    separador: order.separador?.id ?? null,
    entregador: order.entregador?.id ?? null,
    numorcamento: order.numorcamento ?? null,
    numcupom: order.numcupom ?? null,
  };
}

export interface LoyaltyCredentialsRead {
  username: string;
  token: string;
}

/**
 * The loyalty credentials (configuracoes-gerais) of the branch with this code, read by the branch's id
 * (docs/areas/catalogue.md#branch-ids-and-codes); null when the branch has none (or no branch has the code).
 */
export async function loadLoyaltyCredentials(api: ProductApi, code: number, keys: LoyaltyPasswordKeys): Promise<LoyaltyCredentialsRead | null> {
  const branchId = (await api.branches.map()).idOf(code);
  if (branchId === null) return null;
  const conf = (await api.generalSettings.ofBranch(branchId))?.confGeral;
  const username = conf?.cvUsername?.trim();
  const password = conf?.cvPassword?.trim();
  if (!username || !password) return null;
  return { username, token: readLoyaltyPassword(password, keys) };
}
