// Keeps the contract suite in step with the gateway's product API clients: every path a client module names is
// asked by some check (an extension's path by the extension checks, which run the gateway's probes), or listed as
// one the gateway only writes to.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_INFO } from '../upstreams/capabilities';
import { UNCHECKED_WRITES } from './calls';

const sources = (folder: URL) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(new URL(name, folder), 'utf8'));

const clientPaths = () => {
  const found = new Set<string>();
  for (const text of sources(new URL('../upstreams/product-api/', import.meta.url))) {
    for (const match of text.matchAll(/['`]([a-z][a-z0-9_-]*\/(?:[a-z][a-z0-9_-]*\/)*)/g)) found.add(match[1]);
  }
  return [...found].sort();
};

describe('the contract suite covers the gateway calls', () => {
  it('every path of upstreams/product-api/ is asked by a check or named as write-only', () => {
    const contract = [
      ...sources(new URL('./', import.meta.url)),
      ...sources(new URL('./checks/', import.meta.url)),
      ...sources(new URL('./calls/', import.meta.url)),
      ...Object.values(CAPABILITY_INFO).map((info) => info.extension),
    ].join('\n');
    const paths = clientPaths();
    expect(paths.length).toBeGreaterThan(40);
    // The path as a whole word: 'pedidos/' is not asked by a check of 'itens-pedidos/'.
    const asked = (path: string) => new RegExp(`(^|[\\s'\`])${path.replace(/[/-]/g, '\\$&')}`, 'm').test(contract);
    const unasked = paths.filter((path) => !(path in UNCHECKED_WRITES) && !asked(path));
    expect(unasked).toEqual([]);
  });
});
