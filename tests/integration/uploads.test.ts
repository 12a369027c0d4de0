// Image uploads through the gateway against the reference storage API: createImageUpload checks folder, type and
// size and returns a ticket; `PUT /uploads/<ticket>` streams the bytes to the presigned URL for the session that
// asked, and refuses everything else with a clear 4xx.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { jpeg } from './images';
import type { Client } from './stack';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

let stack: WorkflowStack;
let submanager: Client;
let other: Client;

const CREATE = `mutation($folder: UploadFolder!, $name: String!, $type: String!, $size: Int!) {
  createImageUpload(folder: $folder, fileName: $name, contentType: $type, size: $size) {
    uploadUrl fileUrl contentType maxBytes expiresAt errors { code message field }
  }
}`;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function ticket(client: Client, variables: Record<string, unknown>) {
  const result = await client.query(CREATE, { folder: 'notificacoes', name: 'promo.jpg', type: 'image/jpeg', size: 100, ...variables });
  return { result, ticket: result.body.data?.createImageUpload as Loose };
}

async function put(client: Client | null, uploadUrl: string, bytes: Uint8Array, type = 'image/jpeg') {
  const reply = await fetch(new URL(uploadUrl, stack.gateway.url), {
    method: 'PUT',
    headers: { 'content-type': type, ...(client?.cookie ? { cookie: client.cookie } : {}) },
    body: bytes,
  });
  return { status: reply.status, body: (await reply.json()) as Loose };
}

withWorkflowStack(['1003', '1001'], (started, clients) => {
  stack = started;
  [submanager, other] = clients;
});

