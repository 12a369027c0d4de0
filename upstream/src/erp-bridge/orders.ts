// processa-pedido (creates or re-sends a sales budget with its items) and the payment-data lookups the panel
// reads back after the ERP has invoiced it.
import type { Db, Queryable } from '@painel/db/database';
import { isObject, type Reply } from '../sandbox/reply';
import { decimalInput, integerInput, oracleNumber, phpError, phpLeak, phpOk } from './php';

const ERP_PAYMENT_CODES = new Set([1, 2, 3, 6]);
const MAX_ITEMS = 5000;

interface ItemInput {
  codauxiliar: string;
  codprod: number;
  quantidade: string;
  preco: string;
}

type Parsed = { error: Reply } | { order: { idPedido: number; codcli: number; codfilial: string; codcob: number; items: ItemInput[] } };

function parseOrder(body: unknown): Parsed {
  const script = 'processa-pedido';
  if (!isObject(body)) {
    return { error: phpLeak('Warning', 'Trying to access array offset on value of type null', script, 21, { error: 'Dados do pedido inválidos' }) };
  }
  const idPedido = integerInput(body.id_pedido);
  if (idPedido === undefined) return { error: phpError('Número do pedido (id_pedido) inválido') };
  const codcli = integerInput(body.codcli);
  if (codcli === undefined) return { error: phpLeak('Notice', 'Undefined index: codcli', script, 27, { error: 'Cliente não informado' }) };
  const codfilial = typeof body.codfilial === 'number' || typeof body.codfilial === 'string' ? String(body.codfilial).trim() : '';
  if (!/^\d{1,2}$/.test(codfilial)) return { error: phpError('Filial inválida') };
  const codcob = integerInput(body.codcob);
  if (codcob === undefined || !ERP_PAYMENT_CODES.has(codcob)) return { error: phpError(`Cobrança inválida: ${String(body.codcob)}`) };
  if (!Array.isArray(body.itens) || body.itens.length === 0) return { error: phpError('Pedido sem itens') };
  if (body.itens.length > MAX_ITEMS) return { error: phpError(`Pedido excede ${MAX_ITEMS} itens`) };
  const items: ItemInput[] = [];
  for (const [index, raw] of body.itens.entries()) {
    const n = index + 1;
    if (!isObject(raw)) return { error: phpError(`Item ${n}: formato inválido`) };
    const code = typeof raw.codigo === 'string' ? /^(\d{1,20})-(\d{1,10})$/.exec(raw.codigo.trim()) : null;
    if (!code) return { error: phpError(`Item ${n}: código deve ser codauxiliar-codprod`) };
    const quantidade = decimalInput(raw.quantidade);
    if (quantidade === undefined || Number(quantidade) <= 0) return { error: phpError(`Item ${n}: quantidade inválida`) };
    const preco = decimalInput(raw.preco);
    if (preco === undefined || Number(preco) < 0) return { error: phpError(`Item ${n}: preço inválido`) };
    // Keeps every total inside NUMBER(16,3) even for the largest order accepted.
    if (!(Number(quantidade) * Number(preco) < 1e9)) return { error: phpError(`Item ${n}: valor fora do limite`) };
    items.push({ codauxiliar: code[1], codprod: Number(code[2]), quantidade, preco });
  }
  return { order: { idPedido, codcli, codfilial, codcob, items } };
}

