// End-to-end tests: real Chromium (Debian's, through playwright-core) against the gateway serving the built web
// app, over the reference upstream services on ephemeral ports with a fresh in-memory database.
import { defineConfig } from 'vitest/config';
import { resolve } from '../vitest-resolve.ts';
import { E2E_WORKERS } from './workers.ts';

export default defineConfig({
  resolve,
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file at a time on its worker's own stack (stackUrls.ts), E2E_WORKERS files at once.
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
  },
});
