// Customer reports: 0 first-order customers, 2 all customers, 11 customers and order count, 14/15/16 top 50
// customers by accumulated ticket, average ticket and orders made. Definitions of a sale: sql.ts.
import { periodArgs, type ReportDef } from './report-types';
import { inPeriod, localDay, MAIN_PHONE, MONEY, ORDER_VALUE, SALES_CTE, ZONE } from './sql';

const firstOrderCustomers: ReportDef = {
  name: 'relatorio0',
  title: 'Clientes primeiro pedido (relatorio_clientesprimeiropedido.csv)',
  needs: { period: true },
  run: async (db, params) =>
    (
      await db.query(
        `
    WITH primeiros AS (
      SELECT DISTINCT ON (p.codcli) p.codcli, p.id, p.codfilial, p.datapedido, p.vltotal
        FROM pedidos p
       WHERE p.pedidoadicional = false AND p.status <> 'X'
       ORDER BY p.codcli, p.datapedido, p.id
    )
    SELECT c.id AS "Código Cliente", c.cliente AS "Cliente", c.cpf AS "CPF", c.email AS "E-mail",
           ${MAIN_PHONE('c.id')} AS "Telefone", f.codfilial AS "Filial", f.id AS "Pedido",
           to_char(${localDay('f.datapedido')}, 'YYYY-MM-DD') AS "Data do Pedido", ${MONEY(ORDER_VALUE('f'))} AS "Valor"
      FROM primeiros f JOIN clientes c ON c.id = f.codcli
     WHERE ${inPeriod('f.datapedido', '$1', '$2')} AND ($3::int IS NULL OR f.codfilial = $3::int)
     ORDER BY f.datapedido, f.id`,
        periodArgs(params),
      )
    ).rows,
};

// Active means a purchase in the last month: the same rule as the customer screen's 'Ativos' filter
// (docs/areas/orders.md#customer-search: dtUltmCompra_after one month before today).
const allCustomers: ReportDef = {
  name: 'relatorio2',
  title: 'Todos os clientes (relatorio_clientes.csv)',
  needs: {},
  // Every customer: phones and first addresses are picked in one pass each (DISTINCT ON), not by a subquery per
  // customer, whose 'ORDER BY id LIMIT 1' the planner answers by walking the primary key (10 s at 8 000 customers).
  run: async (db) =>
    (
      await db.query(`
    WITH fone AS (SELECT DISTINCT ON (t.cliente) t.cliente, t.telefone FROM clientes_telefones t ORDER BY t.cliente, t.principal DESC, t.id),
         ender AS (SELECT DISTINCT ON (e.cliente) e.cliente, e.bairro, e.cidade FROM clientes_enderecos e ORDER BY e.cliente, e.id)
    SELECT c.id AS "Código", c.codcli AS "Código ERP", c.cliente AS "Cliente", c.cpf AS "CPF", c.email AS "E-mail",
           f.telefone AS "Telefone", en.bairro AS "Bairro", en.cidade AS "Cidade",
           c.qtdcompras AS "Qtd. Compras", to_char(c.dtultmcompra, 'YYYY-MM-DD') AS "Data Última Compra",
           ${MONEY('c.vlrultmcompra')} AS "Valor Última Compra",
           CASE WHEN c.dtultmcompra >= ((now() AT TIME ZONE '${ZONE}')::date - interval '1 month')::date
                THEN 'Ativo' ELSE 'Inativo' END AS "Status"
      FROM clientes c LEFT JOIN fone f ON f.cliente = c.id LEFT JOIN ender en ON en.cliente = c.id
     ORDER BY c.cliente, c.id`)
    ).rows,
};

/** Sales of the period grouped per customer, ordered and trimmed as each report needs. */
function perCustomer(orderBy: string, limit: number | null) {
  return `WITH ${SALES_CTE},
    totais AS (SELECT v.codcli, count(*)::int AS pedidos, sum(v.valor) AS total, avg(v.valor) AS media
                 FROM vendas v GROUP BY v.codcli)
    SELECT c.id AS "Código Cliente", c.cliente AS "Cliente", c.cpf AS "CPF", ${MAIN_PHONE('c.id')} AS "Telefone",
           t.pedidos AS "Quantidade de Pedidos", ${MONEY('t.total')} AS "Valor Total", ${MONEY('t.media')} AS "Ticket Médio"
      FROM totais t JOIN clientes c ON c.id = t.codcli
     ORDER BY ${orderBy}, c.cliente, c.id
     ${limit ? `LIMIT ${limit}` : ''}`;
}

const customersOrderCount: ReportDef = {
  name: 'relatorio11',
  title: 'Clientes e quantidade de pedidos (relatorio_clientesqtdpedidos.csv)',
  needs: { period: true },
  run: async (db, params) => (await db.query(perCustomer('t.pedidos DESC', null), periodArgs(params))).rows,
};

const topAccumulated: ReportDef = {
  name: 'relatorio14',
  title: 'Top 50 clientes por ticket acumulado',
  needs: { period: true },
  run: async (db, params) => (await db.query(perCustomer('t.total DESC', 50), periodArgs(params))).rows,
};

const topAverage: ReportDef = {
  name: 'relatorio15',
  title: 'Top 50 clientes por ticket médio (relatorio_clientestktmedio.csv)',
  needs: { period: true },
  run: async (db, params) => (await db.query(perCustomer('t.media DESC', 50), periodArgs(params))).rows,
};

const topOrders: ReportDef = {
  name: 'relatorio16',
  title: 'Top 50 clientes por pedidos feitos (relatorio_clientespedidosfeitos.csv)',
  needs: { period: true },
  run: async (db, params) => (await db.query(perCustomer('t.pedidos DESC, t.total DESC', 50), periodArgs(params))).rows,
};

export const customerReports: ReportDef[] = [firstOrderCustomers, allCustomers, customersOrderCount, topAccumulated, topAverage, topOrders];
