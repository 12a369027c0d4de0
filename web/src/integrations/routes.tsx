// The integrations domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { IntegrationsPage } from './views/IntegrationsPage';

export const integrationPages = { integracoes: IntegrationsPage };
