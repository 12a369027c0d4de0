// Storage rules shared by the upload paths: folders, image types recognised by their bytes, keys, the
// signing secret and the file table.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '@painel/db/database';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FOLDERS = ['filiais', 'destaques', 'notificacoes', 'formas-pagamento', 'produtos'] as const;
export const PRESIGNED_TTL_SECONDS = 15 * 60;

const TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/jpeg': { ext: 'jpg', magic: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/png': { ext: 'png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/webp': { ext: 'webp', magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  'image/gif': { ext: 'gif', magic: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
};
export const IMAGE_TYPES = Object.keys(TYPES);

export const isFolder = (value: unknown): value is (typeof FOLDERS)[number] => FOLDERS.includes(value as (typeof FOLDERS)[number]);

export function normaliseType(value: string | undefined): string | undefined {
  const type = (value ?? '').split(';')[0].trim().toLowerCase();
  const canonical = type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
  return Object.hasOwn(TYPES, canonical) ? canonical : undefined;
}

/** The image type the bytes really are, whatever the client declared. */
export const sniffType = (bytes: Buffer): string | undefined => IMAGE_TYPES.find((type) => TYPES[type].magic(bytes));

export const newKey = (folder: string, type: string) => `${folder}/${randomUUID()}.${TYPES[type].ext}`;

const KEY = new RegExp(`^(${FOLDERS.join('|')})/[0-9a-f-]{36}\\.(jpg|png|webp|gif)$`);
export const isKey = (value: string) => KEY.test(value);

export const fileUrl = (origin: string, key: string) => `${origin}/files/${key}`;

const secretCache = new WeakMap<Db, string>();

/** Signing secret kept in the database, so presigned URLs survive a restart and work across processes. */
export async function signingSecret(db: Db): Promise<string> {
  const cached = secretCache.get(db);
  if (cached) return cached;
  await db.query('INSERT INTO storage_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'signing_secret',
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM storage_settings WHERE name = $1', ['signing_secret']);
  secretCache.set(db, rows[0].value);
  return rows[0].value;
}

export function sign(secret: string, key: string, type: string, expires: number): string {
  return createHmac('sha256', secret).update(`PUT\n${key}\n${type}\n${expires}`).digest('hex');
}

export function signatureMatches(secret: string, key: string, type: string, expires: number, given: string): boolean {
  const expected = Buffer.from(sign(secret, key, type, expires), 'hex');
  const actual = Buffer.from(/^[0-9a-f]{64}$/.test(given) ? given : '', 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function saveFile(db: Db, file: { key: string; folder: string; name: string; type: string; bytes: Buffer }) {
  await db.query(
    `INSERT INTO storage_files (key, folder, file_name, content_type, size, bytes) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (key) DO UPDATE SET file_name = EXCLUDED.file_name, content_type = EXCLUDED.content_type,
       size = EXCLUDED.size, bytes = EXCLUDED.bytes, created_at = now()`,
    [file.key, file.folder, file.name, file.type, file.bytes.length, file.bytes],
  );
}

export async function loadFile(db: Db, key: string): Promise<{ type: string; bytes: Buffer; createdAt: Date } | undefined> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array; created_at: Date }>(
    'SELECT content_type, bytes, created_at FROM storage_files WHERE key = $1',
    [key],
  );
  const row = rows[0];
  return row && { type: row.content_type, bytes: Buffer.from(row.bytes), createdAt: row.created_at };
}
