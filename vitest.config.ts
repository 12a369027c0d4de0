// Unit tests sit next to the code (gateway/src, upstream/src, web/src); cross-process tests live in
// tests/integration. End-to-end browser tests have their own config (tests/e2e/vitest.config.ts).
import { defineConfig } from 'vitest/config';
import { resolve } from './tests/vitest-resolve.ts';

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'upstream/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
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
        },
      },
    ],
  },
});
