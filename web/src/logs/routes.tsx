// The log domain's pages, one chunk loaded by the shell's page registry (app/pages.ts).
import { ApiLogsPage } from './views/ApiLogsPage';
import { DatabaseLogsPage } from './views/DatabaseLogsPage';

export const logPages = { logapi: ApiLogsPage, logbd: DatabaseLogsPage };
