// Customer reads against the product API: the 'Busca de Clientes' search's parameters and page
// (docs/areas/orders.md#customer-search). Lookups by id go through the per-request DataLoader (resolvers.ts).
import type { CustomerFilter } from '../../generated/resolvers-types';
import type { ProductApi } from '../../upstreams/product-api';
import { badInput, pageRequest, pageResult, type PageResult } from '../../kit/paging';
import { addDays, oneMonthBefore, saoPauloDate } from '../../kit/dates';
import type { CustomerRecord } from '../../upstreams/product-api/customers';
import { cpfDigits } from '../../kit/cpf';
import { CUSTOMER_MESSAGES } from './rules';

/**
 * Query parameters of the search. 'Ativos' bought within the last month (on or after the day one month before
 * today, São Paulo time); 'Inativos' did not (last purchase strictly before that day: the upstream's _before is
 * inclusive, hence the day before). Both: no date filter. Neither: refused, as the filter dialog does.
 */
export function customerSearchParams(filter: CustomerFilter | null | undefined, now: Date): Record<string, string> {
  const active = filter?.active ?? true;
  const inactive = filter?.inactive ?? true;
  if (!active && !inactive) throw badInput(CUSTOMER_MESSAGES.statusRequired, 'active');
  const params: Record<string, string> = {};
  const name = filter?.name?.trim();
  if (name) params.cliente = name;
  const cpf = cpfDigits(filter?.cpf);
  if (cpf) params.cpf = cpf;
  const monthAgo = oneMonthBefore(saoPauloDate(now));
  if (active && !inactive) params.dtUltmCompra_after = monthAgo;
  if (inactive && !active) params.dtUltmCompra_before = addDays(monthAgo, -1);
  return params;
}

export async function searchCustomers(
  api: ProductApi,
  filter: CustomerFilter | null | undefined,
  page: number | null | undefined,
  pageSize: number | null | undefined,
  now: Date,
): Promise<PageResult<CustomerRecord>> {
  const params = customerSearchParams(filter, now);
  const request = pageRequest(page, pageSize);
  return pageResult(request, await api.customers.list(params, request.page, request.size));
}
