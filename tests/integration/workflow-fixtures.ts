// Orders made for the workflow tests, written straight to the reference product API: a new customer (valid CPF,
// a push device, not yet in the ERP) and an order of branch 17 with picked items (and optionally an additional
// order), so every test starts from a known state whatever the demo data holds.
import { randomUUID } from 'node:crypto';
import type { Loose, WorkflowStack } from './workflow-stack';

/** Valid CPFs (check digits per docs/contracts/formats.md#cpf), one after the other from `first`. */
export function cpfSequence(first: number): () => string {
  let seed = first;
  return () => {
    const base = String(seed++).padStart(9, '0').slice(-9);
    const digit = (digits: string) => {
      let sum = 0;
      for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    const first = digit(base);
    return `${base}${first}${digit(`${base}${first}`)}`;
  };
}

/** A valid CPF, different on every call. */
export const nextCpf = cpfSequence(100_000_000 + Math.floor(Math.random() * 800_000_000));

export interface ItemPick {
  product: Loose;
  qty: string;
  /** The picked quantity; null when not picked yet. */
  picked: string | null;
  missing?: boolean;
}

/** Body of a product API order item (itens-pedidos/) for a demo product. */
export function orderItemBody(orderId: number, pick: ItemPick) {
  return {
    pedido: orderId,
    codprod: pick.product.id,
    codauxiliar: pick.product.codauxiliar,
    quantidade: pick.qty,
    qtd_separada: pick.picked,
    pvenda: pick.product.pvenda,
    ptabela: pick.product.ptabela ?? pick.product.pvenda,
    em_falta: pick.missing ?? false,
    separated: pick.picked !== null,
    tipopoferta: pick.product.tipopoferta ?? '',
  };
}

export interface FixtureOrder {
  id: number;
  customerId: number;
  customerDevice: string;
  cpf: string;
  additionalId: number | null;
  /** Every additional order, in the order they were made (additionalId is the first). */
  additionalIds: number[];
  /** ERP lines expected for the main order: codigo, quantidade, preco. */
  items: Array<{ codigo: string; quantidade: string; preco: string }>;
}

export interface FixtureOptions {
  type: 'E' | 'L';
  paymentMethod?: number;
  withAdditional?: boolean;
  /** How many additional orders (with withAdditional; default 1), each of one picked item worth 10. */
  additionalCount?: number;
}

let products: Loose[] | null = null;

async function branchProducts(stack: WorkflowStack): Promise<Loose[]> {
  products ??= (await stack.api.get('produtos/?codfilial=17&page_size=6')).results;
  if (!products || products.length < 3) throw new Error('demo data has too few products for branch 17');
  return products;
}

async function addItems(stack: WorkflowStack, orderId: number, picks: ItemPick[]) {
  for (const pick of picks) await stack.api.post('itens-pedidos/', orderItemBody(orderId, pick));
}

export async function createOrder(stack: WorkflowStack, options: FixtureOptions): Promise<FixtureOrder> {
  const cpf = nextCpf();
  const device = randomUUID();
  const customer = await stack.api.post('clientes/', { cliente: `Cliente Teste ${cpf.slice(0, 4)}`, cpf, player_id: device, qtdCompras: 1, updated: true });
  const address = options.type === 'E' ? ((await stack.api.get('clientes/?page_size=1')).results[0].enderecos[0]?.id ?? null) : null;
  const [a, b, c] = await branchProducts(stack);
  const order = await stack.api.post('pedidos/', {
    codcli: customer.id,
    codfilial: 17,
    status: 'R',
    tipopedido: options.type,
    endereco: address,
    horarioentrega: 1,
    dataentrega: '2026-03-10',
    formapagamento: options.paymentMethod ?? 2,
    taxaentrega: options.type === 'E' ? '8.000' : '0',
    vltotal: '100.000',
    vltotalseparado: '90.000',
  });
  await addItems(stack, order.id, [
    { product: a, qty: '2.000', picked: '2.000' },
    { product: b, qty: '1.000', picked: '1.000' },
    { product: c, qty: '1.000', picked: null, missing: true },
  ]);
  const additionalIds: number[] = [];
  for (let n = 0; options.withAdditional && n < (options.additionalCount ?? 1); n++) {
    const extra = await stack.api.post('pedidos/', {
      codcli: customer.id,
      codfilial: 17,
      status: 'R',
      tipopedido: options.type,
      formapagamento: options.paymentMethod ?? 2,
      vltotal: '10.000',
      vltotalseparado: '10.000',
      pedidoadicional: true,
      pedidoprincipal: order.id,
    });
    await addItems(stack, extra.id, [{ product: a, qty: '1.000', picked: '1.000' }]);
    additionalIds.push(extra.id);
  }
  const line = (p: Loose, qty: string) => ({ codigo: `${p.codauxiliar}-${p.codprod}`, quantidade: qty, preco: Number(p.pvenda).toFixed(3) });
  return {
    id: order.id,
    customerId: customer.id,
    customerDevice: device,
    cpf,
    additionalId: additionalIds[0] ?? null,
    additionalIds,
    items: [line(a, '2.000'), line(b, '1.000')],
  };
}

export const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) {
  advanceOrderStatus(input: $input) {
    message messages errors { code message field }
    order { id status invoiceNumber }
    workflow { id kind state progress canRetry error { code message } }
  }
}`;

export const RETRY = `mutation($id: ID!) {
  retryOrderWorkflow(workflowId: $id) {
    message errors { code message field }
    order { id status invoiceNumber }
    workflow { id kind state canRetry error { code message } }
  }
}`;
