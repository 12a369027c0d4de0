#!/usr/bin/env node
// `npm run settings-readme`: rewrites the settings tables of docs/operations.md from the declarations (gateway/src/settings-readme.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withSettingsTables } from '../gateway/src/settings-readme.ts';

const readme = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'operations.md');
const before = readFileSync(readme, 'utf8');
const after = withSettingsTables(before);
if (after !== before) writeFileSync(readme, after);
console.log(`[settings-readme] docs/operations.md ${after === before ? 'already matches' : 'rewritten'}`);
