// Starts the whole product once for the end-to-end run: reference upstream services on ephemeral ports with a
// fresh in-memory database (demo data), and the gateway serving the built web app (web/dist).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startUpstreams } from '../../upstream/src/start';
import { startGateway } from '../../gateway/src/server';
import { TEST_DEADLINE_MS } from '../request-limits';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    upstreamUrls: Record<'productApi' | 'erp' | 'loyalty' | 'push' | 'storage', string>;
    /** Where browser.ts keeps the run's logged-in sessions (storage states), one file per user. */
    sessionDir: string;
  }
}

export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets a developer test a build kept elsewhere while web/dist is being rebuilt.
  const webDist = process.env.E2E_WEB_DIST ? `${process.env.E2E_WEB_DIST.replace(/\/$/, '')}/` : fileURLToPath(new URL('../../web/dist/', import.meta.url));
  if (!existsSync(`${webDist}index.html`)) throw new Error('web/dist is missing: run `npm run build -w web` first');
  const upstreams = await startUpstreams();
  // Integration keys act upstream as this service account (auth/integration-keys-account.ts): the demo superuser.
  process.env.INTEGRATION_ACCOUNT_MATRICULA ??= '1001';
  process.env.INTEGRATION_ACCOUNT_PASSWORD ??= 'senha1234';
  // The reference services' default profile honours Idempotency-Key, and the gateway is told so, as `npm start` tells it
  // (ERP_IDEMPOTENCY / LOYALTY_IDEMPOTENCY=honoured): a send whose answer was lost may go again on its own.
  const gateway = await startGateway({
    port: 0,
    upstreams: upstreams.urls,
    webDist,
    logLevel: 'silent',
    requests: { deadlineMs: TEST_DEADLINE_MS },
    idempotency: { erp: true, loyalty: true },
  });
  // The reference API's recovery/ builds reset links on this base (read per request): links lead to this run's panel.
  process.env.PUBLIC_WEB_URL = gateway.url;
  project.provide('baseUrl', gateway.url.replace(/\/$/, ''));
  project.provide('upstreamUrls', upstreams.urls);
  const sessionDir = mkdtempSync(join(tmpdir(), 'e2e-sessions-'));
  project.provide('sessionDir', sessionDir);
  return async () => {
    rmSync(sessionDir, { recursive: true, force: true });
    await gateway.close();
    await upstreams.close();
  };
}
