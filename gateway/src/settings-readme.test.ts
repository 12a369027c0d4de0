// The settings tables of docs/operations.md are the declarations' own print: a setting added, renamed or re-described without
// `npm run settings-readme` fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withSettingsTables } from './settings-readme';

const readme = readFileSync(fileURLToPath(new URL('../../docs/operations.md', import.meta.url)), 'utf8');

describe("docs/operations.md's settings tables", () => {
  it('are what the declarations print (npm run settings-readme rewrites them)', () => {
    expect(withSettingsTables(readme)).toBe(readme);
  });

  it('name every setting the gateway reads', () => {
    for (const name of ['PORT', 'LOG_LEVEL', 'PRODUCT_REFRESH_STALE_MINUTES', 'SHUTDOWN_DELAY_MS', 'PGLITE_SHARED_BUFFERS', 'PUBLIC_WEB_URL']) {
      expect(readme).toContain(`| \`${name}\` |`);
    }
  });
});
