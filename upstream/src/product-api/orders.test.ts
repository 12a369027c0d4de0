/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are untyped JSON, checked by value in the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@painel/db/test-databases';
import { startHarness, type Harness } from './testing/harness';

describe.each(testEngines())('orders, writes and audit on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
    await h.db.exec(`
      INSERT INTO filiais (id, codfilial, razaosocial) VALUES (1, 17, 'Loja 17'), (2, 18, 'Loja 18');
      INSERT INTO secoes (id, descricao) VALUES (3378, 'Açougue'), (10, 'Mercearia');
      INSERT INTO rank_secao_filial (secao, filial, rank) VALUES (3378, 1, 2), (3378, 2, 5);
      INSERT INTO categorias (id, descricao, secao) VALUES (1, 'Bovinos', 3378);
      INSERT INTO configuracoes_gerais (filial, idsecaoacougue, cvusername) VALUES (1, 3378, 'cv-loja17'), (2, 3378, 'cv-loja18');
      INSERT INTO produtos (id, codprod, codfilial, descricao, unidade, secao, categoria, tipopoferta, pvenda) VALUES
        (1, 500, 17, 'Picanha', 'KG', 3378, 1, 'V', '79.900'),
        (2, 600, 17, 'Arroz 5kg', 'UN', 10, NULL, 'L', '25.000'),
        (3, 601, 17, 'Feijão', 'UN', 10, NULL, 'V', '8.500');
      INSERT INTO clientes (id, cliente, cpf, codcli) VALUES (1, 'Maria', '52998224725', 9001), (2, 'João', '11144477735', NULL);
      INSERT INTO formas_pagamento (id, descricao) VALUES (1, 'Pix');
      INSERT INTO horarios_entrega (id, horainicio, horafim) VALUES (1, '08:00', '10:00');
      INSERT INTO pedidos (id, codcli, codfilial, status, tipopedido, datapedido, formapagamento, horarioentrega, vltotal) VALUES
        (100, 1, 17, 'R', 'E', '2026-03-01T13:00:00Z', 1, 1, '104.900'),
        (101, 1, 17, 'S', 'E', '2026-03-01T14:00:00Z', 1, 1, '8.500'),
        (102, 2, 18, 'V', 'L', '2026-03-02T14:00:00Z', NULL, NULL, '10.000'),
        (103, 2, 17, 'X', 'E', '2026-03-03T14:00:00Z', NULL, NULL, '10.000');
      UPDATE pedidos SET pedidoadicional = true, pedidoprincipal = 100 WHERE id = 101;
      INSERT INTO itens_pedido (id, pedido, codprod, quantidade, tipopoferta, pvenda) VALUES
        (1, 100, 1, 1.5, 'V', '79.900'), (2, 100, 2, 1, 'L', '25.000'), (3, 101, 3, 1, 'V', '8.500');
      INSERT INTO substitutos_item (item, codprod, quantidade, pvenda) VALUES (2, 3, 2, '8.500');
      INSERT INTO avaliacoes (pedido, nota, observacao) VALUES (100, 5, 'Ótimo');
      INSERT INTO cancelamentos (numpedido, cliente, motivo, data) VALUES (103, 2, 'Desistência', '2026-03-03T15:00:00Z');
    `);
  }, 120_000);
  afterAll(() => h?.close());

  it('reads an order with nested data, additional orders, ratings and flags', async () => {
    const res = await h.call('GET', 'pedidos/100');
    expect(res.status).toBe(200);
    const order = res.body;
    expect(order.codfilial).toMatchObject({ codFilial: 17, razaoSocial: 'Loja 17' });
    expect(order.codcli).toMatchObject({ id: 1, codCli: 9001, cliente: 'Maria' });
    expect(order.horarioentrega).toEqual({ id: 1, horaInicio: '08:00:00', horaFim: '10:00:00' });
    expect(order.formapagamento).toMatchObject({ id: 1, descricao: 'Pix' });
    expect(order).toMatchObject({ numitens: 2, possuilimitacao: true, possuiacougue: true, vltotal: '104.900' });
    expect(order.avaliacoes).toEqual([expect.objectContaining({ nota: 5, observacao: 'Ótimo' })]);
    expect(order.adicionais.map((a: any) => a.id)).toEqual([101]);
    expect(order.adicionais[0]).toMatchObject({ possuiacougue: false, possuilimitacao: false, numitens: 1 });
  });

  it('lists open and completed orders with their filters', async () => {
    const open = await h.call('GET', 'pedidos-em-aberto/?pedidoadicional=false&codfilial=17&data_after=2026-03-01&data_before=2026-03-01&status__in=R,S,P');
    expect(open.body.results.map((o: any) => o.id)).toEqual([100]);
    const all = await h.call('GET', 'pedidos-em-aberto/?page_size=10');
    expect(all.body.results.map((o: any) => o.id).sort()).toEqual([100, 101]);
    const done = await h.call('GET', 'pedidos-concluidos/?datapedido_after=2026-03-02&datapedido_before=2026-03-02&codcli=2');
    expect(done.body.results.map((o: any) => o.id)).toEqual([102]);
    const cancelled = await h.call('GET', 'detalhe-cancelamento-pedido/?codfilial=17&data_after=2026-03-03');
    expect(cancelled.body.results[0]).toMatchObject({ motivo: 'Desistência', valor: '10.000', cliente: { cliente: 'João' } });
    expect(cancelled.body.results[0].numpedido.id).toBe(103);
  });

  it('reads order items with the nested product, section ranks and substitutes', async () => {
    const res = await h.call('GET', 'detalhe-item-pedido/?pedido=100&page_size=100000');
    expect(res.body.total).toBe(2);
    const meat = res.body.results.find((i: any) => i.id === 1);
    expect(meat.codprod).toMatchObject({ id: 1, codprod: 500, unidade: 'KG', codfilial: 17, categoria: { descricao: 'Bovinos' } });
    expect(meat.codprod.secao).toEqual({
      id: 3378,
      descricao: 'Açougue',
      icone: null,
      ranksecao: [
        { filial: 1, rank: 2 },
        { filial: 2, rank: 5 },
      ],
    });
    const limited = res.body.results.find((i: any) => i.id === 2);
    expect(limited.substitutos[0].codprod.descricao).toBe('Feijão');
  });

  it('updates with ids, leaves the application log to the client, and validates bodies', async () => {
    const put = await h.call('PUT', 'pedidos/100/', { status: 'S', separador: null, codfilial: { codFilial: 17 }, numorcamento: 5551 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ status: 'S', numorcamento: 5551 });
    // docs/decisions/0008-one-audit-entry-per-change.md: the client (the gateway) writes the one entry of a change; the
    // API writes none itself.
    const logs = await h.call('GET', 'detalhe-application-logs/?metodo=PUT&tabela=pedidos');
    expect(logs.body.total).toBe(0);
    const item = await h.call('PUT', 'itens-pedidos/2/', { em_falta: true, codprod: 2 });
    expect(item.body.em_falta).toBe(true);

    const bad = await h.call('PUT', 'pedidos/100/', { vltotal: 'abc', status: 'TOOLONG', codcli: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['codcli', 'status', 'vltotal']);
    const missing = await h.call('POST', 'cancelamento-pedido/', { motivo: 'x' });
    expect(missing.body).toEqual({ numpedido: ['This field is required.'] });
    const fk = await h.call('POST', 'cancelamento-pedido/', { numpedido: 99999, motivo: 'x' });
    expect(fk.status).toBe(400);
    expect(fk.body.numpedido[0]).toMatch(/Invalid pk "99999"/);
    expect((await h.call('PUT', 'pedidos/424242/', { status: 'S' })).status).toBe(404);
  });

  it("writes no log entry of its own on create and delete, and accepts the client's entries", async () => {
    const created = await h.call('POST', 'destaques/', { titulo: 'Promo', tipo: 'B', link: 'https://x' });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('A');
    const del = await h.call('DELETE', `destaques/${created.body.id}/`);
    expect(del.status).toBe(204);
    const { rows } = await h.db.query(`SELECT id FROM application_logs WHERE tabela = 'destaques'`);
    expect(rows).toEqual([]);
    const posted = await h.call('POST', 'application-logs/', {
      metodo: 'POST',
      usuario: h.userId,
      tabela: 'notificacoes(OneSignal)',
      dadoAntes: null,
      dadoDepois: { titulo: 'Oi' },
    });
    expect(posted.status).toBe(201);
    const count = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM application_logs WHERE tabela = 'notificacoes(OneSignal)'`);
    expect(count.rows[0].n).toBe(1);
  });

  it('rejects malformed, non-object and oversize bodies with 4xx', async () => {
    const malformed = await h.call('POST', 'destaques/', '{"titulo": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error - /);
    const list = await h.call('POST', 'destaques/', [1, 2]);
    expect(list.status).toBe(400);
    const huge = await h.call('POST', 'destaques/', { titulo: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
  });

  it('serves general settings under confGeral and takes writes in either shape', async () => {
    const res = await h.call('GET', 'configuracoes-gerais/?filial=2');
    expect(res.body.results[0].confGeral).toMatchObject({ filial: 2, cvUsername: 'cv-loja18', idSecaoAcougue: 3378 });
    const id = res.body.results[0].id;
    const put = await h.call('PUT', `configuracoes-gerais/${id}/`, { confGeral: { vlrMinCompraApp: '50.00', codCepBuscaBairro: '64220000' } });
    expect(put.body.confGeral).toMatchObject({ vlrMinCompraApp: '50.000', codCepBuscaBairro: '64220000' });
  });
});
