// SQL shared by the reports. Definitions (one place, so every report agrees):
// - a sale is a main order (pedidoadicional = false) that is not cancelled (status <> 'X'); its value is its
//   vltotal plus the vltotal of its non-cancelled additional orders, which are part of the same purchase;
// - an order's day is its datapedido in America/Sao_Paulo, and periods are inclusive;
// - 'filial' is a branch code; null means every branch.
export const ZONE = 'America/Sao_Paulo';

/** Sargable period test on pedidos.datapedido: $start and $end are 'YYYY-MM-DD' parameters. */
export function inPeriod(column: string, start: string, end: string): string {
  return `${column} >= (${start}::date)::timestamp AT TIME ZONE '${ZONE}'
    AND ${column} < ((${end}::date + 1))::timestamp AT TIME ZONE '${ZONE}'`;
}

export function localDay(column: string): string {
  return `(${column} AT TIME ZONE '${ZONE}')::date`;
}

/** Value of a sale: the order plus its non-cancelled additional orders. */
export const ORDER_VALUE = (order: string) => `(${order}.vltotal + COALESCE((SELECT sum(a.vltotal) FROM pedidos a
  WHERE a.pedidoprincipal = ${order}.id AND a.status <> 'X'), 0))`;

/** CTE "vendas": the sales of the period ($1, $2) and branch ($3). */
export const SALES_CTE = `vendas AS (
  SELECT p.id, p.codcli, p.codfilial, p.tipopedido, p.status, p.endereco, p.datapedido,
         ${localDay('p.datapedido')} AS dia,
         ${ORDER_VALUE('p')} AS valor
    FROM pedidos p
   WHERE p.pedidoadicional = false AND p.status <> 'X'
     AND ${inPeriod('p.datapedido', '$1', '$2')}
     AND ($3::int IS NULL OR p.codfilial = $3::int)
)`;

export const STATUS_LABEL = (column: string, type: string) => `CASE ${column}
  WHEN 'R' THEN 'Recebido' WHEN 'S' THEN 'Em Separação' WHEN 'P' THEN 'Separado' WHEN 'C' THEN 'Conferência'
  WHEN 'F' THEN 'Faturamento' WHEN 'E' THEN CASE WHEN ${type} = 'L' THEN 'Aguardando Retirada' ELSE 'Entrega' END
  WHEN 'V' THEN 'Concluído' WHEN 'X' THEN 'Cancelado' ELSE ${column} END`;

export const TYPE_LABEL = (column: string) => `CASE ${column} WHEN 'E' THEN 'Entrega' WHEN 'L' THEN 'Retirada' ELSE ${column} END`;

/** The customer's main phone (or any phone when none is flagged main). */
export const MAIN_PHONE = (customer: string) => `(SELECT t.telefone FROM clientes_telefones t
  WHERE t.cliente = ${customer} ORDER BY t.principal DESC, t.id LIMIT 1)`;

/** Money as a decimal string with 2 places (the CSV writer formats it pt-BR). */
export const MONEY = (expression: string) => `round(COALESCE(${expression}, 0), 2)`;
