// The deployable folder (`npm run build` writes build/): built once, started many times with plain node from any
// directory. It holds the bundled programs (gateway.js, upstream.js: the reference services, migrate.js: the deploy
// step), the assets they read at run time at the same paths below it as in the checkout (schema/*.graphql, both
// migration folders, the Sandbox examples, the published schema, web/dist with its .br/.gz), a package.json
// listing only the runtime dependencies (the packages the bundles leave external, at the versions installed here)
// and, with --with-modules, those packages and what they need, hard-linked from node_modules (the Dockerfile's
// runtime stage copies the folder alone). build-info.json records the hash of the sources it was built from, so
// `NODE_ENV=production npm start` can refuse a stale build. Nothing in it writes into the folder: a production
// gateway must be given GATEWAY_DATABASE_URL or DATA_DIR.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** The programs of the folder: entry, and the file written at its top. */
export const DEPLOY_PROGRAMS = [
  { entry: 'gateway/src/main.ts', outfile: 'gateway.js' },
  { entry: 'upstream/src/main.ts', outfile: 'upstream.js' },
  { entry: 'gateway/src/migrate-main.ts', outfile: 'migrate.js' },
];

/** What the programs read at run time, copied to the same path below the folder. */
const ASSETS = [
  'schema',
  'gateway/src/store/migrations',
  'upstream/src/db/migrations',
  'gateway/src/sandbox-examples.graphql',
  'published/schema.graphql',
  'web/dist',
];

function filesUnder(dir, accept) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (['node_modules', 'dist'].includes(entry.name)) continue;
      out.push(...filesUnder(full, accept));
    } else if (accept(full)) out.push(full);
  }
  return out.sort();
}

/** The sources a build is made from: the programs' code (no tests), the generated types, the assets, the build scripts. */
function deployInputs(root) {
  const code = (f) => !/\.test\.tsx?$/.test(f);
  return [
    ...['gateway/src', 'upstream/src', 'packages/db/src'].flatMap((d) => filesUnder(join(root, d), code)),
    ...['gateway', 'upstream', 'packages/db'].map((w) => join(root, w, 'package.json')),
    ...ASSETS.filter((a) => a !== 'web/dist' && !a.startsWith('gateway/src') && !a.startsWith('upstream/src')).flatMap((a) =>
      existsSync(join(root, a)) && lstatSync(join(root, a)).isDirectory() ? filesUnder(join(root, a), () => true) : [join(root, a)],
    ),
    join(root, 'web', 'dist', 'index.html'),
    join(root, 'scripts', 'build.mjs'),
    join(root, 'scripts', 'deployable.mjs'),
  ].filter((f) => existsSync(f));
}

