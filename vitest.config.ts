// Unit tests sit next to the code (gateway/src, upstream/src, web/src); cross-process tests live in
// tests/integration. End-to-end browser tests have their own config (tests/e2e/vitest.config.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { resolve } from './tests/vitest-resolve.ts';

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          // Vitest's default in run mode is one worker fewer than the cores: one worker on the 2-core CI machine, so
          // the unit step ran its 230 files one after another. Two at least (every file has its own process).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          include: ['packages/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'upstream/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          // View files load their lazy fields (Blueprint's date input, transformed on first import) in beforeAll: on a
          // machine busy with other work that took over the 10 s default, and the file failed without running a test.
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
          fileParallelism: false,
          // One worker process for all files, not one each: a fresh process re-imported the gateway and the upstream
          // services for every one of the 48 files (60 s of imports, ~4.5 s a file in all). Each file still starts
          // its own stacks on fresh copies of the databases; a file that changes process.env or spies on a global
          // puts it back in afterAll.
          isolate: false,
        },
      },
    ],
  },
});
