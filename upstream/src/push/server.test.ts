import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { testEngines } from '@painel/db/test-databases';
import { createServiceHandler } from '../sandbox/service';
import { applyServiceMigrations, serve } from '../sandbox/test-support';
import { pushService } from './server';
import { NO_TARGET, parseSendAfter } from './validate';

const PLAYER = '0f8b2c1e-3d4a-4b5c-8d9e-0a1b2c3d4e5f';
const KEY = { authorization: 'Key test-key' };

interface Answer {
  id?: string;
  recipients?: number;
  errors?: unknown;
}

const body = (extra: Record<string, unknown> = {}) => ({
  app_id: 'test-app',
  headings: { en: 'Atualização de pedido', pt: 'Atualização de pedido' },
  contents: { en: 'Pedido separado!', pt: 'Pedido separado!' },
  include_player_ids: [PLAYER],
  ...extra,
});

describe('send_after parsing', () => {
  it('needs an explicit offset and converts to UTC', () => {
    expect(parseSendAfter('2026-01-10 15:00:00 GMT-0300')).toEqual(new Date('2026-01-10T18:00:00Z'));
    expect(parseSendAfter('2026-01-31 23:30:00 GMT-03:00')).toEqual(new Date('2026-02-01T02:30:00Z'));
    expect(parseSendAfter('2026-01-10T15:00:00Z')).toEqual(new Date('2026-01-10T15:00:00Z'));
    expect(parseSendAfter('Thu Sep 24 2015 14:00:00 GMT-0700 (PDT)')).toEqual(new Date('2015-09-24T21:00:00Z'));
    expect(parseSendAfter('2026-01-10 15:00:00')).toBe('no-offset');
    expect(parseSendAfter('2026-02-30 15:00:00 GMT-0300')).toBe('invalid');
    expect(parseSendAfter('amanhã')).toBe('invalid');
  });
});

