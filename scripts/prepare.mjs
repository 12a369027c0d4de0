#!/usr/bin/env node
// Makes a fresh clone runnable before `npm start` / `npm test` / `npm run bench`: installs dependencies when the
// lockfile changed, regenerates GraphQL code when the schema or documents changed, rebuilds the web app when
// its sources changed, and compiles the gateway and the reference services to JavaScript in the checkout (their
// dist/ bundles, which tests and benchmarks run) when theirs changed; the deployable folder is `npm run build`'s.
// Each step is skipped when a content hash of its inputs matches the last run.
// Plain JavaScript with Node built-ins only: it must run before anything is installed.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = join(root, 'node_modules', '.cache', 'prepare');

function filesUnder(dir, accept) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (['node_modules', 'dist', 'generated'].includes(entry.name)) continue;
      out.push(...filesUnder(full, accept));
    } else if (accept(full)) out.push(full);
  }
  return out.sort();
}

function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function stale(name, files) {
  const stamp = join(stampDir, name);
  const digest = hashOf(files);
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  return { changed: previous !== digest, save: () => (mkdirSync(stampDir, { recursive: true }), writeFileSync(stamp, digest)) };
}

function run(label, command) {
  console.log(`[prepare] ${label}: ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

const lockfile = join(root, 'package-lock.json');
const install = stale('install', [lockfile]);
if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || install.changed) {
  run('dependencies', existsSync(join(root, 'node_modules')) ? 'npm install --no-audit --no-fund' : 'npm ci --no-audit --no-fund');
  install.save();
}

const schemaFiles = filesUnder(join(root, 'schema'), (f) => f.endsWith('.graphql'));
const webSources = filesUnder(join(root, 'web', 'src'), (f) => /\.(tsx?|css)$/.test(f));
const codegen = stale('codegen', [join(root, 'codegen.ts'), ...schemaFiles, ...webSources]);
const generatedMissing = !existsSync(join(root, 'gateway', 'src', 'generated')) || !existsSync(join(root, 'web', 'src', 'generated'));
if (codegen.changed || generatedMissing) {
  run('codegen', 'npx graphql-codegen --config codegen.ts');
  codegen.save();
}

const webInputs = [
  ...filesUnder(join(root, 'web'), (f) => !f.includes(`${join('web', 'scripts')}`) && /\.(tsx?|css|html|json|svg|png)$/.test(f)),
  ...filesUnder(join(root, 'web', 'src', 'generated'), () => true),
];
const web = stale('web-build', webInputs);
const built = existsSync(join(root, 'web', 'dist', 'index.html'));
if ((web.changed || !built) && existsSync(join(root, 'web', 'index.html'))) {
  run('web build', 'npm run build -w web');
  web.save();
}
// The compiled gateway and reference services: their sources without tests, the generated resolver types, the
// workspace manifests (the @painel/db exports) and the build script; the web and the SQL assets are read at run
// time from where they are, so they are not inputs.
const serverInputs = [
  ...['gateway', 'upstream', join('packages', 'db')].flatMap((w) => [
    join(root, w, 'package.json'),
    ...filesUnder(join(root, w, 'src'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
  ]),
  ...filesUnder(join(root, 'gateway', 'src', 'generated'), () => true),
  join(root, 'scripts', 'build.mjs'),
];
const serverBuild = stale('server-build', serverInputs);
const bundlesMissing = !existsSync(join(root, 'gateway', 'dist', 'main.js')) || !existsSync(join(root, 'upstream', 'dist', 'main.js'));
if (serverBuild.changed || bundlesMissing) {
  run('gateway and upstream build', 'node scripts/build.mjs --dist-only');
  serverBuild.save();
}
// Quiet when nothing had to be done: this runs before every start and test.
if (statSync(stampDir, { throwIfNoEntry: false }) === undefined) mkdirSync(stampDir, { recursive: true });
