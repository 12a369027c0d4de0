// Test helpers for the reference services: a fresh database with only this area's migrations (1NN) and a
// service served on an ephemeral port.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@painel/db/database';
import { migrate } from '@painel/db/migrate';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

export async function applyServiceMigrations(db: Db): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'svc-migrations-'));
  try {
    for (const file of readdirSync(migrationsFolder).filter((f) => /^1\d\d_.+\.sql$/.test(f))) {
      copyFileSync(join(migrationsFolder, file), join(folder, file));
    }
    await migrate(db, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function serve(handler: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
