// Prepares, once per integration run, the two databases every stack starts from: the reference services' (all
// migrations and the demo data) and the gateway store's (its migrations), as PGlite data folders. Building them
// (initdb, migrations, the seed) took most of each file's start-up when every stack did it again; a stack now
// starts from its own copy (data-templates.ts), still a fresh database with the demo data. When TEST_DATABASE_URL
// names a PostgreSQL server (CI), only the reference services' database is prepared, there, as the template each
// stack's own database is created from (the stores are empty databases there that each gateway migrates): see
// data-templates.ts for why.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FreshPostgres } from '@painel/db/test-databases';
import { openStore } from '../../gateway/src/store/store';
import { saoPauloDate } from '../../upstream/src/db/seed-data/dates';
import { prepareDemoTemplate, seedDemoDatabase } from '../demo-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding upstream/ and gateway/ (the prepared databases) and runs/ (each stack's copies). */
    dataTemplates: string;
    /** São Paulo date the demo data was seeded on: its "today". */
    dataTemplatesDay: string;
    /** On TEST_DATABASE_URL's server, the database holding the reference services' demo data ('' without one). */
    upstreamTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  // Memory-backed where the system has one (copies of ~40 MB per file), else the temporary folder.
  const root = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'painel-integration-'));
  mkdirSync(join(root, 'runs'));
  const day = saoPauloDate(new Date());
  const prepareUpstream = () => seedDemoDatabase({ dataDir: join(root, 'upstream') });
  const prepareGatewayStore = async () => (await openStore({ dataDir: join(root, 'gateway') })).close();
  const adminUrl = process.env.TEST_DATABASE_URL;
  let upstreamTemplate: FreshPostgres | undefined;
  const prepareUpstreamOnServer = async (url: string) => {
    upstreamTemplate = await prepareDemoTemplate(url, 'it_template');
  };
  const removeAll = async () => {
    rmSync(root, { recursive: true, force: true });
    await upstreamTemplate?.drop();
  };
  try {
    // With a server, every stack's databases are on it (data-templates.ts): the PGlite folders would go unused.
    await (adminUrl ? prepareUpstreamOnServer(adminUrl) : Promise.all([prepareUpstream(), prepareGatewayStore()]));
  } catch (error) {
    await removeAll();
    throw error;
  }
  project.provide('dataTemplates', root);
  project.provide('dataTemplatesDay', day);
  project.provide('upstreamTemplateDatabase', upstreamTemplate?.name ?? '');
  return removeAll;
}
