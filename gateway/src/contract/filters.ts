// The filters the gateway relies on (documented in the specs' call tables, the ones the seeds profile honours:
// upstream/src/product-api/documented-filters.ts), each asked with a value that must exclude rows: the answer must
// hold only rows with that value, and fewer than the list without it. A service that ignores a filter answers
// every row: the gateway re-checks some lists row by row, but a page then shows fewer rows than asked and its total
// counts rows it should not.
import type { Row } from './contract';
import { saoPauloDate } from '../kit/dates';
import { keyOf } from './ids';

type Query = Record<string, string | number | boolean>;

export interface FilterCheck {
  /** The list and its parameter: 'pedidos-em-aberto/ codfilial'. */
  path: string;
  param: string;
  /** The list's own parameters (the spec's) with and without the filter. */
  base?: Query;
  /** The row's value the filter compares (a nested key taken out). */
  value: (row: Row) => unknown;
  /** How the filter compares: the row's value equals it, contains it (names), is on or after it (a date range). */
  kind: 'equal' | 'contains' | 'after' | 'before' | 'in';
  /** The call table that documents the filter. */
  spec: string;
}

const nestedKey =
  (field: string, key = 'id') =>
  (row: Row) =>
    keyOf(row[field], key) ?? keyOf(row[field], 'id');
const plain = (field: string) => (row: Row) => row[field];
/** The São Paulo day of a date or date-time field: the API's date ranges are days in the company's zone. */
const day = (field: string) => (row: Row) => {
  const value = row[field];
  if (typeof value !== 'string') return null;
  return value.includes('T') ? saoPauloDate(new Date(value)) : value.slice(0, 10);
};
const MAIN = { pedidoadicional: 'false' };
/** The call table of the order and customer lists. */
const ORDERS_CALLS = 'docs/areas/orders.md#calls';
/** The call table of the catalogue and delivery pages. */
const CATALOGUE_CALLS = 'docs/areas/catalogue.md#calls';
/** The call table of the staff and support pages. */
const STAFF_CALLS = 'docs/areas/staff-and-support.md#calls';

