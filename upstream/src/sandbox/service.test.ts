import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { testEngines } from '@painel/db/test-databases';
import { erpBridgeService } from '../erp-bridge/server';
import { loyaltyService } from '../loyalty/server';
import type { RecordedRequest } from './recorder';
import { createServiceHandler } from './service';
import { applyServiceMigrations, serve } from './test-support';

const AUTH = { 'content-type': 'application/json', 'x-username': 'cv-loja17', 'x-token': 'cv-token-17' };

describe.each(testEngines())('sandbox on $name', (engine) => {
  let db: Db;
  let erp: { url: string; close(): Promise<void> };
  let loyalty: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    db = await engine.open();
    await applyServiceMigrations(db);
    erp = await serve(createServiceHandler(db, erpBridgeService(db)));
    loyalty = await serve(createServiceHandler(db, loyaltyService(db)));
  }, 60_000);
  afterAll(async () => {
    await erp?.close();
    await loyalty?.close();
    await db?.close();
  });
  beforeEach(async () => {
    for (const base of [erp.url, loyalty.url]) {
      await fetch(`${base}/_sandbox/faults`, { method: 'DELETE' });
      await fetch(`${base}/_sandbox/requests`, { method: 'DELETE' });
    }
  });

  const recorded = async (base: string, query = '') => {
    const res = await fetch(`${base}/_sandbox/requests${query}`);
    return ((await res.json()) as { results: RecordedRequest[] }).results;
  };
  const setFault = (base: string, fault: unknown) => fetch(`${base}/_sandbox/faults`, { method: 'POST', body: JSON.stringify(fault) });
  const cancel = (body: unknown = { coupon: 'X' }) =>
    fetch(`${loyalty.url}/admin/api/v2/shops/cancel`, { method: 'POST', headers: AUTH, body: JSON.stringify(body) });

  it('records every request and answer per service, without secrets', async () => {
    await cancel({ coupon: 'A1' });
    await fetch(`${erp.url}/get_payment_data?orcamento=5`);
    const [entry] = await recorded(loyalty.url);
    expect(entry).toMatchObject({
      service: 'loyalty',
      method: 'POST',
      path: '/admin/api/v2/shops/cancel',
      body: { coupon: 'A1' },
      status: 200,
      response: { response: { code: 404, errors: [{ message: 'Compra não encontrada para o cupom A1.' }] } },
      fault: null,
    });
    expect(entry.headers['x-username']).toBe('cv-loja17');
    expect(entry.headers['x-token']).toBe('[redacted]');
    expect(JSON.stringify(await recorded(loyalty.url))).not.toContain('cv-token-17');
    const erpEntries = await recorded(erp.url);
    expect(erpEntries.map((e) => [e.path, e.query])).toEqual([['/get_payment_data', { orcamento: '5' }]]);
  });

  it('reads from an id on, filters by path, and clears', async () => {
    await cancel();
    const [first] = await recorded(loyalty.url);
    await fetch(`${loyalty.url}/admin/api/v2/shops`, { method: 'POST', headers: AUTH, body: '{}' });
    expect((await recorded(loyalty.url, `?since=${first.id}`)).map((e) => e.path)).toEqual(['/admin/api/v2/shops']);
    expect((await recorded(loyalty.url, '?path=cancel')).map((e) => e.id)).toEqual([first.id]);
    expect((await fetch(`${loyalty.url}/_sandbox/requests?since=abc`)).status).toBe(400);
    const cleared = await fetch(`${loyalty.url}/_sandbox/requests`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ deleted: 2 });
    expect(await recorded(loyalty.url)).toEqual([]);
  });

  it("fails with a status a given number of times, only on the chosen path, in the service's own shape", async () => {
    expect((await setFault(loyalty.url, { mode: 'status', status: 503, times: 2, path: '/cancel' })).status).toBe(201);
    const other = await fetch(`${loyalty.url}/admin/api/v2/shops`, { method: 'POST', headers: AUTH, body: '{}' });
    expect(other.status).toBe(422);
    const failed = await cancel();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ response: { code: 503, errors: [{ message: 'Erro interno. Tente novamente mais tarde.' }] } });
    expect((await cancel()).status).toBe(503);
    expect((await cancel()).status).toBe(200);
    expect((await recorded(loyalty.url)).map((e) => e.fault)).toEqual([null, 'status', 'status', null]);

    await setFault(erp.url, { mode: 'status', status: 500, body: { error: 'falhou' } });
    const custom = await fetch(`${erp.url}/get_payment_data?orcamento=1`);
    expect([custom.status, await custom.json()]).toEqual([500, { error: 'falhou' }]);
    await fetch(`${erp.url}/_sandbox/faults`, { method: 'DELETE' });
    expect((await fetch(`${erp.url}/get_payment_data?orcamento=1`)).status).toBe(200);
  });

  it('leaks a PHP warning before the answer while still doing the work', async () => {
    await setFault(erp.url, { mode: 'warning', times: 1 });
    const res = await fetch(`${erp.url}/processa-cliente`, { method: 'POST', body: JSON.stringify({ cpf: '52998224725', cliente: 'Ana' }) });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/^<br \/>\n<b>Warning<\/b>: {2}oci_execute\(\): ORA-00054.* in <b>\/var\/www\/html\/bridge\/processa-cliente\.php<\/b>/);
    expect(JSON.parse(body.slice(body.indexOf('{')))).toMatchObject({ codcli: expect.any(Number) });
    const { rows } = await db.query(`SELECT nome FROM erp_customers WHERE cpf = '52998224725'`);
    expect(rows).toEqual([{ nome: 'ANA' }]);
    const [entry] = await recorded(erp.url);
    expect(entry.fault).toBe('warning');
    expect(entry.response).toEqual(body);
  });

  it('never answers under a timeout fault, and records it', async () => {
    await setFault(loyalty.url, { mode: 'timeout', times: 1 });
    const aborted = await fetch(`${loyalty.url}/admin/api/v2/shops/cancel`, {
      method: 'POST',
      headers: AUTH,
      body: '{"coupon":"T"}',
      signal: AbortSignal.timeout(300),
    }).then(
      () => 'answered',
      (error: Error) => error.name,
    );
    expect(aborted).toBe('TimeoutError');
    expect((await recorded(loyalty.url, '?path=cancel')).map((e) => [e.status, e.fault])).toContainEqual([null, 'timeout']);
  });

  it('validates fault requests and answers oversized bodies with 413', async () => {
    const bad = await setFault(erp.url, { mode: 'explode', status: 99, times: 0 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: string[] }).errors).toHaveLength(3);
    expect((await setFault(erp.url, { mode: 'status' })).status).toBe(400);
    expect((await fetch(`${erp.url}/_sandbox/faults`)).status).toBe(200);
    const huge = await fetch(`${loyalty.url}/admin/api/v2/shops`, { method: 'POST', headers: AUTH, body: 'x'.repeat(1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect((await recorded(loyalty.url)).map((e) => e.status)).toEqual([413]);
  });
});
