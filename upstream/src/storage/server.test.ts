import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { testEngines } from '@painel/db/test-databases';
import { createServiceHandler } from '../sandbox/service';
import { applyServiceMigrations, serve } from '../sandbox/test-support';
import { MAX_FILE_BYTES, sign, signingSecret } from './files';
import { storageService } from './server';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('fake jpeg body'), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);

interface Data {
  data: { file_url: string; key: string; presigned_url?: string };
}

describe.each(testEngines())('storage API on $name', (engine) => {
  let db: Db;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    db = await engine.open();
    await applyServiceMigrations(db);
    server = await serve(createServiceHandler(db, storageService(db)));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const upload = async (file: Buffer | undefined, folder: string | undefined, name = 'foto.jpg') => {
    const form = new FormData();
    if (file) form.append('file', new Blob([file], { type: 'image/jpeg' }), name);
    if (folder !== undefined) form.append('folder', folder);
    const res = await fetch(`${server.url}/upload/`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const presign = async (body: unknown) => {
    const res = await fetch(`${server.url}/presigned-url/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Data & Record<string, unknown> };
  };

  it('uploads a multipart image and serves it back with its type', async () => {
    const res = await upload(JPEG, 'produtos');
    expect(res.status).toBe(201);
    const { data } = res.body as unknown as Data;
    expect(data.key).toMatch(/^produtos\/[0-9a-f-]{36}\.jpg$/);
    expect(data.file_url).toBe(`${server.url}/files/${data.key}`);
    const file = await fetch(`${data.file_url}?t=123`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('refuses bad uploads with DRF-style errors', async () => {
    expect(await upload(JPEG, 'outra')).toEqual({ status: 400, body: { folder: [expect.stringContaining('"outra" is not a valid choice')] } });
    expect(await upload(undefined, 'produtos')).toEqual({ status: 400, body: { file: ['No file was submitted.'] } });
    expect(await upload(Buffer.from('%PDF-1.4 not an image'), 'produtos')).toEqual({
      status: 400,
      body: { file: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] },
    });
    expect((await upload(JPEG, undefined)).body).toEqual({ folder: ['This field is required.'] });
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_FILE_BYTES)]);
    expect(await upload(big, 'produtos')).toEqual({ status: 413, body: { detail: 'File too large. Maximum size is 5 MiB (5242880 bytes).' } });
    const asJson = await fetch(`${server.url}/upload/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(asJson.status).toBe(415);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM storage_files WHERE size > ${MAX_FILE_BYTES}`);
    expect(rows[0].n).toBe(0);
  });

  it('hands out a signed URL that accepts the PUT once signed, then serves the file', async () => {
    const res = await presign({ file_name: 'banner.png', file_type: 'image/png', folder: 'destaques' });
    expect(res.status).toBe(200);
    const { presigned_url: url, file_url: fileUrl, key } = res.body.data;
    expect(key).toMatch(/^destaques\/[0-9a-f-]{36}\.png$/);
    expect((await fetch(fileUrl)).status).toBe(404);

    const tampered = url!.replace(/signature=[0-9a-f]/, (m) => (m.endsWith('0') ? `${m.slice(0, -1)}1` : `${m.slice(0, -1)}0`));
    const badSig = await fetch(tampered, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(badSig.status).toBe(403);
    expect(await badSig.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect((await fetch(url!, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: PNG })).status).toBe(403);
    expect((await fetch(url!, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: JPEG })).status).toBe(400);

    const put = await fetch(url!, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const file = await fetch(fileUrl);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses expired presigned URLs and bad presign requests', async () => {
    const { body } = await presign({ file_name: 'a.jpg', file_type: 'image/jpg', folder: 'filiais' });
    const expired = new URL(body.data.presigned_url!);
    expired.searchParams.set('expires', '1000');
    const res = await fetch(expired, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: JPEG });
    // Changing the expiry breaks the signature: an expired URL cannot be revived by editing it.
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
    // Correctly signed but past its expiry.
    const past = Math.floor(Date.now() / 1000) - 1;
    expired.searchParams.set('expires', String(past));
    expired.searchParams.set('signature', sign(await signingSecret(db), body.data.key, 'image/jpeg', past));
    const late = await fetch(expired, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: JPEG });
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('<Message>Request has expired</Message>');
    const bad = await presign({ file_name: '', file_type: 'application/pdf', folder: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['file_name', 'file_type', 'folder']);
    expect((await fetch(`${server.url}/files/produtos/%E0%A4%A`)).status).toBe(404);
    expect((await fetch(`${server.url}/upload/`)).status).toBe(405);
  });
});
