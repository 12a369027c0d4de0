import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreams, type Upstreams } from './start';

describe('startUpstreams', () => {
  let up: Upstreams;
  beforeAll(async () => {
    up = await startUpstreams();
  }, 180_000);
  afterAll(async () => {
    await up?.close();
  });

  it('serves all five services on ephemeral ports against the seeded database', async () => {
    expect(up.urls.productApi).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/$/);
    const ports = Object.values(up.urls).map((u) => new URL(u).port);
    expect(new Set(ports).size).toBe(5);

    const token = await fetch(`${up.urls.productApi}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '1001', password: 'senha1234' }),
    });
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });

    const customer = await fetch(`${up.urls.erp}processa-cliente`, { method: 'POST', body: JSON.stringify({ cpf: '52998224725', cliente: 'Ana' }) });
    expect(await customer.json()).toMatchObject({ codcli: expect.any(Number) });

    const cancel = await fetch(`${up.urls.loyalty}/admin/api/v2/shops/cancel`, {
      method: 'POST',
      headers: { 'x-username': 'cv-loja18', 'x-token': 'cv-token-18' },
      body: JSON.stringify({ coupon: 'none' }),
    });
    expect(((await cancel.json()) as { response: { code: number } }).response.code).toBe(404);

    const push = await fetch(`${up.urls.push}/notifications`, {
      method: 'POST',
      headers: { authorization: 'Key demo-push-key' },
      body: JSON.stringify({ app_id: 'demo-app-id', contents: { en: 'Olá' }, included_segments: ['Subscribed Users'] }),
    });
    expect(push.status).toBe(200);

    const form = new FormData();
    form.append('folder', 'filiais');
    form.append('file', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])]), 'a.jpg');
    const upload = await fetch(`${up.urls.storage}/upload/`, { method: 'POST', body: form });
    const { data } = (await upload.json()) as { data: { file_url: string } };
    expect((await fetch(data.file_url)).headers.get('content-type')).toBe('image/jpeg');

    // A base URL joined with a stray slash still reaches the service.
    expect((await fetch(`${up.urls.storage}//files/${new URL(data.file_url).pathname.slice('/files/'.length)}`)).status).toBe(200);
  });

  it('starts only the chosen services and closes cleanly', async () => {
    const some = await startUpstreams({ only: ['push'] });
    expect(some.urls.push).not.toBe('');
    expect(some.urls.productApi).toBe('');
    const url = some.urls.push;
    await some.close();
    await expect(fetch(`${url}/notifications`)).rejects.toThrow();
  }, 180_000);
});
