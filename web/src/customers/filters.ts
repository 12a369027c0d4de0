// 'Filtros de Clientes' <-> URL search params <-> GraphQL variables (docs/areas/orders.md#customer-search).
import { pagingVariables, type Paging } from '../lib/listPaging';

export interface CustomerFilterState {
  name: string;
  cpf: string;
  /** 'Ativos': bought in the last month */
  active: boolean;
  /** 'Inativos': did not buy in the last month */
  inactive: boolean;
}

export const STATUS_REQUIRED = 'Pelo menos um filtro de status deve estar habilitado';

export function readCustomerFilter(params: URLSearchParams): CustomerFilterState {
  return {
    name: params.get('nome') ?? '',
    cpf: params.get('cpf') ?? '',
    active: params.get('ativos') !== '0',
    inactive: params.get('inativos') !== '0',
  };
}

export function writeCustomerFilter(params: URLSearchParams, filter: CustomerFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('nome', filter.name.trim());
  set('cpf', filter.cpf.trim());
  set('ativos', filter.active ? '' : '0');
  set('inativos', filter.inactive ? '' : '0');
  next.delete('pagina');
  return next;
}

export function validateCustomerFilter(filter: CustomerFilterState): { status?: string } {
  return filter.active || filter.inactive ? {} : { status: STATUS_REQUIRED };
}

export function customerVariables(filter: CustomerFilterState, paging: Paging) {
  const name = filter.name.trim();
  const cpf = filter.cpf.trim();
  return {
    filter: {
      ...(name ? { name } : {}),
      ...(cpf ? { cpf } : {}),
      active: filter.active,
      inactive: filter.inactive,
    },
    ...pagingVariables(paging),
  };
}
