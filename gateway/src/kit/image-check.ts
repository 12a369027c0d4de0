// The image rule of a storage folder (docs/decisions/0018-image-rules-per-folder.md: highlight 395x220 JPEG up to 200
// KB, payment 200x125 JPEG up to 2 MB, ...) checked on the stored file's bytes before a mutation stores its URL: the
// URL must be a file of the storage API in the folder's own directory, and the bytes a JPEG of the exact size within
// the byte limit. The browser checks the same before uploading; only this check counts.
import { imageSize } from 'image-size';
import type { UploadFolder } from '../generated/resolvers-types';
import { FOLDER_RULES, UPLOAD_MESSAGES } from './storage-folders';

export interface ImageRule {
  folder: UploadFolder;
  /** Exact size; absent where the folder's rule sets none (product images: JPEG and bytes only, docs/decisions/0018-image-rules-per-folder.md) */
  width?: number;
  height?: number;
  /** The file's largest size; the folder's upload limit unless given. */
  maxBytes?: number;
  /** How the messages name the image's owner: 'do destaque', 'da forma de pagamento'. */
  of: string;
  /** The spec's own text for a file over the limit, where it gives one. */
  tooLarge?: string;
  /** The spec's own texts for a file of another type or size, where it gives them (the notification's). */
  notJpeg?: string;
  wrongSize?: string;
}

export const IMAGE_CHECK_MESSAGES = {
  notOnStorage: (of: string) => `A imagem ${of} precisa ser enviada pelo painel antes de usá-la.`,
  unreadable: (of: string) => `Não foi possível ler a imagem ${of}. Envie-a novamente.`,
  notJpeg: 'Por favor, selecione apenas arquivo de imagens nos formatos JPG e JPEG',
  wrongSize: (width: number, height: number) => `A imagem deve ter dimensões de ${width}x${height}px`,
} as const;

export type FetchBytes = (url: string, limit: number) => Promise<Uint8Array | null>;

const limitOf = (rule: ImageRule) => rule.maxBytes ?? FOLDER_RULES[rule.folder].maxBytes;

/**
 * Where stored files are published: STORAGE_PUBLIC_URL when the site serves them from elsewhere (a CDN, an S3
 * bucket), else the storage API's own `files/`. Its folders hold the uploads (`<base><folder>/<name>`).
 */
export function storedFilesBase(urls: { storage: string; storagePublic?: string }): string {
  if (urls.storagePublic) return urls.storagePublic.endsWith('/') ? urls.storagePublic : `${urls.storagePublic}/`;
  return `${urls.storage.replace(/\/+$/, '')}/files/`;
}

/** Whether the URL is a stored file under the folder's directory of `filesBase` (no credentials, no other origin). */
export function isStorageFile(imageUrl: string, filesBase: string, folder: UploadFolder): boolean {
  let url: URL;
  let base: URL;
  try {
    url = new URL(imageUrl.trim());
    base = new URL(filesBase);
  } catch {
    return false;
  }
  if (url.origin !== base.origin || url.username || url.password || url.search || url.hash) return false;
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const prefix = `${basePath}${FOLDER_RULES[folder].storageFolder}/`;
  const rest = url.pathname.slice(prefix.length);
  return url.pathname.startsWith(prefix) && rest.length > 0 && !rest.includes('/') && !rest.includes('..');
}

/** The problem of the bytes under the rule (message), or null. */
export function bytesProblem(bytes: Uint8Array, rule: ImageRule): string | null {
  const limit = limitOf(rule);
  if (bytes.length > limit) return rule.tooLarge ?? UPLOAD_MESSAGES.tooLarge(limit);
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    return rule.notJpeg ?? IMAGE_CHECK_MESSAGES.notJpeg;
  }
  if (size.type !== 'jpg') return rule.notJpeg ?? IMAGE_CHECK_MESSAGES.notJpeg;
  if (rule.width === undefined || rule.height === undefined) return null;
  if (size.width !== rule.width || size.height !== rule.height) return rule.wrongSize ?? IMAGE_CHECK_MESSAGES.wrongSize(rule.width, rule.height);
  return null;
}

/** The image's problem (message) or null; `fetchBytes` reads the file (tests pass their own). */
export async function imageProblem(imageUrl: string, rule: ImageRule, filesBase: string, fetchBytes: FetchBytes = readBytes): Promise<string | null> {
  if (!isStorageFile(imageUrl, filesBase, rule.folder)) return IMAGE_CHECK_MESSAGES.notOnStorage(rule.of);
  const limit = limitOf(rule);
  // One byte past the limit is enough to know the file is too large.
  const bytes = await fetchBytes(imageUrl.trim(), limit + 1);
  if (!bytes) return IMAGE_CHECK_MESSAGES.unreadable(rule.of);
  return bytesProblem(bytes, rule);
}

/** The file's bytes, at most `limit` of them; null when it cannot be read. */
async function readBytes(url: string, limit: number): Promise<Uint8Array | null> {
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'error' });
    if (!reply.ok || !reply.body) return null;
    const chunks: Uint8Array[] = [];
    let length = 0;
    const reader = reply.body.getReader();
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
    await reader.cancel().catch(() => undefined);
    const bytes = new Uint8Array(length);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes.subarray(0, limit);
  } catch {
    return null;
  }
}
