// Build-time code (a Vite plugin used by web/vite.config.ts); never imported by the app itself.
// Build-time replacement of `graphql(\`...\`)` calls by direct imports of the generated documents.
// The client preset's `graphql()` looks documents up in one map that holds every operation of every
// screen, so any page using it would pull all of them into the first chunk. This does what the preset's
// babel/swc plugin does: `graphql(\`query Me {...}\`)` becomes `MeDocument` imported from generated/graphql,
// so each document lands in the chunk that uses it.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*(['"])([^'"]*\/generated)(?:\/index|\/gql)?\1\s*;?/;
const CALL = /\bgraphql\(\s*`([^`$]*)`\s*\)/g;
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),?\s*$/gm;

/** source text -> export name, read from the generated gql.ts `documents` map. */
export function readDocumentMap(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf('const documents');
  const body = start >= 0 ? gqlSource.slice(start, gqlSource.indexOf('};', start)) : '';
  const map = new Map<string, string>();
  for (const [, key, name] of body.matchAll(MAP_ENTRY)) map.set(JSON.parse(key) as string, name);
  return map;
}

/** Rewrites one module; returns null when there is nothing to do. Unknown documents are left to the runtime map. */
export function rewriteGraphqlCalls(code: string, documents: Map<string, string>): string | null {
  const imported = IMPORT.exec(code);
  if (!imported) return null;
  const used = new Set<string>();
  let unresolved = 0;
  const rewritten = code.replace(CALL, (call, source: string) => {
    const name = documents.get(source);
    if (!name) {
      unresolved += 1;
      return call;
    }
    used.add(name);
    return `__gql_${name}`;
  });
  if (used.size === 0) return null;
  const specifiers = [...used].map((name) => `${name} as __gql_${name}`).join(', ');
  const directImport = `import { ${specifiers} } from ${imported[1]}${imported[2]}/graphql${imported[1]};`;
  // Keep the runtime import only if some call could not be resolved (stale codegen).
  return rewritten.replace(IMPORT, unresolved > 0 ? `${imported[0]}\n${directImport}` : directImport);
}

export function graphqlDocuments(srcDir: string): Plugin {
  const gqlPath = join(srcDir, 'generated', 'gql.ts');
  let cached: { mtimeMs: number; map: Map<string, string> } | undefined;
  const documents = () => {
    const { mtimeMs } = statSync(gqlPath);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, map: readDocumentMap(readFileSync(gqlPath, 'utf8')) };
    return cached.map;
  };
  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || relative(srcDir, dirname(file)).startsWith('..')) return null;
      if (file.startsWith(join(srcDir, 'generated'))) return null;
      if (!code.includes('graphql(')) return null;
      const result = rewriteGraphqlCalls(code, documents());
      return result === null ? null : { code: result, map: null };
    },
  };
}
