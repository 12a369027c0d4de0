#!/usr/bin/env node
// `npm run migrate`: the deploy step (gateway/src/migrate-main.ts): with NODE_ENV=production the deployable folder's
// build/migrate.js (refused when missing or stale, as `npm start` refuses it), otherwise the sources through tsx.
// Arguments are passed on (`-- --reference`: the reference services' database too).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProblem } from './deployable.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let command;
if (process.env.NODE_ENV === 'production') {
  const problem = buildProblem(root, join(root, 'build'));
  if (problem) {
    console.error(`[migrate] ${problem}`);
    process.exit(1);
  }
  command = [join(root, 'build', 'migrate.js'), ...args];
} else command = ['--import', 'tsx', join(root, 'gateway', 'src', 'migrate-main.ts'), ...args];
const result = spawnSync(process.execPath, command, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
