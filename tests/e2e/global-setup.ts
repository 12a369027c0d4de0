// Starts the whole product for the end-to-end run, once per file run at the same time (workers.ts): reference upstream
// services on ephemeral ports with a fresh database of demo data, and the gateway serving the built web app
// (web/dist). With TEST_DATABASE_URL (CI) both run on databases of their own on that PostgreSQL server, as a
// deployment does: the demo data is seeded once into a template each stack copies, and no query of either runs in
// PGlite's WebAssembly inside this process, which serves every stack of the run from one thread (seeding two stacks
// there took the step's first 20 s). Without it, in memory, seeded at start.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import { startUpstreams } from '../../upstream/src/start';
import { startGateway } from '../../gateway/src/server';
import { prepareDemoTemplate } from '../demo-template';
import { TEST_DEADLINE_MS } from '../request-limits';
import { E2E_WORKERS } from './workers';

/** One stack of the run: its panel, its upstream services and the folder of its logged-in sessions. */
export interface E2EStack {
  baseUrl: string;
  upstreamUrls: Record<'productApi' | 'erp' | 'loyalty' | 'push' | 'storage', string>;
  /** Where browser.ts keeps this stack's logged-in sessions (storage states), one file per user. */
  sessionDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per file run at the same time (E2E_WORKERS): a file uses the one of its worker (stackUrls.ts). */
    stacks: E2EStack[];
  }
}

/** A stack's two databases on the server (the demo data copied from the template, an empty store), or none: in memory. */
async function serverDatabases(template: FreshPostgres | undefined): Promise<FreshPostgres[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !template) return [];
  return Promise.all([createFreshPostgres(adminUrl, 'e2e_upstream', template.name), createFreshPostgres(adminUrl, 'e2e_store')]);
}

async function startStack(webDist: string, template: FreshPostgres | undefined) {
  let publicWebUrl = '';
  const databases = await serverDatabases(template);
  const [upstreamDb, storeDb] = databases;
  const upstreams = await startUpstreams({ publicWebUrl: () => publicWebUrl, databaseUrl: upstreamDb?.url });
  // The reference services' default profile honours Idempotency-Key, and the gateway is told so, as `npm start` tells it
  // (ERP_IDEMPOTENCY / LOYALTY_IDEMPOTENCY=honoured): a send whose answer was lost may go again on its own.
  const gateway = await startGateway({
    port: 0,
    upstreams: upstreams.urls,
    databaseUrl: storeDb?.url,
    webDist,
    logLevel: 'silent',
    requests: { deadlineMs: TEST_DEADLINE_MS },
    idempotency: { erp: true, loyalty: true },
  });
  // The reference API's recovery/ builds reset links on this base: links lead to this stack's panel.
  publicWebUrl = gateway.url;
  const stack: E2EStack = {
    baseUrl: gateway.url.replace(/\/$/, ''),
    upstreamUrls: upstreams.urls,
    sessionDir: mkdtempSync(join(tmpdir(), 'e2e-sessions-')),
  };
  const close = async () => {
    rmSync(stack.sessionDir, { recursive: true, force: true });
    await gateway.close();
    await upstreams.close();
    await Promise.all(databases.map((db) => db.drop()));
  };
  return { stack, close };
}

export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets a developer test a build kept elsewhere while web/dist is being rebuilt.
  const webDist = process.env.E2E_WEB_DIST ? `${process.env.E2E_WEB_DIST.replace(/\/$/, '')}/` : fileURLToPath(new URL('../../web/dist/', import.meta.url));
  if (!existsSync(`${webDist}index.html`)) throw new Error('web/dist is missing: run `npm run build -w web` first');
  // Integration keys act upstream as this service account (auth/integration-keys-account.ts): the demo superuser.
  process.env.INTEGRATION_ACCOUNT_MATRICULA ??= '1001';
  process.env.INTEGRATION_ACCOUNT_PASSWORD ??= 'senha1234';
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await prepareDemoTemplate(adminUrl, 'e2e_template') : undefined;
  // Started side by side; when one fails, those that did start are closed before the failure is reported.
  const starting = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startStack(webDist, template)));
  const started = starting.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = starting.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(started.map((s) => s.close()));
    await template?.drop();
    throw failed.reason;
  }
  project.provide(
    'stacks',
    started.map((s) => s.stack),
  );
  return async () => {
    await Promise.all(started.map((s) => s.close()));
    await template?.drop();
  };
}
