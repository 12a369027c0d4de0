// The loyalty platform's ("Cresce Vendas") side of the completed demo orders: each completed main order's
// purchase registered with the branch's credentials, under the coupon of its invoice (the main order's, shared
// with its additional orders, as get_payment_data_adicional answers), the body the gateway would have sent, and
// the members' balances. A few purchases were already cancelled on the platform, so cancelling them again
// answers "já foi cancelada" as it would in real life. The coupon is kept on the main order (pedidos.numcupom),
// as completion does; additional orders get no coupon of their own.
import { saoPauloTimestamp } from './dates';
import { itemCode, milliText, type Invoice, type SoldLine } from './erp-records';
import type { Random } from './random';
import type { Row } from './bulk-insert';

/** First value of loyalty_shop_id_seq (migration 120_loyalty.sql). */
export const FIRST_SHOP_ID = 50_001;
const CANCELLED_SHARE = 0.04;
const DISCOUNT_OFFER_TYPES = ['CB', 'CI'];

export interface LoyaltyLookups {
  clientes: readonly Row[];
  /** Branch code -> the platform user (configuracoes_gerais.cvusername). */
  usernames: ReadonlyMap<number, string>;
  paymentMethods: ReadonlyMap<number, string>;
  sections: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
}

export interface LoyaltyRecords {
  loyalty_members: Row[];
  loyalty_shops: Row[];
}

const number3 = (thousandths: number) => thousandths / 1000;

function purchaseItem(line: SoldLine, lookups: LoyaltyLookups) {
  return {
    category: lookups.sections.get(line.product.secao) ?? '',
    subcategory: lookups.categories.get(line.product.categoria) ?? '',
    product_name: line.product.descricao,
    code: itemCode(line),
    unity_type: line.product.unidade.toUpperCase() === 'KG' ? 'kg' : 'un',
    unit_value: number3(line.priceMilli),
    quantity: number3(line.quantityMilli),
    total_value: number3(line.totalMilli),
  };
}

export function buildLoyaltyRecords(random: Random, now: Date, invoices: readonly Invoice[], lookups: LoyaltyLookups): LoyaltyRecords {
  const customers = new Map(lookups.clientes.map((c) => [Number(c.id), c]));
  const additionalOf = new Map<number, Invoice[]>();
  for (const invoice of invoices) {
    if (!invoice.order.pedidoadicional) continue;
    const mainId = Number(invoice.order.pedidoprincipal);
    additionalOf.set(mainId, [...(additionalOf.get(mainId) ?? []), invoice]);
  }

  const drafts: { row: Row; completedAt: number }[] = [];
  for (const main of invoices) {
    const order = main.order;
    if (order.status !== 'V') continue;
    if (order.pedidoadicional) {
      order.numcupom = null;
      continue;
    }
    const group = [main, ...(additionalOf.get(Number(order.id)) ?? [])];
    const totalMilli = group.reduce((sum, i) => sum + i.totalMilli, 0);
    const authorised = Math.max(...group.map((i) => i.authorisedAt.getTime()));
    const completedAt = Math.max(authorised + 60_000, Math.min(authorised + random.int(30, 300) * 60_000, now.getTime() - 30_000));
    const lines = group.flatMap((i) => i.lines);
    const registration = String(customers.get(Number(order.codcli))!.cpf);
    const coupon = String(main.numcupom);
    const date = saoPauloTimestamp(new Date(authorised));
    const body = {
      registration,
      payment: { coupon, total: number3(totalMilli), method: lookups.paymentMethods.get(Number(order.formapagamento)) ?? '', installments: 1, split: 1, date },
      discounts: lines
        .filter((l) => DISCOUNT_OFFER_TYPES.includes(String(l.item.tipopoferta ?? '')))
        .map((l) => ({ code: itemCode(l), quantity: number3(l.quantityMilli) })),
      items: lines.map((l) => purchaseItem(l, lookups)),
    };
    const cancelled = random.chance(CANCELLED_SHARE);
    const cancelledAt = cancelled ? Math.max(completedAt + 60_000, Math.min(completedAt + random.int(1, 72) * 3600_000, now.getTime())) : null;
    order.numcupom = coupon;
    drafts.push({
      completedAt,
      row: {
        id: 0,
        username: lookups.usernames.get(Number(order.codfilial)),
        coupon,
        registration,
        total: milliText(totalMilli),
        points: Math.floor(totalMilli / 1000),
        purchased_at: date,
        payload: body,
        status: cancelled ? 'cancelled' : 'registered',
        created_at: new Date(completedAt).toISOString(),
        cancelled_at: cancelledAt === null ? null : new Date(cancelledAt).toISOString(),
      },
    });
  }
  drafts.sort((a, b) => a.completedAt - b.completedAt || String(a.row.coupon).localeCompare(String(b.row.coupon)));
  const shops: Row[] = drafts.map((d, i) => ({ ...d.row, id: FIRST_SHOP_ID + i }));

  const members = new Map<string, { balance: number; since: string; last: string }>();
  for (const shop of shops) {
    const key = String(shop.registration);
    const member = members.get(key) ?? { balance: 0, since: String(shop.created_at), last: String(shop.created_at) };
    if (shop.status === 'registered') member.balance += Number(shop.points);
    const touched = String(shop.cancelled_at ?? shop.created_at);
    if (touched > member.last) member.last = touched;
    members.set(key, member);
  }
  const loyaltyMembers = [...members].map(([registration, m]) => ({ registration, balance: m.balance, created_at: m.since, updated_at: m.last }));
  return { loyalty_members: loyaltyMembers, loyalty_shops: shops };
}