describe.each(testEngines())('push provider on $name', (engine) => {
  let db: Db;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    db = await engine.open();
    await applyServiceMigrations(db);
    server = await serve(createServiceHandler(db, pushService(db, { appId: 'test-app', apiKey: 'test-key' })));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const send = async (payload: unknown, headers: Record<string, string> = KEY, path = '/notifications') => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as Answer };
  };

  it('accepts a notification on both APIs with their own auth scheme', async () => {
    const current = await send(body({ big_picture: 'http://x/img.jpg', send_after: '2026-01-10 15:00:00 GMT-0300' }));
    expect(current).toEqual({ status: 200, replayed: null, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), recipients: 1 } });
    const stored = await db.query<{ api: string; send_after: Date }>('SELECT api, send_after FROM push_notifications WHERE id = $1', [current.body.id]);
    expect(stored.rows).toEqual([{ api: 'current', send_after: new Date('2026-01-10T18:00:00Z') }]);
    const legacy = await send(body(), { authorization: 'Basic test-key' }, '/api/v1/notifications');
    expect(legacy.body.recipients).toBe(1);
    const view = await fetch(`${server.url}/notifications/${current.body.id}?app_id=test-app`, { headers: KEY });
    expect(await view.json()).toMatchObject({ id: current.body.id, successful: 1, contents: { en: 'Pedido separado!' } });
  });

  it('refuses a wrong or missing key, and the other API scheme, with 403', async () => {
    for (const [headers, path] of [
      [{}, '/notifications'],
      [{ authorization: 'Key nope' }, '/notifications'],
      [{ authorization: 'Basic test-key' }, '/notifications'],
      [KEY, '/api/v1/notifications'],
    ] as const) {
      const res = await send(body(), headers, path);
      expect(res.status).toBe(403);
      expect((res.body.errors as string[])[0]).toMatch(/^Access denied/);
    }
  });

  it('validates the body with 400 and OneSignal messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ include_player_ids: undefined }, NO_TARGET],
      [{ included_segments: ['Active Users'] }, 'Use only one targeting method per request (got include_player_ids, included_segments)'],
      [{ contents: { pt: 'só português' } }, 'Notification contents must have English language content'],
      [
        { include_player_ids: Array.from({ length: 2001 }, () => PLAYER) },
        'include_player_ids may hold at most 2000 entries per request; split the audience into several requests',
      ],
      [{ send_after: '2026-01-10 15:00:00' }, 'send_after must include an explicit time zone offset, e.g. "2026-01-10 15:00:00 GMT-0300"'],
      [{ data: { blob: 'x'.repeat(2100) } }, 'data must be 2048 bytes or smaller'],
      [{ idempotency_key: 'abc' }, 'idempotency_key must be a valid UUID'],
      [{ include_player_ids: undefined, include_aliases: { external_id: ['cliente-1'] } }, 'target_channel is required when using include_aliases'],
      [{ app_id: 'other' }, 'app_id "other" is not a valid app id for this API key'],
    ];
    for (const [extra, message] of cases) {
      const res = await send(body(extra));
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ errors: [message] });
    }
    expect((await send('{oops')).status).toBe(400);
  });

  it('reports invalid targets and answers id "" when nothing is sent', async () => {
    const partial = await send(body({ include_player_ids: [PLAYER, 'not-a-uuid'] }));
    expect(partial.body).toEqual({ id: expect.any(String), recipients: 1, errors: { invalid_player_ids: ['not-a-uuid'] } });
    const aliases = await send(
      body({ include_player_ids: undefined, include_aliases: { external_id: ['cliente-1', 'x'.repeat(200)] }, target_channel: 'push' }),
    );
    expect(aliases.body).toEqual({ id: expect.any(String), recipients: 1, errors: { invalid_aliases: { external_id: ['x'.repeat(200)] } } });
    expect((await send(body({ include_player_ids: ['bad'] }))).body).toEqual({ id: '', recipients: 0, errors: ['All included players are not subscribed'] });
    expect((await send(body({ include_player_ids: undefined, included_segments: ['Active Users'] }))).body.recipients).toBe(830);
    expect((await send(body({ include_player_ids: undefined, included_segments: ['Nobody'] }))).body.id).toBe('');
  });

  it('deduplicates by idempotency key and says it replayed', async () => {
    const key = '7d9f3c2a-1b4e-4f6a-9c8d-2e1f0a3b4c5d';
    const first = await send(body({ idempotency_key: key }));
    const again = await send(body({ idempotency_key: key, contents: { en: 'changed' } }));
    expect(first.replayed).toBeNull();
    expect(again).toEqual({ status: 200, replayed: 'true', body: first.body });
    const legacyKey = 'aa9f3c2a-1b4e-4f6a-9c8d-2e1f0a3b4c5d';
    const legacy1 = await send(body({ external_id: legacyKey }), { authorization: 'Basic test-key' }, '/api/v1/notifications');
    const legacy2 = await send(body({ external_id: legacyKey }), { authorization: 'Basic test-key' }, '/api/v1/notifications');
    expect(legacy2).toEqual({ status: 200, replayed: 'true', body: legacy1.body });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_notifications WHERE idempotency_key = ANY($1::text[])', [
      [key, legacyKey],
    ]);
    expect(rows[0].n).toBe(2);
    // A key older than 30 days is forgotten.
    await db.query(`UPDATE push_notifications SET created_at = now() - interval '31 days' WHERE idempotency_key = $1`, [key]);
    const later = await send(body({ idempotency_key: key }));
    expect(later.replayed).toBeNull();
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('answers 429 with Retry-After while the rate switch is on', async () => {
    await fetch(`${server.url}/_sandbox/faults`, { method: 'POST', body: JSON.stringify({ mode: 'status', status: 429, times: 1 }) });
    const limited = await fetch(`${server.url}/notifications`, { method: 'POST', headers: KEY, body: JSON.stringify(body()) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(await limited.json()).toEqual({ errors: ['API rate limit exceeded.'] });
    expect((await send(body())).status).toBe(200);
  });
});
