// Links of the customer screen: its path and the URL parameters of its filter and details dialogs.
import type { ListDialogParams } from '../lib/listPage';
import { writePaging, type Paging } from '../lib/listPaging';
import { writeCustomerFilter, type CustomerFilterState } from './filters';

export const CUSTOMER_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'cliente' };

export const CUSTOMER_LIST_PATH = '/dashboard/cliente/';

export function customerListUrl({ filter, paging, customerId }: { filter?: CustomerFilterState; paging?: Paging; customerId?: string } = {}): string {
  let params = new URLSearchParams();
  if (filter) params = writeCustomerFilter(params, filter);
  if (paging) params = writePaging(params, paging);
  if (customerId) params.set(CUSTOMER_DIALOGS.details, customerId);
  const search = params.toString();
  return search ? `${CUSTOMER_LIST_PATH}?${search}` : CUSTOMER_LIST_PATH;
}
