// The reports domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { ReportsPage } from './views/ReportsPage';

export const reportPages = { relatorio: ReportsPage };
