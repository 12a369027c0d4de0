#!/usr/bin/env node
// Initial JavaScript of the login page, gzipped: the module scripts and modulepreloads that the built
// index.html references, plus every chunk they import statically (dynamic imports are route chunks and
// do not count). Exit code 1 when over budget. Usage: node web/scripts/bundle-size.mjs [distDir] [--json]
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 200;

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g;

/** Paths (relative to dist) of the scripts and modulepreloads that index.html starts with. */
export function htmlEntries(html) {
  const entries = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = /^<script/.test(tag) && /type=["']module["']/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel=["']modulepreload["']/.test(tag);
    if (!isModuleScript && !isPreload) continue;
    const url = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if (url && !/^(https?:)?\/\//.test(url)) entries.push(url.replace(/^\//, ''));
  }
  return entries;
}

/** Static imports of one chunk, as dist-relative paths. */
export function staticImports(code, chunkPath) {
  const found = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const spec = match[1];
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    found.push(spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(chunkPath), spec));
  }
  return found;
}

export function measureInitialJs(distDir) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} not found: build the web app first (npm run build -w web)`);
  const queue = htmlEntries(readFileSync(indexPath, 'utf8'));
  if (queue.length === 0) throw new Error('index.html references no module script');
  const chunks = new Map();
  while (queue.length > 0) {
    const path = posix.normalize(queue.shift());
    if (chunks.has(path)) continue;
    const code = readFileSync(join(distDir, path));
    chunks.set(path, { bytes: code.length, gzipBytes: gzipSync(code).length });
    queue.push(...staticImports(code.toString('utf8'), path));
  }
  let gzipBytes = 0;
  let bytes = 0;
  for (const chunk of chunks.values()) {
    gzipBytes += chunk.gzipBytes;
    bytes += chunk.bytes;
  }
  return { chunks: Object.fromEntries(chunks), bytes, gzipBytes, gzipKiB: gzipBytes / 1024 };
}

/**
 * JavaScript each domain's pages load on first use, gzipped: its `src/<domain>/routes.tsx` chunk and every chunk
 * it imports statically that the login page has not loaded already (Vite's .vite/manifest.json says which). A view a
 * domain loads lazily on its own (the dashboard's sales chart, for the users who may see it) is listed as
 * `<domain>/<View>`.
 */
export function measurePageJs(distDir, initialChunks = measureInitialJs(distDir).chunks) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: build the web app with build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const pages = {};
  for (const [source, entry] of Object.entries(manifest)) {
    const match = /^src\/([\w-]+)\/(?:routes|views\/(\w+))\.tsx$/.exec(source);
    const domain = match && (match[2] ? `${match[1]}/${match[2]}` : match[1]);
    if (!domain || !entry.isDynamicEntry) continue;
    const seen = new Set();
    const queue = [source];
    let gzipBytes = 0;
    while (queue.length > 0) {
      const key = queue.shift();
      const file = manifest[key]?.file;
      if (!file || seen.has(file) || file in initialChunks) continue;
      seen.add(file);
      gzipBytes += gzipSync(readFileSync(join(distDir, file))).length;
      queue.push(...(manifest[key].imports ?? []));
    }
    pages[domain] = { gzipBytes, chunks: seen.size };
  }
  return pages;
}

function main() {
  const args = process.argv.slice(2);
  const here = dirname(fileURLToPath(import.meta.url));
  const distDir = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '..', 'dist'));
  const result = measureInitialJs(distDir);
  const over = result.gzipKiB > BUDGET_KIB;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...result, budgetKiB: BUDGET_KIB, over, pages: measurePageJs(distDir, result.chunks) }));
  } else {
    for (const [path, chunk] of Object.entries(result.chunks)) {
      console.log(`  ${path}  ${(chunk.gzipBytes / 1024).toFixed(1)} KiB gzipped`);
    }
    console.log(
      `initial JS of the login page: ${result.gzipKiB.toFixed(1)} KiB gzipped ` +
        `(${(result.bytes / 1024).toFixed(1)} KiB raw), budget ${BUDGET_KIB} KiB: ${over ? 'OVER' : 'ok'}`,
    );
  }
  process.exitCode = over ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
