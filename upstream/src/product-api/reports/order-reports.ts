// Order reports: 5 orders at or above a minimum value, 8 cancelled orders, 9/10 delivered orders by store and
// neighbourhood, 17 daily revenue, 18 revenue by order type. Definitions of a sale: sql.ts.
import { periodArgs, type ReportDef } from './report-types';
import { inPeriod, localDay, MONEY, SALES_CTE, STATUS_LABEL, TYPE_LABEL } from './sql';

const minimumValue: ReportDef = {
  name: 'relatorio5',
  title: 'Pedidos com valor mínimo (relatorio_pedidosvalorminimo.csv)',
  needs: { period: true, minimumValue: true },
  run: async (db, params) =>
    (
      await db.query(
        `
    WITH ${SALES_CTE}
    SELECT v.id AS "Pedido", to_char(v.dia, 'YYYY-MM-DD') AS "Data", v.codfilial AS "Filial",
           c.id AS "Código Cliente", c.cliente AS "Cliente", c.cpf AS "CPF", ${TYPE_LABEL('v.tipopedido')} AS "Tipo",
           ${STATUS_LABEL('v.status', 'v.tipopedido')} AS "Status", ${MONEY('v.valor')} AS "Valor"
      FROM vendas v JOIN clientes c ON c.id = v.codcli
     WHERE v.valor >= $4::numeric
     ORDER BY v.valor DESC, v.id`,
        [...periodArgs(params), params.minimumValue],
      )
    ).rows,
};

// The period is the cancellation's date (the order date when an old cancellation has no record).
const cancelled: ReportDef = {
  name: 'relatorio8',
  title: 'Pedidos cancelados (relatorio_pedidoscancelados.csv)',
  needs: { period: true },
  run: async (db, params) =>
    (
      await db.query(
        `
    WITH cancelados AS (
      SELECT p.*, k.data AS cancelado_em, k.motivo, k.usuario,
             COALESCE(k.data, p.datapedido) AS referencia
        FROM pedidos p
        LEFT JOIN LATERAL (SELECT * FROM cancelamentos k WHERE k.numpedido = p.id ORDER BY k.id DESC LIMIT 1) k ON true
       WHERE p.status = 'X' AND p.pedidoadicional = false AND ($3::int IS NULL OR p.codfilial = $3::int)
    )
    SELECT x.id AS "Pedido", to_char(${localDay('x.datapedido')}, 'YYYY-MM-DD') AS "Data do Pedido",
           to_char(${localDay('x.cancelado_em')}, 'YYYY-MM-DD') AS "Data do Cancelamento", x.codfilial AS "Filial",
           c.id AS "Código Cliente", c.cliente AS "Cliente", c.cpf AS "CPF", ${TYPE_LABEL('x.tipopedido')} AS "Tipo",
           ${MONEY('x.vltotal')} AS "Valor", x.motivo AS "Motivo",
           NULLIF(trim(concat_ws(' ', u.username, '-', u.first_name, u.last_name)), '-') AS "Cancelado por"
      FROM cancelados x
      JOIN clientes c ON c.id = x.codcli
      LEFT JOIN users u ON u.id = x.usuario
     WHERE ${inPeriod('x.referencia', '$1', '$2')}
     ORDER BY x.referencia, x.id`,
        periodArgs(params),
      )
    ).rows,
};

/** Delivered = completed (V) home deliveries (E); the neighbourhood is the delivery address's. */
const DELIVERED = `WITH ${SALES_CTE}
  SELECT v.codfilial, COALESCE(NULLIF(e.bairro, ''), 'Não informado') AS bairro, v.valor
    FROM vendas v LEFT JOIN clientes_enderecos e ON e.id = v.endereco
   WHERE v.status = 'V' AND v.tipopedido = 'E'`;

const byStoreAndNeighbourhood: ReportDef = {
  name: 'relatorio9',
  title: 'Pedidos entregues por loja e bairro (relatorio_qtdpedidoslojabairro.csv)',
  needs: { period: true },
  run: async (db, params) =>
    (
      await db.query(
        `
    SELECT d.codfilial AS "Filial", d.bairro AS "Bairro", count(*)::int AS "Quantidade de Pedidos", ${MONEY('sum(d.valor)')} AS "Valor Total"
      FROM (${DELIVERED}) d
     GROUP BY d.codfilial, d.bairro
     ORDER BY d.codfilial, count(*) DESC, d.bairro`,
        periodArgs(params),
      )
    ).rows,
};

const byNeighbourhood: ReportDef = {
  name: 'relatorio10',
  title: 'Pedidos entregues por bairro (relatorio_qtdpedidosbairro.csv)',
  needs: { period: true },
  run: async (db, params) =>
    (
      await db.query(
        `
    SELECT d.bairro AS "Bairro", count(*)::int AS "Quantidade de Pedidos", ${MONEY('sum(d.valor)')} AS "Valor Total"
      FROM (${DELIVERED}) d
     GROUP BY d.bairro
     ORDER BY count(*) DESC, d.bairro`,
        periodArgs(params),
      )
    ).rows,
};

// Every day of the period appears, with zeros on days without sales, so the CSV is a complete calendar.
const dailyRevenue: ReportDef = {
  name: 'relatorio17',
  title: 'Total de vendas por dia (relatorio_totalvendas.csv)',
  needs: { period: true },
  run: async (db, params) =>
    (
      await db.query(
        `
    WITH ${SALES_CTE},
    dias AS (SELECT d::date AS dia FROM generate_series($1::date, $2::date, interval '1 day') AS d)
    SELECT to_char(d.dia, 'YYYY-MM-DD') AS "Data", count(v.id)::int AS "Quantidade de Pedidos",
           ${MONEY('sum(v.valor)')} AS "Valor Total", ${MONEY('avg(v.valor)')} AS "Ticket Médio"
      FROM dias d LEFT JOIN vendas v ON v.dia = d.dia
     GROUP BY d.dia
     ORDER BY d.dia`,
        periodArgs(params),
      )
    ).rows,
};

const byOrderType: ReportDef = {
  name: 'relatorio18',
  title: 'Total de vendas por tipo de pedido (relatorio_tipo_pedido.csv)',
  needs: { period: true },
  run: async (db, params) =>
    (
      await db.query(
        `
    WITH ${SALES_CTE},
    tipos AS (SELECT * FROM (VALUES ('E', 1), ('L', 2)) AS t(tipo, ordem))
    SELECT ${TYPE_LABEL('t.tipo')} AS "Tipo de Pedido", count(v.id)::int AS "Quantidade de Pedidos",
           ${MONEY('sum(v.valor)')} AS "Valor Total", ${MONEY('avg(v.valor)')} AS "Ticket Médio"
      FROM tipos t LEFT JOIN vendas v ON v.tipopedido = t.tipo
     GROUP BY t.tipo, t.ordem
     ORDER BY t.ordem`,
        periodArgs(params),
      )
    ).rows,
};

export const orderReports: ReportDef[] = [minimumValue, cancelled, byStoreAndNeighbourhood, byNeighbourhood, dailyRevenue, byOrderType];
