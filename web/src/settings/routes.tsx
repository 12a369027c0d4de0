// The settings domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { SettingsPage } from './views/SettingsPage';

export const settingsPages = { configuracoes: SettingsPage };
