// The demo's pictures: each one a JPEG of the size the panel's uploader demands for its folder (read back by
// image-size), under a key the storage API accepts, and every image a seeded row points at is served by the
// storage service of the same database.
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { testEngines } from '@painel/db/test-databases';
import { createServiceHandler } from '../sandbox/service';
import { serve } from '../sandbox/test-support';
import { storageService } from '../storage/server';
import { isKey } from '../storage/files';
import { DEMO_IMAGE_ORIGIN, demoImageFiles } from './seed-data/demo-images';
import { prepareDatabase } from './prepare';

// The sizes per folder of docs/decisions/0018-image-rules-per-folder.md.
const SIZES: Record<string, { width: number; height: number; maxBytes: number }> = {
  filiais: { width: 1039, height: 519, maxBytes: 5 * 1024 * 1024 },
  destaques: { width: 395, height: 220, maxBytes: 204_800 },
  'formas-pagamento': { width: 200, height: 125, maxBytes: 2 * 1024 * 1024 },
  notificacoes: { width: 1038, height: 519, maxBytes: 5 * 1024 * 1024 },
  produtos: { width: 400, height: 400, maxBytes: 204_800 },
};
// Products have no size rule (drawn 300x300); recipes, stored in the same folder, must be 400x400.
const PRODUCT = { width: 300, height: 300, maxBytes: 204_800 };

describe('demo pictures', () => {
  const files = demoImageFiles();

  it('are JPEGs of their folder size under storage keys', () => {
    expect(new Set(files.map((f) => f.folder))).toEqual(new Set(Object.keys(SIZES)));
    for (const file of files) {
      const size = file.file_name.startsWith('produto-') ? PRODUCT : SIZES[file.folder];
      expect(imageSize(file.bytes), file.file_name).toMatchObject({ type: 'jpg', width: size.width, height: size.height });
      expect(file.size).toBe(file.bytes.length);
      expect(file.size, file.file_name).toBeLessThanOrEqual(size.maxBytes);
      expect(isKey(file.key), file.key).toBe(true);
      expect(file.key.startsWith(`${file.folder}/`)).toBe(true);
    }
    expect(new Set(files.map((f) => f.key)).size).toBe(files.length);
  });

  it('are drawn the same on every seed', () => {
    expect(demoImageFiles().map((f) => f.bytes.toString('base64'))).toEqual(files.map((f) => f.bytes.toString('base64')));
  });
});

const IMAGE_COLUMNS = [
  ['filiais', 'imagem'],
  ['destaques', 'imagem'],
  ['formas_pagamento', 'imagem'],
  ['notificacoes', 'imagem'],
  ['produtos', 'imagem'],
  ['recipes', 'image'],
] as const;

describe.each(testEngines())('seeded image URLs on $name', (engine) => {
  let db: Db;
  let storage: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
    await prepareDatabase(db, { now: new Date('2026-03-17T15:30:00Z') });
    storage = await serve(createServiceHandler(db, storageService(db)));
  }, 120_000);
  afterAll(async () => {
    await storage?.close();
    await db?.close();
  });

  it.each(IMAGE_COLUMNS)('every %s.%s is served by the storage API where npm start runs it', async (table, column) => {
    const { rows } = await db.query<{ url: string }>(`SELECT DISTINCT "${column}" AS url FROM "${table}" WHERE "${column}" IS NOT NULL`);
    expect(rows.length, table).toBeGreaterThan(0);
    for (const { url } of rows) {
      expect(url.startsWith(`${DEMO_IMAGE_ORIGIN}/files/`), url).toBe(true);
      // The same path on this test's storage service (its port is not 4105).
      const reply = await fetch(`${storage.url}${url.slice(DEMO_IMAGE_ORIGIN.length)}`);
      expect(reply.status, url).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/jpeg');
      expect(imageSize(new Uint8Array(await reply.arrayBuffer())).type).toBe('jpg');
    }
  });
});