export const FILTERS: readonly FilterCheck[] = [
  { path: 'pedidos-em-aberto/', param: 'codfilial', base: MAIN, value: nestedKey('codfilial', 'codFilial'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'pedidos-em-aberto/', param: 'status__in', base: MAIN, value: plain('status'), kind: 'in', spec: ORDERS_CALLS },
  { path: 'pedidos-em-aberto/', param: 'codcli', base: MAIN, value: nestedKey('codcli'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'pedidos-em-aberto/', param: 'data_after', base: MAIN, value: day('datapedido'), kind: 'after', spec: ORDERS_CALLS },
  { path: 'pedidos-em-aberto/', param: 'pedidoadicional', value: plain('pedidoadicional'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'pedidos-concluidos/', param: 'codfilial', base: MAIN, value: nestedKey('codfilial', 'codFilial'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'pedidos-concluidos/', param: 'codcli', base: MAIN, value: nestedKey('codcli'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'pedidos-concluidos/', param: 'datapedido_before', base: MAIN, value: day('datapedido'), kind: 'before', spec: ORDERS_CALLS },
  { path: 'detalhe-cancelamento-pedido/', param: 'codfilial', value: (row) => keyOf(row.numpedido, 'codfilial'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'detalhe-cancelamento-pedido/', param: 'data_after', value: day('data'), kind: 'after', spec: ORDERS_CALLS },
  { path: 'clientes/', param: 'cpf', value: plain('cpf'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'clientes/', param: 'cliente', value: plain('cliente'), kind: 'contains', spec: ORDERS_CALLS },
  { path: 'clientes/', param: 'dtUltmCompra_after', value: day('dtUltmCompra'), kind: 'after', spec: ORDERS_CALLS },
  { path: 'clientes-lite/', param: 'cliente', value: plain('cliente'), kind: 'contains', spec: CATALOGUE_CALLS },
  { path: 'auth/users/serializer/', param: 'username', value: plain('username'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'detalhe-funcionario/', param: 'user', value: nestedKey('user', 'pk'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'detalhe-funcionario/', param: 'branch', value: plain('branch'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'detalhe-funcionario/', param: 'is_separating', value: plain('is_separating'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'detalhe-funcionario/', param: 'is_deliveryman', value: plain('is_deliveryman'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'detalhe-funcionario/', param: 'is_available', value: plain('is_available'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'detalhe-funcionario/', param: 'nome', value: plain('nome'), kind: 'contains', spec: STAFF_CALLS },
  { path: 'detalhe-funcionario/', param: 'cpf', value: plain('cpf'), kind: 'equal', spec: STAFF_CALLS },
  { path: 'detalhe-item-pedido/', param: 'pedido', value: plain('pedido'), kind: 'equal', spec: ORDERS_CALLS },
  { path: 'configuracoes-gerais/', param: 'filial', value: plain('filial'), kind: 'equal', spec: `${ORDERS_CALLS}, ${CATALOGUE_CALLS}` },
  { path: 'filiais/', param: 'status', value: plain('status'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'secoes/', param: 'ativo', value: plain('ativo'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'detalhe-rank-secao-filial/', param: 'filial', value: plain('filial'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'detalhe-taxa/', param: 'cep', value: nestedKey('cep'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'ceps/', param: 'cep', value: plain('cep'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'notificacoes/', param: 'agendada', value: plain('agendada'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'produtos-ordenados/', param: 'codfilial', value: plain('codfilial'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'produtos-ordenados/', param: 'secao', value: nestedKey('secao'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'produtos-ordenados/', param: 'codprod', value: plain('codprod'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'produtos-ordenados/', param: 'descricao', value: plain('descricao'), kind: 'contains', spec: CATALOGUE_CALLS },
  { path: 'horarios-especiais/', param: 'filial', value: plain('filial'), kind: 'equal', spec: CATALOGUE_CALLS },
  { path: 'horarios-especiais/', param: 'data_after', value: day('data'), kind: 'after', spec: CATALOGUE_CALLS },
  { path: 'detalhe-application-logs/', param: 'metodo', value: plain('metodo'), kind: 'equal', spec: STAFF_CALLS },
  { path: 'detalhe-application-logs/', param: 'usuario', value: nestedKey('usuario', 'pk'), kind: 'equal', spec: STAFF_CALLS },
  { path: 'detalhe-update-logs/', param: 'type_op', value: plain('type_op'), kind: 'equal', spec: STAFF_CALLS },
];

/** How the filter is asked with a row's value: booleans as true/false, a name by its longest word as stored (accents
 *  kept: a service without the accent extension matches them as typed). */
export function askedValue(check: FilterCheck, value: unknown): string {
  if (check.kind === 'contains')
    return String(value)
      .trim()
      .split(/\s+/)
      .sort((a, b) => b.length - a.length)[0];
  return String(value);
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a row's value is one the filter, asked with `asked`, lets through. */
export function admits(check: FilterCheck, rowValue: unknown, asked: string): boolean {
  if (rowValue === null || rowValue === undefined) return false;
  const text = String(rowValue);
  switch (check.kind) {
    case 'equal':
    case 'in':
      return check.param === 'cpf' || check.param === 'cep' ? text.replace(/\D/g, '') === asked.replace(/\D/g, '') : text === asked;
    case 'contains':
      return folded(text).includes(folded(asked));
    case 'after':
      return text >= asked;
    case 'before':
      return text <= asked;
  }
}

/** From the list's rows, a value some row has and some other row lacks (a filter on it must exclude rows). */
export function excludingValue(check: FilterCheck, rows: readonly Row[]): string | null {
  const values = rows.map(check.value).filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
  const candidates = check.kind === 'after' || check.kind === 'before' ? [...new Set(values.map(String))].sort() : values;
  const ordered = check.kind === 'after' ? candidates.slice().reverse() : candidates;
  for (const value of ordered) {
    const asked = askedValue(check, value);
    if (rows.some((row) => !admits(check, check.value(row), asked))) return asked;
  }
  return null;
}
