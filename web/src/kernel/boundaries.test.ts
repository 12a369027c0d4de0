// The web kernel (session, toaster, guards, icon loader) is what every domain imports; the shell (app/: router,
// page registry, layout) is the composition root that imports domains. Neither direction may turn around.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const DOMAINS = ['auth', 'customers', 'dashboard', 'orders', 'lib'];

function sources(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(SRC, folder, file));
}

/** Top-level folders of src/ that a file imports from (static and dynamic imports). */
function importedFolders(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const folders = new Set<string>();
  for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const target = relative(SRC, join(file, '..', spec));
    if (!target.startsWith('..')) folders.add(target.split(/[\\/]/)[0]);
  }
  return folders;
}

describe('web kernel boundaries', () => {
  it('keeps the kernel free of the shell and of domains', () => {
    for (const file of sources('kernel')) {
      const used = [...importedFolders(file)].filter((folder) => ['app', ...DOMAINS].includes(folder) && folder !== 'lib');
      expect(used, relative(SRC, file)).toEqual([]);
    }
  });

  it('keeps domains from importing the shell', () => {
    for (const domain of DOMAINS) {
      for (const file of sources(domain)) expect(importedFolders(file).has('app'), relative(SRC, file)).toBe(false);
    }
  });
});
