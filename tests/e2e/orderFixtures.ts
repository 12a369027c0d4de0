// Orders made for the end-to-end tests, written straight to the reference product API (as the superuser), so
// each test starts from a known order whatever the demo data holds; plus the separator app's part (picking)
// and the reference services' recordings (/_sandbox/requests).
import { randomUUID } from 'node:crypto';
import { stackUpstreamUrls } from './stackUrls';
import { cpfSequence, orderItemBody } from '../integration/workflow-fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- upstream JSON, read field by field
export type Loose = Record<string, any>;

type Service = 'productApi' | 'erp' | 'loyalty' | 'push' | 'storage';

export function upstreamUrl(service: Service): string {
  return stackUpstreamUrls()[service];
}

let token: Promise<string> | null = null;

async function adminToken(): Promise<string> {
  const reply = await fetch(`${upstreamUrl('productApi')}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '1001', password: 'senha1234' }),
  });
  if (!reply.ok) throw new Error(`product API token: ${reply.status}`);
  return ((await reply.json()) as { access: string }).access;
}

export async function api(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Loose> {
  token ??= adminToken();
  const reply = await fetch(`${upstreamUrl('productApi')}${path}`, {
    method,
    headers: { authorization: `Bearer ${await token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${text}`);
  return text ? (JSON.parse(text) as Loose) : {};
}

/** A valid CPF, different on every call. */
export const nextCpf = cpfSequence(200_000_000 + Math.floor(Math.random() * 700_000_000));

export interface TestOrder {
  id: number;
  cpf: string;
  customerName: string;
  device: string;
  /** Product descriptions of the items, in the order they were added. */
  items: Array<{ id: number; description: string; price: string; quantity: string }>;
}

export interface TestCustomer {
  id: number;
  cpf: string;
  name: string;
  device: string;
}

export interface TestOrderOptions {
  branch?: number;
  type?: 'E' | 'L';
  /** 'R' by default; 'C' a picked order in checking, 'V' a completed one, 'X' a cancelled one with its record. */
  status?: 'R' | 'C' | 'V' | 'X';
  /** Add an item of a limited offer (tipopoferta L): limited alerts and the 'Itens em limitação' print. */
  limited?: boolean;
  /** Items arrive already picked (separated value set), as after the separator app. */
  picked?: boolean;
  /** The order's customer; a new one when absent. */
  customer?: TestCustomer;
}

async function products(branch: number, query: string, count: number): Promise<Loose[]> {
  const page = await api('GET', `produtos/?codfilial=${branch}&page_size=${count}${query}`);
  if (page.results.length < count) throw new Error(`demo data: too few products of branch ${branch} (${query})`);
  return page.results as Loose[];
}

/** A new customer with a valid CPF and a push device (a 36-character player id). */
export async function createCustomer(): Promise<TestCustomer> {
  const cpf = nextCpf();
  const device = randomUUID();
  const name = `Cliente E2E ${cpf.slice(0, 5)}`;
  const customer = await api('POST', 'clientes/', { cliente: name, cpf, player_id: device, qtdCompras: 3, updated: true });
  return { id: customer.id, cpf, name, device };
}

/** An order of the branch (17 by default) with 3 items (4 with a limited one), 'Recebido' unless told. */
export async function createOrder(options: TestOrderOptions = {}): Promise<TestOrder> {
  const branch = options.branch ?? 17;
  const type = options.type ?? 'E';
  const status = options.status ?? 'R';
  const customer = options.customer ?? (await createCustomer());
  const picked = options.picked ?? status !== 'R';
  const address = type === 'E' ? ((await api('GET', 'clientes/?page_size=1')).results[0].enderecos[0]?.id ?? null) : null;
  const chosen = [...(await products(branch, '&tipopoferta=V', 3))];
  if (options.limited) chosen.push(...(await products(branch, '&tipopoferta=L', 1)));
  const quantities = ['2.000', '1.000', '3.000', '1.000'];
  const total = chosen.reduce((sum, p, i) => sum + Number(p.pvenda) * Number(quantities[i]), 0);
  const order = await api('POST', 'pedidos/', {
    codcli: customer.id,
    codfilial: branch,
    status,
    tipopedido: type,
    endereco: address,
    horarioentrega: 1,
    dataentrega: new Date().toISOString().slice(0, 10),
    formapagamento: 2,
    taxaentrega: type === 'E' ? '8.000' : '0',
    vltotal: total.toFixed(3),
    vltotalseparado: picked ? total.toFixed(3) : null,
    observacao: 'Pedido de teste e2e',
  });
  const items: TestOrder['items'] = [];
  for (const [i, product] of chosen.entries()) {
    const item = await api('POST', 'itens-pedidos/', orderItemBody(order.id, { product, qty: quantities[i], picked: picked ? quantities[i] : null }));
    items.push({ id: item.id, description: product.descricao, price: product.pvenda, quantity: quantities[i] });
  }
  if (status === 'X') {
    await api('POST', 'cancelamento-pedido/', {
      data: new Date().toISOString(),
      numpedido: order.id,
      cliente: customer.id,
      motivo: `Teste e2e filial ${branch}`,
    });
  }
  return { id: order.id, cpf: customer.cpf, customerName: customer.name, device: customer.device, items };
}

/** What the separator app does: every item picked in full, the order's separated value set. */
export async function pickOrder(order: TestOrder): Promise<void> {
  let separated = 0;
  for (const item of order.items) {
    await api('PUT', `itens-pedidos/${item.id}/`, { qtd_separada: item.quantity, separated: true });
    separated += Number(item.price) * Number(item.quantity);
  }
  await api('PUT', `pedidos/${order.id}/`, { vltotalseparado: separated.toFixed(3) });
}

export interface RecordedRequest {
  id: number;
  method: string;
  path: string;
  body: unknown;
  status: number | null;
}

/** The requests a reference service received after `since` (its last id before the test acted). */
export async function sandboxRequests(service: 'erp' | 'loyalty' | 'push', since = 0): Promise<RecordedRequest[]> {
  const base = upstreamUrl(service).replace(/\/+$/, '');
  const reply = await fetch(`${base}/_sandbox/requests?since=${since}&limit=10000`);
  if (!reply.ok) throw new Error(`${service} sandbox: ${reply.status}`);
  return ((await reply.json()) as { results: RecordedRequest[] }).results;
}

export async function lastSandboxId(service: 'erp' | 'loyalty' | 'push'): Promise<number> {
  const all = await sandboxRequests(service);
  return all.length ? all[all.length - 1].id : 0;
}

/** Makes the reference service fail the next `times` requests whose path contains `path` (HTTP 500). */
export async function failNext(service: 'erp' | 'loyalty' | 'push', path: string, times = 1): Promise<void> {
  const base = upstreamUrl(service).replace(/\/+$/, '');
  const reply = await fetch(`${base}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'status', status: 500, path, times }),
  });
  if (reply.status !== 201) throw new Error(`${service} fault: ${reply.status}`);
}

export async function clearFaults(service: 'erp' | 'loyalty' | 'push'): Promise<void> {
  await fetch(`${upstreamUrl(service).replace(/\/+$/, '')}/_sandbox/faults`, { method: 'DELETE' });
}
