// Orders across both branches in every status and both types, with items (limited, butchery, weighed),
// substitutes, additional orders, ratings and cancellations; then the customers' purchase statistics.
import { ACTIVE_BRANCH_CODES } from './branches';
import { addDays, saoPauloDate } from './dates';
import { CANCEL_REASONS, RATING_COMMENTS } from './names';
import { NORMAL_PERIOD_IDS, PAYMENT_METHODS } from './settings-rows';
import type { Catalogue, ProductRef } from './catalogue-rows';
import type { People } from './people';
import type { Random } from './random';
import type { Row } from './bulk-insert';

export interface OrderRows {
  pedidos: Row[];
  itens_pedido: Row[];
  substitutos_item: Row[];
  avaliacoes: Row[];
  cancelamentos: Row[];
}

const OPEN_STATUSES: readonly [string, number][] = [
  ['R', 30],
  ['S', 20],
  ['P', 15],
  ['C', 15],
  ['F', 15],
  ['E', 25],
];
const RANK = 'RSPCFEV';
const OBSERVATIONS = ['Tocar a campainha', 'Deixar na portaria', 'Troco para R$ 100,00', 'Bananas não muito maduras', 'Ligar ao chegar'];

interface OrderPlan {
  branch: number;
  customer: number;
  at: Date;
  status: string;
  tipo: 'E' | 'L';
  itemCount: number;
  main?: Row;
}