describe('createImageUpload', () => {
  it('gives a gateway ticket for a notification JPEG; the PUT stores the bytes on the storage API', async () => {
    const bytes = jpeg(1038, 519);
    const { ticket: t } = await ticket(submanager, { size: bytes.length });
    expect(t.errors).toEqual([]);
    expect(t.uploadUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]+$/);
    expect(t.uploadUrl).not.toContain('signature');
    expect(t.fileUrl.startsWith(`${stack.upstreams.urls.storage.replace(/\/$/, '')}/files/notificacoes/`)).toBe(true);
    expect(t).toMatchObject({ contentType: 'image/jpeg', maxBytes: 5_242_880 });
    expect(Date.parse(t.expiresAt)).toBeGreaterThan(stack.clock.now);

    const sent = await put(submanager, t.uploadUrl, bytes);
    expect(sent).toEqual({ status: 200, body: { fileUrl: t.fileUrl } });
    const stored = await fetch(t.fileUrl);
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
  });

  it('refuses other types, oversized files and folders the user may not use, with the spec texts', async () => {
    const png = await ticket(submanager, { name: 'a.png', type: 'image/png' });
    expect(png.ticket.errors).toEqual([{ code: 'BAD_TYPE', message: 'A imagem da notificação precisa estar no formato JPEG!', field: 'contentType' }]);
    expect(png.ticket.uploadUrl).toBeNull();
    const big = await ticket(submanager, { size: 5_242_881 });
    expect(big.ticket.errors[0]).toMatchObject({ code: 'TOO_LARGE', message: 'O arquivo é muito grande. Tamanho máximo: 5120KB' });
    const product = await ticket(other, { folder: 'produtos', size: 204_801 });
    expect(product.ticket.errors[0].message).toBe('O arquivo é muito grande. Tamanho máximo: 200KB');
    const branchImage = await ticket(submanager, { folder: 'filiais' });
    expect(branchImage.ticket.errors[0]).toMatchObject({ code: 'FORBIDDEN', field: 'folder' });
    expect((await ticket(submanager, { size: 0 })).ticket.errors[0].code).toBe('EMPTY');
  });

  it('is guarded by the pages of the folders: a separator (none of them) and a visitor are refused', async () => {
    const separator = stack.client();
    await separator.login('1004');
    expect((await ticket(separator, {})).result.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ticket(stack.client(), {})).result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('PUT /uploads/<ticket>', () => {
  it('only for the session that asked, with the signed type, within the size', async () => {
    const bytes = jpeg(1038, 519);
    const { ticket: t } = await ticket(submanager, { size: bytes.length });
    expect((await put(null, t.uploadUrl, bytes)).status).toBe(401);
    expect((await put(other, t.uploadUrl, bytes)).status).toBe(403);
    expect(await put(submanager, t.uploadUrl, bytes, 'image/png')).toEqual({
      status: 415,
      body: { error: { code: 'BAD_TYPE', message: 'A imagem da notificação precisa estar no formato JPEG!' } },
    });
    // Declared JPEG, but the bytes are a PNG: the storage API's refusal becomes the same message.
    expect((await put(submanager, t.uploadUrl, PNG)).body.error.message).toBe('A imagem da notificação precisa estar no formato JPEG!');
    const tooBig = await put(submanager, t.uploadUrl, new Uint8Array(5_242_881));
    expect(tooBig).toEqual({ status: 413, body: { error: { code: 'TOO_LARGE', message: 'O arquivo é muito grande. Tamanho máximo: 5120KB' } } });
    expect((await put(submanager, t.uploadUrl.slice(0, -4) + 'AAAA', bytes)).status).toBe(404);
    expect((await put(submanager, '/uploads/nonsense', bytes)).status).toBe(404);
    const get = await fetch(new URL(t.uploadUrl, stack.gateway.url));
    expect(get.status).toBe(405);
    // None of the refusals stored anything: the ticket still works.
    expect((await put(submanager, t.uploadUrl, bytes)).status).toBe(200);
  });

  it('expires with its ticket', async () => {
    const { ticket: t } = await ticket(submanager, {});
    const before = stack.clock.now;
    stack.clock.now += 15 * 60 * 1000;
    try {
      expect(await put(submanager, t.uploadUrl, jpeg(1038, 519))).toEqual({
        status: 410,
        body: { error: { code: 'EXPIRED', message: 'O envio da imagem expirou. Por favor, tente novamente.' } },
      });
    } finally {
      stack.clock.now = before;
    }
  });
});

/** Declares `declared` bytes, sends `bytes`, then nothing: resolves with the gateway's answer and how long it took. */
function stalledPut(client: Client, uploadUrl: string, declared: number, bytes: Uint8Array) {
  return new Promise<{ status: number; body: Loose; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const req = request(new URL(uploadUrl, stack.gateway.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', 'content-length': String(declared), cookie: client.cookie ?? '' },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), ms: Date.now() - started });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(bytes);
  });
}

describe('PUT /uploads/<ticket>: stalled bodies and single use', () => {
  it('a body that stops arriving is answered 408 and nothing is stored; the ticket may then be used', async () => {
    const bytes = jpeg(1038, 519);
    const { ticket: t } = await ticket(submanager, { size: 5000 });
    const stalled = await stalledPut(submanager, t.uploadUrl, 5000, bytes.slice(0, 100));
    console.log(`stalled upload answered in ${stalled.ms} ms`);
    expect(stalled).toMatchObject({
      status: 408,
      body: { error: { code: 'BODY_STALLED', message: 'O envio da imagem parou de chegar. Por favor, tente novamente.' } },
    });
    expect((await fetch(t.fileUrl)).status).toBe(404);
    const whole = new Uint8Array(5000);
    whole.set(bytes);
    expect((await put(submanager, t.uploadUrl, whole)).status).toBe(200);
  });

  it('a ticket serves one upload: a second PUT is refused', async () => {
    const bytes = jpeg(1038, 519);
    const { ticket: t } = await ticket(submanager, { size: bytes.length });
    expect((await put(submanager, t.uploadUrl, bytes)).status).toBe(200);
    expect(await put(submanager, t.uploadUrl, bytes)).toEqual({
      status: 409,
      body: { error: { code: 'TICKET_USED', message: 'Este envio de imagem já foi usado. Por favor, envie a imagem novamente.' } },
    });
  });
});