/** The hash of the sources as they are now (null when this is not a checkout: no sources to compare). */
export function sourcesHash(root) {
  if (!existsSync(join(root, 'gateway', 'src'))) return null;
  const hash = createHash('sha256');
  for (const file of deployInputs(root)) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Why the folder cannot be started as the build of these sources, or null when it can. */
export function buildProblem(root, outDir) {
  const info = join(outDir, 'build-info.json');
  if (!existsSync(info) || !existsSync(join(outDir, 'gateway.js'))) return `${relative(process.cwd(), outDir) || outDir} is missing: run 'npm run build'`;
  const built = JSON.parse(readFileSync(info, 'utf8')).sources;
  const now = sourcesHash(root);
  if (now !== null && built !== now)
    return `${relative(process.cwd(), outDir) || outDir} is stale (the sources changed since it was built): run 'npm run build'`;
  return null;
}

/** The package a bare import names ('@scope/name/sub' -> '@scope/name'); null for node built-ins. */
function packageName(specifier) {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Node's resolution of a package from a directory: the nearest node_modules/<name> up the tree. */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** The external packages the bundles import, each resolved from the source file that imports it. */
function externalPackages(root, metafiles) {
  const found = new Map();
  for (const metafile of metafiles) {
    for (const [input, { imports }] of Object.entries(metafile.inputs)) {
      for (const imported of imports) {
        if (!imported.external) continue;
        const name = packageName(imported.path);
        if (!name || found.has(name)) continue;
        const dir = packageDir(name, dirname(join(root, input)));
        if (!dir) {
          if (/^[a-z@]/.test(imported.path) && !builtin(name)) throw new Error(`${input} imports ${imported.path}, which is not installed`);
          continue;
        }
        found.set(name, dir);
      }
    }
  }
  return found;
}

const BUILTINS = new Set([
  'fs',
  'path',
  'os',
  'url',
  'crypto',
  'http',
  'https',
  'net',
  'tls',
  'stream',
  'zlib',
  'events',
  'util',
  'child_process',
  'worker_threads',
  'perf_hooks',
  'buffer',
  'dns',
  'assert',
  'async_hooks',
  'querystring',
  'string_decoder',
  'readline',
  'module',
  'process',
  'timers',
  'v8',
  'vm',
]);
const builtin = (name) => BUILTINS.has(name);

/** Hard-links a package's files (not its own node_modules: those are packages of their own). */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** The runtime packages and everything they need, placed as node would find them from the folder's top. */
function copyModules(root, outDir, direct) {
  const placed = new Map();
  const queue = [...direct.entries()].map(([name, dir]) => ({ name, dir, target: join(outDir, 'node_modules', name) }));
  while (queue.length) {
    const { name, dir, target } = queue.shift();
    if (placed.has(target)) continue;
    placed.set(target, dir);
    linkTree(dir, target);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const needs = { ...manifest.peerDependencies, ...manifest.optionalDependencies, ...manifest.dependencies };
    for (const dependency of Object.keys(needs)) {
      const found = packageDir(dependency, dir);
      if (!found) continue; // an optional or peer dependency not installed here
      // Where node finds it from `target`: nested beside it when it is nested here, else at the top.
      const nested = found.startsWith(join(dir, 'node_modules') + sep);
      const top = join(outDir, 'node_modules', dependency);
      const into = nested
        ? join(target, 'node_modules', dependency)
        : placed.has(top) && placed.get(top) !== found
          ? join(target, 'node_modules', dependency)
          : top;
      queue.push({ name: dependency, dir: found, target: into });
    }
    void name;
  }
  return placed.size;
}

/**
 * Writes the folder: bundles (by `bundle(entry, outfile)`, which answers esbuild's metafile), assets, package.json,
 * build-info.json, and with `withModules` the runtime packages.
 */
export async function writeDeployable(root, outDir, bundle, { withModules = false } = {}) {
  if (!existsSync(join(root, 'web', 'dist', 'index.html')))
    throw new Error("web/dist is missing: build the web app first ('npm run build' runs the prepare step that does)");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const metafiles = [];
  for (const { entry, outfile } of DEPLOY_PROGRAMS) metafiles.push(await bundle(entry, join(outDir, outfile)));
  for (const asset of ASSETS) {
    const from = join(root, asset);
    if (existsSync(from)) cpSync(from, join(outDir, asset), { recursive: true, filter: (f) => !/\.test\.tsx?$/.test(f) && !f.endsWith('.ts') });
  }
  const externals = externalPackages(root, metafiles);
  const dependencies = Object.fromEntries(
    [...externals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, dir]) => [name, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version]),
  );
  const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines;
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify({ name: 'painel-deploy', private: true, type: 'module', engines, scripts: { start: 'node gateway.js', migrate: 'node migrate.js', upstream: 'node upstream.js' }, dependencies }, null, 2)}\n`,
  );
  const modules = withModules ? copyModules(root, outDir, externals) : 0;
  writeFileSync(join(outDir, 'build-info.json'), `${JSON.stringify({ sources: sourcesHash(root), modules: withModules }, null, 2)}\n`);
  return { dependencies: Object.keys(dependencies).length, modules };
}
