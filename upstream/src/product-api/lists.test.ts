/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are untyped JSON, checked by value in the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@painel/db/test-databases';
import { startHarness, type Harness } from './testing/harness';

describe.each(testEngines())('lists and filters on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
    await h.db.exec(`
      INSERT INTO filiais (codfilial, razaosocial, status) VALUES (17, 'Loja 17', 'A'), (18, 'Loja 18', 'A'), (19, 'Loja 19', 'I');
      INSERT INTO clientes (cliente, cpf, dtultmcompra, vlrultmcompra, player_id) VALUES
        ('Maria Souza', '52998224725', '2026-01-10', '150.500', 'p1'),
        ('José Silva', '11144477735', '2026-01-20', '20.000', 'p2'),
        ('Ana MARIA Lima', '39053344705', '2026-02-01', NULL, NULL);
      INSERT INTO notificacoes (titulo, mensagem, agendada, data_hora_notificacao) VALUES
        ('a', 'm', false, '2026-01-10T02:00:00Z'), ('b', 'm', true, '2026-01-10T12:00:00Z'), ('c', 'm', false, '2026-01-11T12:00:00Z');
    `);
  }, 120_000);
  afterAll(() => h?.close());

  it('pages with total/next/previous and rejects a page past the end', async () => {
    const first = await h.call('GET', 'filiais/?page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.results.map((r: any) => r.codFilial)).toEqual([17, 18]);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`${h.url}filiais/?page_size=2&page=2`);
    const second = await h.call('GET', 'filiais/?page_size=2&page=2');
    expect(second.body.results.map((r: any) => r.codFilial)).toEqual([19]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe(`${h.url}filiais/?page_size=2`);
    const past = await h.call('GET', 'filiais/?page_size=2&page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
    for (const size of [99999, 999999, 100000]) {
      const all = await h.call('GET', `filiais/?page_size=${size}`);
      expect(all.body.results).toHaveLength(3);
    }
  });

  it('filters exact, __in, booleans, icontains, ranges; ignores unknown and empty params', async () => {
    const active = await h.call('GET', 'filiais/?status=A&page_size=10&whatever=1');
    expect(active.body.total).toBe(2);
    const inList = await h.call('GET', 'filiais/?codFilial__in=17,19');
    expect(inList.body.results.map((r: any) => r.codFilial)).toEqual([17, 19]);
    const ids = (await h.call('GET', 'clientes/?page_size=10')).body.results.map((r: any) => r.id);
    const byIds = await h.call('GET', `clientes/?id__in=${ids[0]},${ids[2]}`);
    expect(byIds.body.total).toBe(2);
    const maria = await h.call('GET', 'clientes/?cliente=maria&page_size=10');
    expect(maria.body.results.map((r: any) => r.cliente).sort()).toEqual(['Ana MARIA Lima', 'Maria Souza']);
    const cpf = await h.call('GET', 'clientes/?cpf=529.982.247-25');
    expect(cpf.body.results[0].cliente).toBe('Maria Souza');
    expect(cpf.body.results[0].vlrUltmCompra).toBe('150.500');
    const range = await h.call('GET', 'clientes/?dtUltmCompra_after=2026-01-10&dtUltmCompra_before=2026-01-20&cliente=');
    expect(range.body.total).toBe(2);
    const scheduled = await h.call('GET', 'notificacoes/?agendada=true');
    expect(scheduled.body.results.map((r: any) => r.titulo)).toEqual(['b']);
    // 02:00Z on the 10th is still the 9th in São Paulo: plain dates are local days.
    const day = await h.call('GET', 'notificacoes/?data_hora_notificacao_after=2026-01-10&data_hora_notificacao_before=2026-01-10');
    expect(day.body.results.map((r: any) => r.titulo)).toEqual(['b']);
    const lite = await h.call('GET', 'clientes-lite/?cliente=jos');
    expect(Object.keys(lite.body.results[0]).sort()).toEqual(['cliente', 'cpf', 'dtUltmCompra', 'id', 'player_id', 'vlrUltmCompra']);
  });

  it('answers 400 naming the parameter for bad filter values', async () => {
    const badDate = await h.call('GET', 'clientes/?dtUltmCompra_after=2026-13-01');
    expect(badDate.status).toBe(400);
    expect(badDate.body).toEqual({ dtUltmCompra_after: ['Enter a valid date.'] });
    const badNumber = await h.call('GET', 'filiais/?codFilial=abc');
    expect(badNumber.status).toBe(400);
    expect(badNumber.body).toEqual({ codFilial: ['Enter a number.'] });
    // PostgreSQL's integer range, both ends included (GraphQL's Int is the same range): an empty list, no error.
    for (const edge of ['-2147483648', '2147483647']) {
      const atEdge = await h.call('GET', `filiais/?codFilial=${edge}`);
      expect(atEdge.status, edge).toBe(200);
      expect(atEdge.body.total, edge).toBe(0);
    }
    for (const beyond of ['-2147483649', '2147483648']) expect((await h.call('GET', `filiais/?codFilial=${beyond}`)).status, beyond).toBe(400);
    const badIn = await h.call('GET', 'clientes/?id__in=1,x');
    expect(badIn.status).toBe(400);
    const badBool = await h.call('GET', 'notificacoes/?agendada=talvez');
    expect(badBool.status).toBe(400);
    expect(Object.keys(badBool.body)).toEqual(['agendada']);
  });

  it('looks branches up by code and answers 404/405 like DRF', async () => {
    const branch = await h.call('GET', 'filiais/18');
    expect(branch.status).toBe(200);
    expect(branch.body.razaoSocial).toBe('Loja 18');
    expect((await h.call('GET', 'filiais/99/')).status).toBe(404);
    expect((await h.call('GET', 'filiais/abc/')).body).toEqual({ detail: 'Not found.' });
    expect((await h.call('GET', 'no-such-thing/')).status).toBe(404);
    const notAllowed = await h.call('DELETE', 'application-logs/1/');
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.body).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });
});
