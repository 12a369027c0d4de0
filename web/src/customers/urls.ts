// The URL parameters of the customer screen's filter and details dialogs.
import type { ListDialogParams } from '../lib/listPage';

export const CUSTOMER_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'cliente' };
