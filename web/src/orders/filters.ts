// Filters of the order lists <-> URL search params <-> GraphQL variables (docs/areas/orders.md#validation).
import type { OrderStatus } from '../generated/graphql';
import { OPEN_STATUSES } from './status';
import { pagingVariables, type Paging } from '../lib/listPaging';

export interface OrderFilterState {
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  /** Customer CPF, digits only or '' */
  cpf: string;
}

export interface OpenOrderFilterState extends OrderFilterState {
  statuses: OrderStatus[];
}

export const STATUS_FILTER_REQUIRED = 'Pelo menos um filtro de status deve estar habilitado';
export const CPF_NUMERIC = 'O CPF deve conter apenas números';
export const DATE_RANGE_INVALID = 'A data inicial deve ser anterior ou igual à data final';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: string | null): string {
  return value && ISO_DATE.test(value) ? value : '';
}

export function readOrderFilter(params: URLSearchParams): OrderFilterState {
  return { from: readDate(params.get('de')), to: readDate(params.get('ate')), cpf: onlyDigits(params.get('cpf') ?? '') };
}

export function readOpenOrderFilter(params: URLSearchParams): OpenOrderFilterState {
  const raw = params.get('status');
  // Absent means the default (all on); present but empty cannot be produced by the dialog.
  const statuses = raw === null ? [...OPEN_STATUSES] : OPEN_STATUSES.filter((status) => raw.split(',').includes(status));
  return { ...readOrderFilter(params), statuses: statuses.length ? statuses : [...OPEN_STATUSES] };
}

/** The filter as URL params, dropping the page number (a new filter starts at page 1). */
export function writeOrderFilter(params: URLSearchParams, filter: OrderFilterState | OpenOrderFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('de', filter.from);
  set('ate', filter.to);
  set('cpf', filter.cpf);
  if ('statuses' in filter) {
    const all = OPEN_STATUSES.every((status) => filter.statuses.includes(status));
    set('status', all ? '' : OPEN_STATUSES.filter((s) => filter.statuses.includes(s)).join(','));
  }
  next.delete('pagina');
  return next;
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

const CPF_DIGITS = 11;

/** What the CPF field keeps of what was typed or pasted: the digits first, then at most 11 of them. */
export function cpfDigits(value: string): string {
  return onlyDigits(value).slice(0, CPF_DIGITS);
}

export type FilterErrors = Partial<Record<'from' | 'to' | 'cpf' | 'statuses', string>>;

export function validateOrderFilter(filter: OrderFilterState | OpenOrderFilterState): FilterErrors {
  const errors: FilterErrors = {};
  if (filter.cpf && !/^\d+$/.test(filter.cpf)) errors.cpf = CPF_NUMERIC;
  if (filter.from && filter.to && filter.from > filter.to) errors.to = DATE_RANGE_INVALID;
  if ('statuses' in filter && filter.statuses.length === 0) errors.statuses = STATUS_FILTER_REQUIRED;
  return errors;
}

export interface OrderFilterVariables {
  from?: string;
  to?: string;
  customerCpf?: string;
}

/** Empty dates and CPF are omitted (docs/areas/orders.md#validation). */
export function orderFilterVariables(filter: OrderFilterState): OrderFilterVariables {
  const variables: OrderFilterVariables = {};
  if (filter.from) variables.from = filter.from;
  if (filter.to) variables.to = filter.to;
  if (filter.cpf) variables.customerCpf = filter.cpf;
  return variables;
}

/** The lists' variables: no pageSize unless the user picked one (the schema's default is the pager's first). */
export function openOrderVariables(filter: OpenOrderFilterState, paging: Paging) {
  return {
    filter: { ...orderFilterVariables(filter), statuses: OPEN_STATUSES.filter((s) => filter.statuses.includes(s)) },
    ...pagingVariables(paging),
  };
}

export function listVariables(filter: OrderFilterState, paging: Paging) {
  return { filter: orderFilterVariables(filter), ...pagingVariables(paging) };
}
