// The log pages' texts and filter rules (docs/areas/staff-and-support.md#validation;
// docs/decisions/0020-database-log-dates-on-start.md): user, start and end day, method; dates are plain days (the
// database log's apply to its start time); an empty filter shows all.
import type { ApiLogFilter, DatabaseLogFilter } from '../../generated/resolvers-types';
import type { ApiLogFilter as ApiLogQuery, DatabaseLogFilter as DatabaseLogQuery } from '../../upstreams/product-api/logs';
import { dateScalarDay } from '../../kit/dates';
import { badInput } from '../../kit/paging';

export const LOG_MESSAGES = {
  apiLoadFailed: 'Erro ao Carregar Log da API: ',
  databaseLoadFailed: 'Erro ao Carregar Log do Banco de Dados: ',
  dateRange: 'A data inicial deve ser anterior ou igual à data final.',
  badDate: 'Data inválida.',
  badUser: 'Usuário inválido.',
} as const;

/** What the database log writes while a run is going on: its end time is not known yet. */
export const RUNNING = 'Executando';

/** The two days of a filter, checked: each a real day, the first not after the last. */
function days(filter: { from?: unknown; to?: unknown } | null | undefined): { from?: string; to?: string } {
  const from = dateScalarDay(filter?.from) ?? undefined;
  const to = dateScalarDay(filter?.to) ?? undefined;
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw badInput(LOG_MESSAGES.badDate, field);
  }
  if (from && to && from > to) throw badInput(LOG_MESSAGES.dateRange, 'from');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The 'Log API' filter as the product API reads it. */
export function apiLogQuery(filter: ApiLogFilter | null | undefined): ApiLogQuery {
  const query: ApiLogQuery = { ...days(filter) };
  const user = filter?.userId?.trim();
  if (user) {
    if (!/^\d{1,9}$/.test(user)) throw badInput(LOG_MESSAGES.badUser, 'userId');
    query.userId = Number(user);
  }
  if (filter?.method) query.method = filter.method;
  return query;
}

/** The 'Log Banco de Dados' filter as the product API reads it. */
export function databaseLogQuery(filter: DatabaseLogFilter | null | undefined): DatabaseLogQuery {
  const query: DatabaseLogQuery = { ...days(filter) };
  const user = filter?.username?.trim();
  if (user) query.username = user;
  if (filter?.method) query.method = filter.method;
  return query;
}

/** A user's name as staff read it: first and last name, or null when neither is known. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || null;
}
