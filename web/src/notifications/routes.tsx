// The notifications domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { NotificationsPage } from './views/NotificationsPage';

export const notificationPages = { notificacao: NotificationsPage };
