// The ERP bridge's side of the demo orders: every order that reached invoicing (F) has the budget the bridge
// issued for it (its sold items, totals with 3 decimals, coupon and SEFAZ authorisation time), and every
// customer with an ERP code is registered there, so the workflows that read the ERP back (completion, loyalty
// cancellation) answer for seeded orders as they do for orders invoiced through the panel.
// Numbers are issued as the bridge issues them (erp_numorcamento_seq, erp_numcupom_seq, in invoicing order);
// seed.ts then moves the sequences past them.
import type { Random } from './random';
import type { Row } from './bulk-insert';

/** First values of the bridge's sequences (migration 110_erp_bridge.sql). */
export const FIRST_NUMORCAMENTO = 1_000_000_001;
export const FIRST_NUMCUPOM = 200_001;

export interface ProductInfo {
  codprod: number;
  codauxiliar: string;
  descricao: string;
  unidade: string;
  secao: number;
  categoria: number;
}

/** A sold line: picked, not out of stock, not cancelled (the gateway's isSoldItem). Money in thousandths. */
export interface SoldLine {
  item: Row;
  product: ProductInfo;
  quantityMilli: number;
  priceMilli: number;
  totalMilli: number;
}

export interface Invoice {
  order: Row;
  numorcamento: number;
  numcupom: number;
  codcli: number;
  lines: SoldLine[];
  totalMilli: number;
  authorisedAt: Date;
}

export interface ErpRecords {
  erp_customers: Row[];
  erp_orders: Row[];
  erp_order_items: Row[];
  invoices: Invoice[];
}

export const milli = (value: unknown) => Math.round(Number(value) * 1000);
export const milliText = (value: number) => `${Math.floor(value / 1000)}.${String(value % 1000).padStart(3, '0')}`;

/** The gateway's payment-method mapping (erpPaymentMethod): 1->1; 2,3,4,5,7->3; 9->2; anything else->6. */
function erpPaymentCode(id: unknown): number {
  const n = Number(id);
  if (n === 1) return 1;
  if ([2, 3, 4, 5, 7].includes(n)) return 3;
  return n === 9 ? 2 : 6;
}

export function soldLines(items: readonly Row[], products: ReadonlyMap<number, ProductInfo>): SoldLine[] {
  return items
    .filter((i) => !i.em_falta && !i.cancela_item && Number(i.qtd_separada) > 0)
    .map((item) => {
      const quantityMilli = milli(item.qtd_separada);
      const priceMilli = milli(item.pvenda);
      // The bridge rounds each line to 3 decimals (NUMBER(16,3)); all values are positive, so half-up.
      return { item, product: products.get(Number(item.codprod))!, quantityMilli, priceMilli, totalMilli: Math.round((quantityMilli * priceMilli) / 1000) };
    });
}

/**
 * When each group (a main order and its additional orders, invoiced in one run) reached the ERP: some minutes
 * after the latest order was placed, never after `now` unless the order itself is that recent.
 */
function invoicingTimes(random: Random, now: Date, groups: Row[][]): Map<Row, Date> {
  const times = new Map<Row, Date>();
  for (const group of groups) {
    const placed = Math.max(...group.map((o) => new Date(String(o.datapedido)).getTime()));
    const latest = Math.max(now.getTime() - 60_000, placed + 60_000);
    const main = Math.min(placed + random.int(20, 240) * 60_000, latest);
    group.forEach((order, i) => times.set(order, new Date(Math.min(main + (i === 0 ? 0 : random.int(2, 40) * 1000), Math.max(latest, main)))));
  }
  return times;
}

