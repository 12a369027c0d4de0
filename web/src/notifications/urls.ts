// Links of the notifications screen: the URL parameters of its filter and send dialogs.
import type { ListDialogParams } from '../lib/listPage';

export const NOTIFICATION_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'notificacao' };
/** The send dialog, open while this parameter is in the URL. */
export const SEND_DIALOG = 'enviar';
