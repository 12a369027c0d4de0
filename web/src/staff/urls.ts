// The URL parameters of the staff screens' dialogs: the filter, and the person whose details are open.
import type { ListDialogParams } from '../lib/listPage';

export const STAFF_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'detalhes' };
