// The URL parameters of the log screens' dialogs: the filter, and the entry whose data is open.
import type { ListDialogParams } from '../lib/listPage';

export const LOG_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'registro' };