export function buildErpRecords(
  random: Random,
  now: Date,
  pedidos: Row[],
  itens: readonly Row[],
  clientes: Row[],
  products: ReadonlyMap<number, ProductInfo>,
): ErpRecords {
  const itemsOf = new Map<number, Row[]>();
  for (const item of itens) {
    const list = itemsOf.get(Number(item.pedido));
    if (list) list.push(item);
    else itemsOf.set(Number(item.pedido), [item]);
  }
  const sold = new Map<Row, SoldLine[]>();
  for (const order of pedidos) {
    if (order.numorcamento === null || order.numorcamento === undefined) continue;
    const lines = soldLines(itemsOf.get(Number(order.id)) ?? [], products);
    // An order cancelled before anything was picked never reached the ERP (invoicing refuses empty orders).
    if (lines.length === 0) order.numorcamento = null;
    else sold.set(order, lines);
  }

  const groups = new Map<number, Row[]>();
  for (const order of sold.keys()) {
    const mainId = Number(order.pedidoadicional ? order.pedidoprincipal : order.id);
    const group = groups.get(mainId) ?? [];
    if (order.pedidoadicional) group.push(order);
    else group.unshift(order);
    groups.set(mainId, group);
  }
  const times = invoicingTimes(random, now, [...groups.values()]);
  const ordered = [...sold.keys()].sort((a, b) => times.get(a)!.getTime() - times.get(b)!.getTime() || Number(a.id) - Number(b.id));

  // Invoicing registers the customer first (processa-cliente) and keeps the code on the customer; the
  // demo's codes follow the same 100000 + id rule as the customers that already had one.
  const customers = new Map(clientes.map((c) => [Number(c.id), c]));
  for (const order of ordered) {
    const customer = customers.get(Number(order.codcli))!;
    if (customer.codcli === null || customer.codcli === undefined) customer.codcli = 100_000 + Number(customer.id);
  }

  const out: ErpRecords = { erp_customers: [], erp_orders: [], erp_order_items: [], invoices: [] };
  for (const c of clientes) {
    if (c.codcli === null || c.codcli === undefined) continue;
    const payload = { id: c.id, codCli: c.codcli, cliente: c.cliente, cpf: c.cpf, email: c.email };
    out.erp_customers.push({ codcli: c.codcli, cpf: c.cpf, nome: String(c.cliente).trim().toUpperCase(), payload });
  }
  ordered.forEach((order, index) => {
    const lines = sold.get(order)!;
    const authorisedAt = times.get(order)!;
    const numorcamento = FIRST_NUMORCAMENTO + index;
    const codcli = Number(customers.get(Number(order.codcli))!.codcli);
    const totalMilli = lines.reduce((sum, l) => sum + l.totalMilli, 0);
    const codcob = erpPaymentCode(order.formapagamento);
    const itensBody = lines.map((l) => ({
      codigo: `${itemCode(l)}-${l.product.codprod}`,
      quantidade: milliText(l.quantityMilli),
      preco: milliText(l.priceMilli),
    }));
    order.numorcamento = numorcamento;
    out.invoices.push({ order, numorcamento, numcupom: FIRST_NUMCUPOM + index, codcli, lines, totalMilli, authorisedAt });
    out.erp_orders.push({
      numorcamento,
      id_pedido: order.id,
      codcli,
      codfilial: String(order.codfilial),
      codcob,
      vltotal: milliText(totalMilli),
      numcupom: FIRST_NUMCUPOM + index,
      dthoraautorizacaosefaz: authorisedAt.toISOString(),
      payload: { id_pedido: order.id, codcli, codfilial: String(order.codfilial), codcob, itens: itensBody },
      created_at: authorisedAt.toISOString(),
      updated_at: authorisedAt.toISOString(),
    });
    lines.forEach((l, i) => {
      out.erp_order_items.push({
        numorcamento,
        numseq: i + 1,
        codauxiliar: itemCode(l),
        codprod: l.product.codprod,
        quantidade: milliText(l.quantityMilli),
        pvenda: milliText(l.priceMilli),
        vltotal: milliText(l.totalMilli),
      });
    });
  });
  return out;
}

/** The barcode the order item carries, else the product's (as the gateway builds `codauxiliar-codprod`). */
export function itemCode(line: SoldLine): string {
  return String(line.item.codauxiliar ?? '').trim() || line.product.codauxiliar;
}
