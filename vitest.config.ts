// Unit tests sit next to the code (gateway/src, upstream/src, web/src); cross-process tests live in
// tests/integration. End-to-end browser tests have their own config (tests/e2e/vitest.config.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { resolve } from './tests/vitest-resolve.ts';

// Unit and view files: a worker process runs file after file and keeps what Node loaded, instead of a process per
// file that spent most of its time importing the same libraries again (views: imports 228 s of the step's 383 s;
// unit + views in a clean-clone .ci/run 174 s, 118 s so, 2026-12-07). Each file still gets its own source modules and
// mocks: each-file-setup.ts resets the module registry before it, and vi.mock is kept per file by vitest.
const eachFileAfresh = { environment: 'node', setupFiles: ['tests/each-file-setup.ts'], isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          // Vitest's default in run mode is one worker fewer than the cores: one worker on the 2-core CI machine, so
          // the unit step ran its files one after another. Two at least.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          include: ['packages/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'upstream/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          ...eachFileAfresh,
          testTimeout: 30_000,
          // A hook that opens a database or starts a server is not to fail on how busy the machine is.
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          // The web app's view tests (jsdom, React, Blueprint), each file's environment named in its first lines.
          name: 'views',
          include: ['web/src/**/*.test.tsx'],
          ...eachFileAfresh,
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          // The lazy date and time fields are loaded by the files that need them at their top level (an await while
          // the file loads, under no timeout), not in beforeAll, where on a busy machine they outran the 10 s default.
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The databases every stack copies (demo data, store schema), prepared once per run.
          globalSetup: ['tests/integration/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time on the 2-core CI machine: one file at a time left a core idle for most of the step
          // (a stack waits on its own HTTP hops and database); three took as long as two in a clean-clone run (281 s,
          // 2026-12-07), each file slower. Every file starts its own stacks on fresh copies of the databases (random
          // names on PostgreSQL), on ports the system picks, in folders of its own.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A worker process runs file after file, not one process each: a fresh process re-imported the gateway and
          // the upstream services for every file (60 s of imports, ~4.5 s a file in all). A file that changes
          // process.env or spies on a global puts it back in afterAll.
          isolate: false,
        },
      },
    ],
  },
});
