// The settings tables of docs/operations.md, printed from the declarations (settings.ts, upstream/src/settings.ts):
// `npm run settings-readme` rewrites them between their markers, settings-readme.test.ts fails when they differ.
import { settingsTable, type Declarations } from '@painel/db/settings';
import { UPSTREAM_SETTINGS } from '../../upstream/src/settings';
import { GATEWAY_SETTINGS } from './settings';

const TABLES: Record<string, Declarations> = { gateway: GATEWAY_SETTINGS, upstream: UPSTREAM_SETTINGS };

const begin = (name: string) => `<!-- settings:${name} (printed by npm run settings-readme from the declarations; do not edit) -->`;
const end = (name: string) => `<!-- /settings:${name} -->`;

/** The page's text with each settings table replaced by the one its declarations print. */
export function withSettingsTables(readme: string): string {
  let text = readme;
  for (const [name, declarations] of Object.entries(TABLES)) {
    const from = text.indexOf(begin(name));
    const to = text.indexOf(end(name));
    if (from < 0 || to < from) throw new Error(`docs/operations.md has no ${begin(name)} ... ${end(name)} block`);
    text = `${text.slice(0, from)}${begin(name)}\n${settingsTable(declarations)}\n${text.slice(to)}`;
  }
  return text;
}
