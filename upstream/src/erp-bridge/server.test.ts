import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { testEngines } from '@painel/db/test-databases';
import { createServiceHandler } from '../sandbox/service';
import { applyServiceMigrations, serve } from '../sandbox/test-support';
import { erpBridgeService } from './server';

describe.each(testEngines())('ERP bridge on $name', (engine) => {
  let db: Db;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    db = await engine.open();
    await applyServiceMigrations(db);
    server = await serve(createServiceHandler(db, erpBridgeService(db)));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const post = async (script: string, body: unknown, idempotencyKey?: string) => {
    const res = await fetch(`${server.url}/bridge/${script}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  const get = async (pathAndQuery: string) => {
    const res = await fetch(`${server.url}/bridge/${pathAndQuery}`);
    return { status: res.status, text: await res.text() };
  };
  const customer = async (cpf = '529.982.247-25') => JSON.parse((await post('processa-cliente', { cpf, cliente: 'Maria Souza' })).text);
  const order = (codcli: number, extra: Record<string, unknown> = {}) => ({
    id_pedido: 555,
    codcli,
    codfilial: '17',
    codcob: 3,
    itens: [
      { codigo: '7891000100103-1234', quantidade: 1.5, preco: 12.99 },
      { codigo: '7891000055503-77', quantidade: '3', preco: '0.333' },
    ],
    ...extra,
  });

  it('gives the same ERP code to the same CPF and a new one to another', async () => {
    const first = await customer();
    expect(first).toEqual({ codcli: expect.any(Number), mensagem: 'Cliente cadastrado com sucesso' });
    const again = await customer('52998224725');
    expect(again).toEqual({ codcli: first.codcli, mensagem: 'Cliente atualizado com sucesso' });
    const other = await customer('11144477735');
    expect(other.codcli).not.toBe(first.codcli);
  });

  it('answers a repeat with the same Idempotency-Key with the first result and does nothing twice', async () => {
    const first = await post('processa-cliente', { cpf: '390.533.447-05', cliente: 'Ana Lima' }, 'step-key-1');
    const repeat = await fetch(`${server.url}/bridge/processa-cliente`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'step-key-1' },
      body: JSON.stringify({ cpf: '390.533.447-05', cliente: 'Ana Lima' }),
    });
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    // Without the key the same CPF is 'atualizado': the replay proves the second call did not run.
    expect(JSON.parse(await repeat.text())).toEqual(JSON.parse(first.text));
    expect(JSON.parse(first.text).mensagem).toBe('Cliente cadastrado com sucesso');
    expect((await post('processa-cliente', { cpf: '390.533.447-05', cliente: 'Outra' }, 'step-key-1')).status).toBe(422);
    // A refusal is not kept: the corrected request with the same key runs.
    expect(JSON.parse((await post('processa-cliente', { cpf: '11111111111', cliente: 'X' }, 'step-key-2')).text)).toEqual({
      error: 'CPF inválido: 11111111111',
    });
    expect(JSON.parse((await post('processa-cliente', { cpf: '11111111111', cliente: 'X' }, 'step-key-2')).text)).toEqual({
      error: 'CPF inválido: 11111111111',
    });
  });

  it('answers customer validation failures the PHP way (HTTP 200)', async () => {
    expect(await post('processa-cliente', { cpf: '11111111111', cliente: 'X' })).toEqual({ status: 200, text: '{"error":"CPF inválido: 11111111111"}' });
    expect(JSON.parse((await post('processa-cliente', { cpf: '52998224725' })).text)).toEqual({ error: 'Nome do cliente não informado' });
    const notice = await post('processa-cliente', { cliente: 'Sem CPF' });
    expect(notice.status).toBe(200);
    expect(notice.text).toMatch(/^<br \/>\n<b>Notice<\/b>: {2}Undefined index: cpf in/);
    expect(notice.text).toContain('{"error":"CPF do cliente não informado"}');
    const malformed = await post('processa-cliente', '{not json');
    expect(malformed.text).toContain('<b>Warning</b>');
  });

  it('stores an order with its items and totals it with 3 decimals', async () => {
    const { codcli } = await customer();
    const res = JSON.parse((await post('processa-pedido', order(codcli))).text);
    // 1.5 * 12.99 = 19.485; 3 * 0.333 = 0.999
    expect(res).toEqual({ numorcamento: expect.any(Number), vltotal: '20.484', qtitens: 2, mensagem: 'Pedido processado com sucesso' });
    expect(res.numorcamento).toBeGreaterThan(999_999_999);
    expect(res.numorcamento).toBeLessThan(10_000_000_000);
    const items = await db.query('SELECT codauxiliar, codprod, quantidade, pvenda, vltotal FROM erp_order_items WHERE numorcamento = $1 ORDER BY numseq', [
      res.numorcamento,
    ]);
    expect(items.rows).toEqual([
      { codauxiliar: '7891000100103', codprod: 1234, quantidade: '1.500', pvenda: '12.990', vltotal: '19.485' },
      { codauxiliar: '7891000055503', codprod: 77, quantidade: '3.000', pvenda: '0.333', vltotal: '0.999' },
    ]);
    const payment = JSON.parse((await get(`get_payment_data?orcamento=${res.numorcamento}`)).text);
    expect(payment).toEqual({
      NUMCUPOM: expect.stringMatching(/^\d+$/),
      VLTOTAL: '20.484',
      DTHORAAUTORIZACAOSEFAZ: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });

    // Re-sending the same order replaces its items and keeps the budget number.
    const resent = JSON.parse((await post('processa-pedido', order(codcli, { itens: [{ codigo: '1-2', quantidade: 2, preco: 1.25 }] }))).text);
    expect(resent).toEqual({ numorcamento: res.numorcamento, vltotal: '2.500', qtitens: 1, mensagem: 'Pedido reprocessado com sucesso' });
    expect(JSON.parse((await get(`get_payment_data.php?orcamento=${res.numorcamento}`)).text).VLTOTAL).toBe('2.5');
  });

  it('on the seeds profile (no upsert) a repeated order is a second budget, as a bridge that only inserts makes', async () => {
    const seeds = await serve(createServiceHandler(db, erpBridgeService(db, { erpUpsert: false })));
    try {
      const { codcli } = await customer();
      const send = async () => {
        const res = await fetch(`${seeds.url}/processa-pedido`, { method: 'POST', body: JSON.stringify(order(codcli, { id_pedido: 556 })) });
        return JSON.parse(await res.text());
      };
      const first = await send();
      const second = await send();
      expect(first.mensagem).toBe('Pedido processado com sucesso');
      expect(second.mensagem).toBe('Pedido processado com sucesso');
      expect(second.numorcamento).not.toBe(first.numorcamento);
      const budgets = await db.query(`SELECT numorcamento FROM erp_orders WHERE codfilial = '17' AND id_pedido = 556`);
      expect(budgets.rows).toHaveLength(2);
    } finally {
      await seeds.close();
    }
  });

  it('refuses bad orders with an error body', async () => {
    const { codcli } = await customer();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ codcli: 999 }, 'Cliente 999 não cadastrado no Winthor'],
      [{ codcob: 9 }, 'Cobrança inválida: 9'],
      [{ codfilial: '170' }, 'Filial inválida'],
      [{ id_pedido: -1 }, 'Número do pedido (id_pedido) inválido'],
      [{ itens: [] }, 'Pedido sem itens'],
      [{ itens: [{ codigo: '123', quantidade: 1, preco: 1 }] }, 'Item 1: código deve ser codauxiliar-codprod'],
      [{ itens: [{ codigo: '1-2', quantidade: 0, preco: 1 }] }, 'Item 1: quantidade inválida'],
      [{ itens: [{ codigo: '1-2', quantidade: 1, preco: 'abc' }] }, 'Item 1: preço inválido'],
      [{ itens: [{ codigo: '1-2', quantidade: '9'.repeat(400), preco: 1 }] }, 'Item 1: valor fora do limite'],
      [{ itens: [{ codigo: '1-2', quantidade: 99999, preco: 99999 }] }, 'Item 1: valor fora do limite'],
    ];
    for (const [extra, message] of cases) {
      const res = await post('processa-pedido', order(codcli, { id_pedido: 900, ...extra }));
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toEqual({ error: message });
    }
    expect((await db.query('SELECT 1 FROM erp_orders WHERE id_pedido = 900')).rows).toEqual([]);
  });

  it('answers payment data of main and additional orders together', async () => {
    const { codcli } = await customer();
    const other = await customer('11144477735');
    const main = JSON.parse((await post('processa-pedido', order(codcli, { id_pedido: 700 }))).text);
    const extra = JSON.parse((await post('processa-pedido', order(codcli, { id_pedido: 701, itens: [{ codigo: '1-2', quantidade: 1, preco: 10 }] }))).text);
    const foreign = JSON.parse((await post('processa-pedido', order(other.codcli, { id_pedido: 702 }))).text);
    const mainData = JSON.parse((await get(`get_payment_data?orcamento=${main.numorcamento}`)).text);
    const both = JSON.parse(
      (await get(`get_payment_data_adicional?orcamento=${main.numorcamento}&orcamento_adicional=${extra.numorcamento}&codcli=${codcli}`)).text,
    );
    expect(both).toEqual({ NUMCUPOM: mainData.NUMCUPOM, VLTOTAL: '30.484', DTHORAAUTORIZACAOSEFAZ: expect.any(String) });
    const wrong = await get(`get_payment_data_adicional?orcamento=${main.numorcamento}&orcamento_adicional=${foreign.numorcamento}&codcli=${codcli}`);
    expect(JSON.parse(wrong.text)).toEqual({ error: `Orçamento ${foreign.numorcamento} não pertence ao cliente ${codcli}` });
    const missing = await get(`get_payment_data_adicional?orcamento=${main.numorcamento}&codcli=${codcli}`);
    expect(missing.text).toContain('Undefined index: orcamento_adicional');
    expect(JSON.parse((await get('get_payment_data?orcamento=42')).text)).toEqual({ error: 'Orçamento 42 não encontrado' });
    expect((await get('get_payment_data')).text).toContain('<b>Notice</b>');
  });

  it('answers unknown scripts, wrong methods and huge bodies like the web server', async () => {
    const unknown = await get('nada.php');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('404 Not Found');
    expect((await get('processa-pedido')).status).toBe(405);
    const huge = await post('processa-pedido', { pad: 'x'.repeat(3 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });
});