async function insertItems(tx: Queryable, numorcamento: number, items: ItemInput[]) {
  const values: unknown[] = [];
  const tuples = items.map((item, i) => {
    values.push(numorcamento, i + 1, item.codauxiliar, item.codprod, item.quantidade, item.preco);
    const b = i * 6;
    // Each line is rounded to 3 decimals, as the ERP stores item totals (NUMBER(16,3)).
    return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}::numeric, $${b + 6}::numeric, round($${b + 5}::numeric * $${b + 6}::numeric, 3))`;
  });
  await tx.query(`INSERT INTO erp_order_items (numorcamento, numseq, codauxiliar, codprod, quantidade, pvenda, vltotal) VALUES ${tuples.join(', ')}`, values);
}

export interface ProcessOrderOptions {
  /** A repeated branch + order updates its budget (the default profile's extension) instead of making another. */
  upsert: boolean;
}

export async function processOrder(db: Db, body: unknown, options: ProcessOrderOptions): Promise<Reply> {
  const parsed = parseOrder(body);
  if ('error' in parsed) return parsed.error;
  const { order } = parsed;
  const customer = await db.query('SELECT 1 FROM erp_customers WHERE codcli = $1', [order.codcli]);
  if (customer.rows.length === 0) return phpError(`Cliente ${order.codcli} não cadastrado no Winthor`);
  const result = await db.transaction(async (tx) => {
    // The default profile's extension: a re-sent order (same branch and app order number) replaces its items and
    // keeps its budget number. Without it every send is a new budget, as a bridge that only inserts does.
    let existing: { numorcamento: number } | undefined;
    if (options.upsert) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`erp-budget:${order.codfilial}:${order.idPedido}`]);
      ({
        rows: [existing],
      } = await tx.query<{ numorcamento: number }>(
        'SELECT numorcamento FROM erp_orders WHERE codfilial = $1 AND id_pedido = $2 ORDER BY numorcamento LIMIT 1',
        [order.codfilial, order.idPedido],
      ));
    }
    let numorcamento: number;
    if (existing) {
      numorcamento = Number(existing.numorcamento);
      await tx.query('UPDATE erp_orders SET codcli = $2, codcob = $3, payload = $4::jsonb, updated_at = now() WHERE numorcamento = $1', [
        numorcamento,
        order.codcli,
        order.codcob,
        JSON.stringify(body),
      ]);
    } else {
      const { rows } = await tx.query<{ numorcamento: number }>(
        `INSERT INTO erp_orders (id_pedido, codcli, codfilial, codcob, payload) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING numorcamento`,
        [order.idPedido, order.codcli, order.codfilial, order.codcob, JSON.stringify(body)],
      );
      numorcamento = Number(rows[0].numorcamento);
    }
    const inserted = !existing;
    await tx.query('DELETE FROM erp_order_items WHERE numorcamento = $1', [numorcamento]);
    await insertItems(tx, numorcamento, order.items);
    const total = await tx.query<{ vltotal: string }>(
      `UPDATE erp_orders SET vltotal = (SELECT coalesce(sum(vltotal), 0) FROM erp_order_items WHERE numorcamento = $1)
        WHERE numorcamento = $1 RETURNING vltotal`,
      [numorcamento],
    );
    return { numorcamento, inserted, vltotal: total.rows[0].vltotal };
  });
  return phpOk({
    numorcamento: result.numorcamento,
    vltotal: result.vltotal,
    qtitens: order.items.length,
    mensagem: result.inserted ? 'Pedido processado com sucesso' : 'Pedido reprocessado com sucesso',
  });
}

const saoPaulo = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface BudgetRow {
  numorcamento: number;
  codcli: number;
  numcupom: number;
  vltotal: string;
  dthoraautorizacaosefaz: Date;
}

async function findBudget(db: Db, numorcamento: number): Promise<BudgetRow | undefined> {
  const { rows } = await db.query<BudgetRow>('SELECT numorcamento, codcli, numcupom, vltotal, dthoraautorizacaosefaz FROM erp_orders WHERE numorcamento = $1', [
    numorcamento,
  ]);
  return rows[0];
}

function paymentData(numcupom: number, vltotal: string, authorisedAt: Date) {
  return {
    NUMCUPOM: String(numcupom),
    VLTOTAL: oracleNumber(vltotal),
    DTHORAAUTORIZACAOSEFAZ: saoPaulo.format(authorisedAt),
  };
}

export async function getPaymentData(db: Db, query: URLSearchParams): Promise<Reply> {
  const raw = query.get('orcamento');
  if (raw === null || raw === '') {
    return phpLeak('Notice', 'Undefined index: orcamento', 'get_payment_data', 6, { error: 'Orçamento não informado' });
  }
  const numorcamento = integerInput(raw);
  if (numorcamento === undefined) return phpError(`Orçamento inválido: ${raw.slice(0, 20)}`);
  const budget = await findBudget(db, numorcamento);
  if (!budget) return phpError(`Orçamento ${numorcamento} não encontrado`);
  return phpOk(paymentData(budget.numcupom, budget.vltotal, budget.dthoraautorizacaosefaz));
}

/** Main and additional order invoiced together: one coupon (the main order's), the summed total. */
export async function getAdditionalPaymentData(db: Db, query: URLSearchParams): Promise<Reply> {
  const script = 'get_payment_data_adicional';
  const params = ['orcamento', 'orcamento_adicional', 'codcli'] as const;
  const values: Record<string, number> = {};
  for (const name of params) {
    const raw = query.get(name);
    if (raw === null || raw === '') return phpLeak('Notice', `Undefined index: ${name}`, script, 8, { error: `Parâmetro ${name} não informado` });
    const value = integerInput(raw);
    if (value === undefined) return phpError(`Parâmetro ${name} inválido`);
    values[name] = value;
  }
  const main = await findBudget(db, values.orcamento);
  if (!main) return phpError(`Orçamento ${values.orcamento} não encontrado`);
  const extra = await findBudget(db, values.orcamento_adicional);
  if (!extra) return phpError(`Orçamento ${values.orcamento_adicional} não encontrado`);
  for (const budget of [main, extra]) {
    if (budget.codcli !== values.codcli) return phpError(`Orçamento ${budget.numorcamento} não pertence ao cliente ${values.codcli}`);
  }
  const { rows } = await db.query<{ total: string }>('SELECT ($1::numeric + $2::numeric)::text AS total', [main.vltotal, extra.vltotal]);
  const latest = main.dthoraautorizacaosefaz > extra.dthoraautorizacaosefaz ? main.dthoraautorizacaosefaz : extra.dthoraautorizacaosefaz;
  return phpOk(paymentData(main.numcupom, rows[0].total, latest));
}
