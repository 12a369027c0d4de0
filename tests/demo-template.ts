// The reference services' demo database prepared once on TEST_DATABASE_URL's server, as the template every stack of
// a run copies its own database from (CREATE DATABASE ... TEMPLATE: a fifth of a second, where seeding a fresh
// PGlite took six seconds of the test process's own cores). Shared by the integration and end-to-end global setups.
import { openDatabase } from '@painel/db/database';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import { prepareDatabase } from '../upstream/src/db/prepare';

/** Runs every migration and the demo seed on the database at `where` (a PGlite folder or a PostgreSQL URL), then closes it. */
export async function seedDemoDatabase(where: { dataDir: string } | { url: string }): Promise<void> {
  const db = await openDatabase(where);
  try {
    await prepareDatabase(db);
  } finally {
    await db.close();
  }
}

/** Creates a database on the server behind adminUrl holding every migration and the demo data; drop it after the run. */
export async function prepareDemoTemplate(adminUrl: string, prefix: string): Promise<FreshPostgres> {
  const template = await createFreshPostgres(adminUrl, prefix);
  try {
    await seedDemoDatabase({ url: template.url });
    return template;
  } catch (error) {
    await template.drop();
    throw error;
  }
}
