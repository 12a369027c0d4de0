// Images for the tests that store one: a JPEG header of a given size (the storage API recognises images by their
// bytes and the gateway reads the size from the frame header) and the panel's upload path (ticket, then PUT).
import { expect } from 'vitest';
import type { Client } from './stack';

/** A minimal JPEG: SOI, APP0, a baseline frame header of the given size, `padding` zero bytes (to reach a file
 *  size), EOI. */
export function jpeg(width: number, height: number, padding = 0): Uint8Array {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const head = [0xff, 0xd8, ...app0, ...sof];
  const bytes = new Uint8Array(head.length + padding + 2);
  bytes.set(head);
  bytes.set([0xff, 0xd9], head.length + padding);
  return bytes;
}

/**
 * Stores `bytes` in `folder` straight through the storage API (POST /upload/), not through the gateway: how a
 * test puts a file there that the gateway's own checks would refuse, to see them refuse it again on save.
 */
export async function storeDirectly(storageUrl: string, bytes: Uint8Array, folder: string, type = 'image/jpeg'): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), 'imagem.jpg');
  form.set('folder', folder);
  const reply = await fetch(new URL('/upload/', storageUrl), { method: 'POST', body: form });
  const body = (await reply.json()) as { data?: { file_url: string } };
  if (reply.status !== 201) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.data!.file_url;
}

const TICKET = `mutation($folder: UploadFolder!, $name: String!, $type: String!, $size: Int!) {
  createImageUpload(folder: $folder, fileName: $name, contentType: $type, size: $size) { uploadUrl errors { message } }
}`;

/** Uploads `bytes` to `folder` as the panel does and answers the stored file's URL. */
export async function uploadImage(gatewayUrl: string, client: Client, folder: string, bytes: Uint8Array): Promise<string> {
  const result = await client.query(TICKET, { folder, name: 'imagem.jpg', type: 'image/jpeg', size: bytes.length });
  const ticket = result.body.data?.createImageUpload as { uploadUrl: string | null; errors: unknown[] };
  expect(ticket.errors).toEqual([]);
  const reply = await fetch(new URL(ticket.uploadUrl!, gatewayUrl), {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: bytes,
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { fileUrl: string }).fileUrl;
}
