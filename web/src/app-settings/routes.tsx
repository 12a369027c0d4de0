// The app settings domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { AppSettingsPage } from './views/AppSettingsPage';

export const appSettingsPages = { configuracaoapp: AppSettingsPage };
