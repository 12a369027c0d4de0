// The log filters (user, start and end day, method; docs/areas/staff-and-support.md#api-log) <-> URL search params <->
// GraphQL variables. Days travel as plain 'YYYY-MM-DD' dates (docs/areas/staff-and-support.md#database-log); an empty
// filter shows all.
import type { ApiLogMethod, DatabaseLogMethod } from '../generated/graphql';
import { formatDate } from '../lib/format';
import { pagingVariables, type Paging } from '../lib/listPaging';

export const DATE_RANGE_INVALID = 'A data inicial deve ser anterior ou igual à data final';

export const API_LOG_METHODS: readonly ApiLogMethod[] = ['PUT', 'DELETE', 'POST'];
export const DATABASE_LOG_METHODS: readonly DatabaseLogMethod[] = ['UPDATE', 'DELETE', 'INSERT'];

export interface LogFilterState {
  /** The user's id (Log API) or matrícula (Log Banco de Dados); '' for everyone */
  user: string;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  to: string;
  /** One of the page's methods, or '' for all */
  method: string;
}

const PARAMS = { user: 'usuario', from: 'de', to: 'ate', method: 'metodo' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of the URL; values a page does not know (a method of the other log, a broken day) are dropped. */
function readLogFilter(params: URLSearchParams, methods: readonly string[]): LogFilterState {
  const day = (value: string | null) => (value && DAY.test(value) ? value : '');
  const method = params.get(PARAMS.method) ?? '';
  return {
    user: params.get(PARAMS.user)?.trim() ?? '',
    from: day(params.get(PARAMS.from)),
    to: day(params.get(PARAMS.to)),
    method: methods.includes(method) ? method : '',
  };
}

/** A new filter starts again from the first page. */
export function writeLogFilter(params: URLSearchParams, filter: LogFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAMS) as Array<keyof LogFilterState>) {
    const value = filter[key].trim();
    if (value) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  next.delete('pagina');
  return next;
}

export const readApiLogFilter = (params: URLSearchParams) => readLogFilter(params, API_LOG_METHODS);
export const readDatabaseLogFilter = (params: URLSearchParams) => readLogFilter(params, DATABASE_LOG_METHODS);

/** The filter dialog's field errors (none: the filter can be applied). */
export function logFilterErrors(filter: LogFilterState): Record<string, string> {
  return filter.from && filter.to && filter.from > filter.to ? { to: DATE_RANGE_INVALID } : {};
}

const days = (filter: LogFilterState) => ({ ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) });

export function apiLogVariables(filter: LogFilterState, paging: Paging) {
  return {
    filter: {
      ...(filter.user ? { userId: filter.user } : {}),
      ...days(filter),
      ...(filter.method ? { method: filter.method as ApiLogMethod } : {}),
    },
    ...pagingVariables(paging),
  };
}

export function databaseLogVariables(filter: LogFilterState, paging: Paging) {
  return {
    filter: {
      ...(filter.user ? { username: filter.user } : {}),
      ...days(filter),
      ...(filter.method ? { method: filter.method as DatabaseLogMethod } : {}),
    },
    ...pagingVariables(paging),
  };
}

/** A user as the filter and the grids name them: 'Name (matrícula)', or the matrícula alone. */
export function userLabel(user: { username: string; name?: string | null } | null | undefined): string {
  if (!user) return '-';
  return user.name ? `${user.name} (${user.username})` : user.username;
}

/** A before/after value made readable: indented JSON; text that is not JSON is shown as it is. */
export function readableJson(text: string | null | undefined): string {
  if (text === null || text === undefined) return '-';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The filter as staff read it beside 'Filtro ativo' (the user by `userName`, the log's own naming of them). */
export function logFilterParts(filter: LogFilterState, userName: string): string[] {
  return [
    filter.user && `Usuário ${userName}`,
    filter.from && `De ${formatDate(filter.from)}`,
    filter.to && `Até ${formatDate(filter.to)}`,
    filter.method && `Método ${filter.method}`,
  ].filter((part): part is string => Boolean(part));
}
