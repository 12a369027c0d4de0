// Dashboard data (ours: the spec does not show the chart's source): orders and revenue per month for each
// requested year, all twelve months present (docs/decisions/0003-dashboard-all-twelve-months.md: MAI included), zeros
// where nothing was sold.
import type { Queryable } from '@painel/db/database';
import { ReportInputError } from './params';
import { MONEY, ORDER_VALUE, ZONE } from './sql';

export interface MonthlySales {
  ano: number;
  mes: number;
  pedidos: number;
  valor: string;
}

const MAX_YEARS = 10;

export function readYears(query: URLSearchParams): { years: number[]; branch: number | null } {
  const text = (query.get('anos') ?? '').trim();
  const parts = text === '' ? [] : text.split(',').map((p) => p.trim());
  const errors: Record<string, string[]> = {};
  if (parts.length === 0) errors.anos = ['This field is required.'];
  else if (parts.length > MAX_YEARS) errors.anos = [`Ensure this field has no more than ${MAX_YEARS} elements.`];
  else if (parts.some((p) => !/^\d{4}$/.test(p) || Number(p) < 1900 || Number(p) > 2999)) errors.anos = ['Enter a valid year.'];
  const branchText = (query.get('filial') ?? '').trim();
  let branch: number | null = null;
  if (branchText !== '' && branchText.toLowerCase() !== 'todas') {
    if (/^\d{1,9}$/.test(branchText)) branch = Number(branchText);
    else errors.filial = ['Enter a whole number.'];
  }
  if (Object.keys(errors).length > 0) throw new ReportInputError(errors);
  return { years: [...new Set(parts.map(Number))].sort((a, b) => a - b), branch };
}

export async function monthlySales(db: Queryable, years: number[], branch: number | null): Promise<MonthlySales[]> {
  const { rows } = await db.query<MonthlySales>(
    `
    WITH meses AS (
      SELECT a AS ano, m AS mes FROM unnest($1::int[]) AS a, generate_series(1, 12) AS m
    ),
    vendas AS (
      SELECT extract(year FROM p.datapedido AT TIME ZONE '${ZONE}')::int AS ano,
             extract(month FROM p.datapedido AT TIME ZONE '${ZONE}')::int AS mes,
             ${ORDER_VALUE('p')} AS valor
        FROM pedidos p
       WHERE p.pedidoadicional = false AND p.status <> 'X'
         AND p.datapedido >= (make_date((SELECT min(a) FROM unnest($1::int[]) a), 1, 1))::timestamp AT TIME ZONE '${ZONE}'
         AND p.datapedido < (make_date((SELECT max(a) FROM unnest($1::int[]) a) + 1, 1, 1))::timestamp AT TIME ZONE '${ZONE}'
         AND ($2::int IS NULL OR p.codfilial = $2::int)
    )
    SELECT m.ano, m.mes, count(v.valor)::int AS pedidos, ${MONEY('sum(v.valor)')} AS valor
      FROM meses m LEFT JOIN vendas v ON v.ano = m.ano AND v.mes = m.mes
     GROUP BY m.ano, m.mes
     ORDER BY m.ano, m.mes`,
    [years, branch],
  );
  return rows;
}
