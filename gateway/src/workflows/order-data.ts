// What the order workflows read from the product API (always fresh, after the order's run lock is held) and
// the write bodies they send back. Shapes are the reference product API's (upstream/src/product-api/resources).
import { decryptSecret } from '../auth/keys';
import type { RuleOrderItem } from '../domains/orders/item-rules';
import type { ProductApi } from '../upstreams/product-api';

type Ref = { id: number } | null;

/** `pedidos/{id}` as the product API answers it (nested objects for the foreign keys). */
export interface UpstreamOrder {
  id: number;
  codcli: { id: number; codCli: number | null; cliente: string; cpf: string | null; player_id: string | null } | null;
  codfilial: { id: number; codFilial: number; razaoSocial?: string } | null;
  status: string;
  tipopedido: string;
  endereco: Ref;
  horarioentrega: Ref;
  formapagamento: { id: number; descricao: string } | null;
  taxaentrega: string | null;
  separador: { id: number; nome: string; player_id: string | null } | null;
  entregador: { id: number; nome: string; player_id: string | null } | null;
  funcionario: number | null;
  numorcamento: number | null;
  numcupom: string | null;
  vltotal: string | null;
  vltotalseparado: string | null;
  valorSeparado: string | null;
  pedidoadicional: boolean;
  pedidoprincipal: number | null;
  possuilimitacao?: boolean;
  adicionais?: UpstreamOrder[];
  [field: string]: unknown;
}

export interface UpstreamCustomer {
  id: number;
  codCli: number | null;
  cliente: string;
  cpf: string | null;
  player_id: string | null;
  updated: boolean;
  [field: string]: unknown;
}

export interface UpstreamStaff {
  id: number;
  nome: string;
  branch: number | null;
  player_id: string | null;
  is_separating: boolean;
  is_deliveryman: boolean;
}

/** Item fetch size of spec 000 section 9. */
export const ITEM_PAGE_SIZE = 100_000;

export const orderSubject = (orderId: number | string) => `pedido:${orderId}`;

export function orderIdOfSubject(subject: string): number | null {
  const match = /^pedido:(\d+)$/.exec(subject);
  return match ? Number(match[1]) : null;
}

export function loadOrder(api: ProductApi, id: number | string): Promise<UpstreamOrder> {
  return api.get<UpstreamOrder>(`pedidos/${id}/`);
}

export function branchOf(order: UpstreamOrder): number | null {
  return order.codfilial?.codFilial ?? null;
}

/**
 * The items the ERP and the loyalty platform receive. Substitutes are left out: in this API they are offers
 * to the customer (no separated quantity of their own), and their ids live in another table, so mixing them
 * with items would confuse the rules' de-duplication by id.
 */
export async function loadItems(api: ProductApi, orderId: number): Promise<RuleOrderItem[]> {
  const body = await api.get<{ results: Array<RuleOrderItem & { substitutos?: unknown }> }>('detalhe-item-pedido/', {
    pedido: orderId,
    page: 1,
    page_size: ITEM_PAGE_SIZE,
  });
  return body.results.map((item) => ({ ...item, substitutos: [] }));
}

export function loadCustomer(api: ProductApi, id: number): Promise<UpstreamCustomer> {
  return api.get<UpstreamCustomer>(`clientes/${id}/`);
}

export function loadStaff(api: ProductApi, id: number | string): Promise<UpstreamStaff> {
  return api.get<UpstreamStaff>(`detalhe-funcionario/${id}/`);
}

const idOf = (ref: Ref | undefined) => ref?.id ?? null;

/**
 * PUT pedidos/{id}/ with the fields spec 000 section 7 lists (never adicionais or items), taken from the
 * order as just read, plus the changes.
 */
export function orderWriteBody(order: UpstreamOrder, changes: Record<string, unknown>): Record<string, unknown> {
  return {
    codcli: order.codcli?.id ?? null,
    codfilial: order.codfilial?.codFilial ?? null,
    horarioentrega: idOf(order.horarioentrega),
    formapagamento: idOf(order.formapagamento),
    taxaentrega: order.taxaentrega,
    endereco: idOf(order.endereco),
    funcionario: order.funcionario,
    separador: idOf(order.separador),
    entregador: idOf(order.entregador),
    status: order.status,
    numorcamento: order.numorcamento,
    ...changes,
  };
}

/** The compact picture of an order kept in the audit log (dadoAntes / dadoDepois). */
export function auditSnapshot(order: UpstreamOrder): Record<string, unknown> {
  return {
    id: order.id,
    status: order.status,
    codfilial: order.codfilial?.codFilial ?? null,
    codcli: order.codcli?.id ?? null,
    separador: idOf(order.separador),
    entregador: idOf(order.entregador),
    numorcamento: order.numorcamento,
    numcupom: order.numcupom ?? null,
  };
}

export interface LoyaltyCredentialsRead {
  username: string;
  token: string;
}

/** Prefix the gateway writes before an AES-256-GCM sealed cvPassword (DESIGN section 4). */
export const SEALED_PREFIX = 'enc:';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * cvPassword as stored: sealed by the gateway (with or without the prefix) or, for settings written before
 * encryption, plain text. AES-GCM authentication makes a plain value that merely looks like base64 fail to
 * open, so it is then used as it is.
 */
export function openLoyaltyPassword(stored: string, key: Buffer): string {
  if (stored.startsWith(SEALED_PREFIX)) return decryptSecret(key, stored.slice(SEALED_PREFIX.length));
  if (stored.length >= 40 && BASE64.test(stored)) {
    try {
      return decryptSecret(key, stored);
    } catch {
      return stored;
    }
  }
  return stored;
}

/** The branch's loyalty credentials (configuracoes-gerais), or null when the branch has none. */
export async function loadLoyaltyCredentials(api: ProductApi, branch: number, key: Buffer): Promise<LoyaltyCredentialsRead | null> {
  const body = await api.get<{ results: Array<{ confGeral?: { cvUsername?: string | null; cvPassword?: string | null } }> }>(
    'configuracoes-gerais/',
    { filial: branch },
  );
  const conf = body.results[0]?.confGeral;
  const username = conf?.cvUsername?.trim();
  const password = conf?.cvPassword?.trim();
  if (!username || !password) return null;
  return { username, token: openLoyaltyPassword(password, key) };
}
