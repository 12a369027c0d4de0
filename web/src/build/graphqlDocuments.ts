// Build-time code (a Vite plugin used by web/vite.config.ts); never imported by the app itself.
//
// Replaces `graphql(\`...\`)` calls by the generated document itself, inlined in the calling module.
// The client preset's `graphql()` looks documents up in one map holding every operation of every screen,
// and even direct imports from generated/graphql.ts share that one module between the login page and
// every route chunk, so all documents would load with the first page. Inlining (what the preset's
// babel/swc plugins do, one step further) puts each document in the chunk of the screen that uses it.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*(['"])([^'"]*\/generated)(?:\/index|\/gql)?\1\s*;?/;
// A template literal without `${...}` interpolation (GraphQL variables like `$id` are fine).
const CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{)|\\.)*)`\s*\)/g;
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),?\s*$/gm;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** source text -> export name, read from the generated gql.ts `documents` map. */
export function readDocumentMap(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf('const documents');
  const body = start >= 0 ? gqlSource.slice(start, gqlSource.indexOf('};', start)) : '';
  const map = new Map<string, string>();
  for (const [, key, name] of body.matchAll(MAP_ENTRY)) map.set(JSON.parse(key) as string, name);
  return map;
}

/** export name -> the document's AST as a JSON literal, read from the generated graphql.ts. */
export function readDocumentAsts(graphqlSource: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, name, json] of graphqlSource.matchAll(DOCUMENT)) map.set(name, json);
  return map;
}

export interface Documents {
  names: Map<string, string>;
  asts: Map<string, string>;
}

/** Rewrites one module; returns null when there is nothing to do. Unknown documents are left to the runtime map. */
export function rewriteGraphqlCalls(code: string, documents: Documents): string | null {
  if (!IMPORT.test(code)) return null;
  let replaced = 0;
  const rewritten = code.replace(CALL, (call, source: string) => {
    const name = documents.names.get(source);
    const ast = name === undefined ? undefined : documents.asts.get(name);
    if (ast === undefined) return call;
    replaced += 1;
    return `(${ast})`;
  });
  if (replaced === 0) return null;
  // Any call left (unknown document after stale codegen, or a shape the pattern does not take) still
  // needs the runtime map, so the import stays.
  return /\bgraphql\s*\(/.test(rewritten) ? rewritten : rewritten.replace(IMPORT, '');
}

export function graphqlDocuments(srcDir: string): Plugin {
  const generated = join(srcDir, 'generated');
  let cached: { stamp: string; documents: Documents } | undefined;
  const documents = () => {
    const files = [join(generated, 'gql.ts'), join(generated, 'graphql.ts')];
    const stamp = files.map((file) => statSync(file).mtimeMs).join(':');
    if (cached?.stamp !== stamp) {
      const [gql, graphql] = files.map((file) => readFileSync(file, 'utf8'));
      cached = { stamp, documents: { names: readDocumentMap(gql), asts: readDocumentAsts(graphql) } };
    }
    return cached.documents;
  };
  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || relative(srcDir, dirname(file)).startsWith('..')) return null;
      if (file.startsWith(generated)) return null;
      if (!code.includes('graphql(')) return null;
      const result = rewriteGraphqlCalls(code, documents());
      return result === null ? null : { code: result, map: null };
    },
  };
}