export function buildOrders(random: Random, now: Date, scale: number, people: People, catalogue: Catalogue): OrderRows {
  const out: OrderRows = { pedidos: [], itens_pedido: [], substitutos_item: [], avaliacoes: [], cancelamentos: [] };
  const customers = people.clientes.length;
  const staffOf = (branch: number, role: string) => people.staff.filter((s) => s.branch === branch && s.role === role);
  const cancellers = people.staff.filter((s) => s.role === 'superuser' || s.role === 'submanager').map((s) => s.userId);
  // Squaring skews the choice so a few customers buy often and many buy rarely or never.
  const pickCustomer = () => 1 + Math.floor(customers * random.next() ** 2);
  const minutesAgo = (min: number, max: number) => new Date(now.getTime() - random.int(min, max) * 60_000);

  const addItems = (orderId: number, plan: OrderPlan): { total: number; separated: number; discount: number } => {
    const products = catalogue.productsByBranch.get(plan.branch)!;
    const reached = RANK.indexOf(plan.status);
    const picked = plan.status === 'X' ? random.chance(0.5) : reached >= RANK.indexOf('P');
    const used = new Set<number>();
    let total = 0,
      separated = 0,
      discount = 0;
    for (let i = 0; i < plan.itemCount; i++) {
      let product: ProductRef = random.pick(products);
      for (let tries = 0; used.has(product.id) && tries < 5; tries++) product = random.pick(products);
      used.add(product.id);
      const weighed = product.unidade === 'KG';
      const quantity = weighed ? random.int(250, 2500) / 1000 : random.int(1, 6);
      const inSeparation = plan.status === 'S' && random.chance(0.5);
      const missing = (picked || inSeparation) && random.chance(0.05);
      const qtdSeparada = picked || inSeparation ? (missing ? 0 : weighed ? Math.round(quantity * (0.9 + random.next() * 0.2) * 1000) / 1000 : quantity) : null;
      const itemDiscount = product.tipopoferta === 'CB' || product.tipopoferta === 'CI' ? Math.round(quantity * product.pvenda * 5) / 100 : 0;
      total += quantity * product.pvenda;
      discount += itemDiscount;
      if (qtdSeparada !== null) separated += qtdSeparada * product.pvenda;
      const itemId = out.itens_pedido.length + 1;
      out.itens_pedido.push({
        id: itemId,
        pedido: orderId,
        codprod: product.id,
        codauxiliar: product.codauxiliar,
        codbalanca: weighed ? `2${String(product.codprod).padStart(6, '0')}00000` : null,
        quantidade: quantity.toFixed(3),
        qtd_separada: qtdSeparada === null ? null : qtdSeparada.toFixed(3),
        pvenda: product.pvenda.toFixed(2),
        ptabela: product.ptabela.toFixed(2),
        vlrdesconto: itemDiscount.toFixed(2),
        em_falta: missing,
        cancela_item: picked && !missing && random.chance(0.01),
        separated: qtdSeparada !== null,
        obs_separacao: missing ? 'Produto em falta na gôndola' : null,
        tipopoferta: product.tipopoferta,
        modranksecao: catalogue.rankOf.get(`${plan.branch}:${product.secao}`) ?? null,
        id_prod_falta: null,
      });
      if (missing && random.chance(0.5)) {
        const substitute = random.pick(products.filter((p) => p.secao === product.secao));
        out.substitutos_item.push({
          id: out.substitutos_item.length + 1,
          item: itemId,
          codprod: substitute.id,
          quantidade: quantity.toFixed(3),
          pvenda: substitute.pvenda.toFixed(2),
        });
      }
    }
    return { total, separated, discount };
  };

  const addOrder = (plan: OrderPlan): Row => {
    const id = out.pedidos.length + 1;
    const staff = (role: string) => {
      const list = staffOf(plan.branch, role);
      return list.length ? random.pick(list).funcionarioId : null;
    };
    const { total, separated, discount } = addItems(id, plan);
    const reached = plan.status === 'X' ? random.int(0, 4) : RANK.indexOf(plan.status);
    const fee = plan.tipo === 'E' && !plan.main ? Number(random.money(4, 15)) : 0;
    const payment = random.int(1, PAYMENT_METHODS.length);
    const day = saoPauloDate(plan.at);
    const row: Row = {
      id,
      codcli: plan.customer,
      codfilial: plan.branch,
      status: plan.status,
      tipopedido: plan.tipo,
      endereco: plan.tipo === 'E' ? people.addressesOf.get(plan.customer)![0] : null,
      horarioentrega: random.pick(NORMAL_PERIOD_IDS),
      dataentrega: addDays(day, random.int(0, 1)),
      datapedido: plan.at.toISOString(),
      formapagamento: payment,
      codconvenio: payment >= 11 ? `CV${random.digits(5)}` : null,
      taxaentrega: fee.toFixed(2),
      separador: reached >= 1 ? staff('separator') : null,
      entregador: plan.tipo === 'E' && reached >= 5 ? staff('deliveryman') : null,
      funcionario: reached >= 1 ? staff('checker') : null,
      // 0 marks "reached invoicing": the ERP's numbers and coupons are issued by erp-records.ts and loyalty-records.ts.
      numorcamento: reached >= 4 ? 0 : null,
      numcupom: null,
      observacao: random.chance(0.25) ? random.pick(OBSERVATIONS) : null,
      substituiprod: random.chance(0.6),
      vltotal: (total - discount + fee).toFixed(2),
      vltotalseparado: reached >= 2 || (plan.status === 'X' && separated > 0) ? (separated - discount + fee).toFixed(2) : null,
      valorseparado: reached >= 2 || (plan.status === 'X' && separated > 0) ? separated.toFixed(2) : null,
      vlrdesc: discount.toFixed(2),
      pedidoadicional: Boolean(plan.main),
      pedidoprincipal: plan.main ? plan.main.id : null,
    };
    out.pedidos.push(row);
    if (plan.status === 'V' && !plan.main && random.chance(0.4)) {
      const nota = random.pick([5, 5, 5, 4, 4, 3, 2, 1]);
      out.avaliacoes.push({
        id: out.avaliacoes.length + 1,
        pedido: id,
        nota,
        observacao: random.chance(0.5) ? random.pick(RATING_COMMENTS) : null,
        data: new Date(Math.min(now.getTime(), plan.at.getTime() + random.int(3, 30) * 3600_000)).toISOString(),
      });
    }
    if (plan.status === 'X' && !plan.main) {
      out.cancelamentos.push({
        id: out.cancelamentos.length + 1,
        data: new Date(Math.min(now.getTime(), plan.at.getTime() + random.int(10, 300) * 60_000)).toISOString(),
        numpedido: id,
        cliente: plan.customer,
        usuario: random.pick(cancellers),
        motivo: random.pick(CANCEL_REASONS),
      });
    }
    return row;
  };

  const addWithExtras = (plan: OrderPlan) => {
    const main = addOrder(plan);
    if (plan.status !== 'X' && random.chance(0.08)) {
      addOrder({ ...plan, at: new Date(plan.at.getTime() + random.int(5, 90) * 60_000), itemCount: random.int(1, 6), main });
    }
  };

  const tipo = (): 'E' | 'L' => (random.chance(0.7) ? 'E' : 'L');
  const branch = () => random.pick(ACTIVE_BRANCH_CODES);

  // The order with 300+ items: received today at branch 17, so it is on the open-orders screen.
  addOrder({ branch: 17, customer: 1, at: minutesAgo(20, 120), status: 'R', tipo: 'E', itemCount: 320 });
  for (const [status, count] of OPEN_STATUSES) {
    for (let i = 0; i < count * scale; i++) {
      addWithExtras({ branch: branch(), customer: pickCustomer(), at: minutesAgo(5, 60 * 48), status, tipo: tipo(), itemCount: random.int(3, 25) });
    }
  }
  for (let i = 0; i < 480 * scale; i++) {
    const status = random.chance(0.85) ? 'V' : 'X';
    addWithExtras({ branch: branch(), customer: pickCustomer(), at: minutesAgo(60 * 24, 60 * 24 * 35), status, tipo: tipo(), itemCount: random.int(3, 25) });
  }
  // History back to 1 January of last year, so the monthly dashboard compares two years.
  const historyStart = new Date(`${Number(saoPauloDate(now).slice(0, 4)) - 1}-01-01T12:00:00-03:00`).getTime();
  const historyMinutes = Math.max(60 * 24 * 36, Math.floor((now.getTime() - historyStart) / 60_000));
  for (let i = 0; i < 1000 * scale; i++) {
    const status = random.chance(0.9) ? 'V' : 'X';
    addWithExtras({
      branch: branch(),
      customer: pickCustomer(),
      at: minutesAgo(60 * 24 * 36, historyMinutes),
      status,
      tipo: tipo(),
      itemCount: random.int(2, 10),
    });
  }
  out.pedidos.sort((a, b) => Number(a.id) - Number(b.id));
  fillPurchaseStatistics(people.clientes, out.pedidos);
  return out;
}

/** qtdCompras, dtUltmCompra and vlrUltmCompra of each customer from their completed main orders. */
function fillPurchaseStatistics(clientes: Row[], pedidos: Row[]): void {
  const stats = new Map<number, { count: number; last: string; value: string }>();
  for (const p of pedidos) {
    if (p.status !== 'V' || p.pedidoadicional) continue;
    const id = Number(p.codcli);
    const at = String(p.datapedido);
    const s = stats.get(id);
    if (!s) stats.set(id, { count: 1, last: at, value: String(p.vltotal) });
    else {
      s.count++;
      if (at > s.last) Object.assign(s, { last: at, value: String(p.vltotal) });
    }
  }
  for (const c of clientes) {
    const s = stats.get(Number(c.id));
    if (!s) continue;
    c.qtdcompras = s.count;
    c.dtultmcompra = saoPauloDate(new Date(s.last));
    c.vlrultmcompra = s.value;
  }
}
