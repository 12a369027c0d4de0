/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are untyped JSON, checked by value in the assertions */
// pedidos-alterados (the panel gateway's watcher feed): every insert and update stamps atualizadoem, the list is
// oldest change first, atualizadoem_after narrows it (inclusive), and the order answers keep their shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@painel/db/test-databases';
import { startHarness, type Harness } from './testing/harness';

describe.each(testEngines())('orders changed since a moment on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
    await h.db.exec(`
      INSERT INTO filiais (id, codfilial, razaosocial) VALUES (1, 17, 'Loja 17');
      INSERT INTO clientes (id, cliente, cpf) VALUES (1, 'Maria', '52998224725');
      INSERT INTO pedidos (id, codcli, codfilial, status, tipopedido, datapedido, vltotal) VALUES
        (200, 1, 17, 'R', 'E', '2026-03-01T13:00:00Z', '10.000');
      INSERT INTO pedidos (id, codcli, codfilial, status, tipopedido, datapedido, vltotal) VALUES
        (201, 1, 17, 'S', 'E', '2026-03-01T14:00:00Z', '20.000');
    `);
  }, 120_000);
  afterAll(() => h?.close());

  it('lists every order, oldest change first, with its stamp in microseconds', async () => {
    const res = await h.call('GET', 'pedidos-alterados/?page_size=10');
    expect(res.status).toBe(200);
    expect(res.body.results.map((o: any) => o.id)).toEqual([200, 201]);
    expect(res.body.results[0]).toMatchObject({ id: 200, codfilial: 17, status: 'R', pedidoadicional: false, separador: null });
    expect(res.body.results[0].atualizadoem).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('an update stamps the order again, and atualizadoem_after finds only what changed since', async () => {
    const before = (await h.call('GET', 'pedidos-alterados/?page_size=10')).body.results;
    const mark = before[before.length - 1].atualizadoem;
    const put = await h.call('PUT', 'pedidos/200/', { status: 'S', codcli: 1, codfilial: 17, tipopedido: 'E', vltotal: '10.000' });
    expect(put.status).toBe(200);
    const after = await h.call('GET', `pedidos-alterados/?atualizadoem_after=${encodeURIComponent(mark)}`);
    // Inclusive: the order stamped at the mark itself (201) comes again, then the one just changed.
    expect(after.body.results.map((o: any) => [o.id, o.status])).toEqual([
      [201, 'S'],
      [200, 'S'],
    ]);
    expect(after.body.results[1].atualizadoem > mark).toBe(true);
    expect((await h.call('GET', 'pedidos-alterados/?atualizadoem_after=ontem')).status).toBe(400);
  });

  it('is read-only and leaves the order answers as they were', async () => {
    expect((await h.call('POST', 'pedidos-alterados/', { status: 'R' })).status).toBeGreaterThanOrEqual(400);
    const order = (await h.call('GET', 'pedidos/201')).body;
    expect(order).not.toHaveProperty('atualizadoem');
  });
});
