/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are untyped JSON, checked by value */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDate } from '../../db/seed-data/dates';
import { testEngines } from '@painel/db/test-databases';
import { startHarness, type Harness } from '../testing/harness';
import { mountReports } from './mount';
import { insertReportFixture } from './test-fixture';

const PERIOD = "datainicial='2026-03-01'&datafinal='2026-03-10'";

describe.each(testEngines())('reports on $name', (engine) => {
  let h: Harness;
  const today = saoPauloDate(new Date());
  const get = async (path: string) => {
    const res = await h.call('GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.results as any[];
  };
  const column = (rows: any[], name: string) => rows.map((r) => r[name]);

  beforeAll(async () => {
    h = await startHarness(engine, { mount: mountReports });
    await insertReportFixture(h.db, h.userId, today);
  }, 120_000);
  afterAll(() => h?.close());

  it('0: customers whose first (non-cancelled) order is in the period', async () => {
    expect(await get(`relatorio0/?${PERIOD}&filial=Todas`)).toEqual([
      {
        'Código Cliente': 1,
        Cliente: 'Ana Souza',
        CPF: '52998224725',
        'E-mail': 'ana@x.com',
        Telefone: '(86) 90000-0001',
        Filial: 17,
        Pedido: 1,
        'Data do Pedido': '2026-03-02',
        Valor: '100.00',
      },
      {
        'Código Cliente': 5,
        Cliente: 'Eva Rocha',
        CPF: '71428793860',
        'E-mail': null,
        Telefone: null,
        Filial: 18,
        Pedido: 10,
        'Data do Pedido': '2026-03-08',
        Valor: '90.00',
      },
    ]);
    expect(column(await get(`relatorio0/?${PERIOD}&filial=18`), 'Cliente')).toEqual(['Eva Rocha']);
    // Unquoted dates work too; Bruno's first order is 28/02 in São Paulo (01/03 in UTC).
    expect(column(await get('relatorio0/?datainicial=2026-02-28&datafinal=2026-02-28'), 'Cliente')).toEqual(['Bruno Lima']);
  });

  it('2: every customer with the last-month activity status', async () => {
    const rows = await get('relatorio2/');
    expect(column(rows, 'Cliente')).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Reis', 'Eva Rocha']);
    expect(column(rows, 'Status')).toEqual(['Ativo', 'Inativo', 'Inativo', 'Inativo', 'Inativo']);
    expect(rows[0]).toMatchObject({
      'Qtd. Compras': 2,
      'Data Última Compra': today,
      'Valor Última Compra': '50.00',
      Bairro: 'Centro',
      Telefone: '(86) 90000-0001',
    });
    expect(rows[3]).toMatchObject({ Bairro: null, 'Data Última Compra': null, 'Valor Última Compra': '0.00' });
  });

  it('4: out-of-stock products per branch', async () => {
    expect(await get('relatorio4/?filial=Todas')).toEqual([
      {
        Filial: 17,
        Código: 400,
        'Código Auxiliar': '',
        Descrição: 'LEITE INTEGRAL ITAMBÉ 1L',
        Seção: 'MERCEARIA',
        Estoque: '-2.000',
        'Estoque Mínimo': '0.000',
        'Preço de Venda': '5.00',
        'Fora de Linha': 'Sim',
      },
      {
        Filial: 18,
        Código: 300,
        'Código Auxiliar': '',
        Descrição: 'SABÃO EM PÓ OMO 1KG',
        Seção: 'MERCEARIA',
        Estoque: '0.000',
        'Estoque Mínimo': '0.000',
        'Preço de Venda': '20.00',
        'Fora de Linha': 'Não',
      },
    ]);
    expect(column(await get("relatorio4/?filial='18'"), 'Código')).toEqual([300]);
  });

  it('7: product visibility per branch (out of line = invisible)', async () => {
    const rows = await get('relatorio7/?filial=17');
    expect(column(rows, 'Código')).toEqual([100, 400, 200]);
    expect(rows[1]).toEqual({
      Filial: 17,
      Código: 400,
      'Código Auxiliar': '',
      Descrição: 'LEITE INTEGRAL ITAMBÉ 1L',
      Seção: 'MERCEARIA',
      Subcategoria: null,
      Visível: 'Não',
    });
    expect(column(await get('relatorio7/'), 'Visível')).toEqual(['Sim', 'Não', 'Sim', 'Sim', 'Sim']);
  });

  it('5: orders at or above the minimum value (additional orders folded into their main order)', async () => {
    const rows = await get(`relatorio5/?${PERIOD}&valorminimo=90`);
    expect(column(rows, 'Pedido')).toEqual([4, 6, 1, 10]);
    expect(rows[0]).toMatchObject({ Tipo: 'Retirada', Status: 'Concluído', Valor: '300.00', Cliente: 'Bruno Lima', Data: '2026-03-05' });
    expect(rows[1]).toMatchObject({ Tipo: 'Entrega', Status: 'Recebido', Valor: '200.00' });
    expect(column(await get(`relatorio5/?${PERIOD}&valorminimo=70`), 'Pedido')).toEqual([4, 6, 1, 10, 2]);
    expect(column(await get(`relatorio5/?${PERIOD}&valorminimo=70,5&filial=17`), 'Pedido')).toEqual([6, 1]);
  });

  it('8: cancelled orders by cancellation date, with reason and user', async () => {
    const rows = await get(`relatorio8/?${PERIOD}`);
    expect(column(rows, 'Pedido')).toEqual([9, 5]);
    expect(rows[1]).toMatchObject({
      'Data do Pedido': '2026-03-06',
      'Data do Cancelamento': '2026-03-06',
      Motivo: 'Pedido duplicado',
      'Cancelado por': '1001 - Admin',
      Valor: '80.00',
      Filial: 18,
    });
    expect(rows[0]).toMatchObject({ 'Data do Cancelamento': null, Motivo: null, 'Cancelado por': null });
    expect(await get(`relatorio8/?${PERIOD}&filial=17`)).toEqual([]);
  });

  it('9 and 10: completed deliveries by store and neighbourhood', async () => {
    expect(await get(`relatorio9/?${PERIOD}`)).toEqual([
      { Filial: 17, Bairro: 'Centro', 'Quantidade de Pedidos': 2, 'Valor Total': '170.00' },
      { Filial: 18, Bairro: 'Fátima', 'Quantidade de Pedidos': 1, 'Valor Total': '90.00' },
    ]);
    expect(await get(`relatorio10/?${PERIOD}`)).toEqual([
      { Bairro: 'Centro', 'Quantidade de Pedidos': 2, 'Valor Total': '170.00' },
      { Bairro: 'Fátima', 'Quantidade de Pedidos': 1, 'Valor Total': '90.00' },
    ]);
  });

  it('11, 14, 15, 16: customers ranked by orders, total and average ticket', async () => {
    const r11 = await get(`relatorio11/?${PERIOD}`);
    expect(r11.map((r) => [r.Cliente, r['Quantidade de Pedidos'], r['Valor Total'], r['Ticket Médio']])).toEqual([
      ['Ana Souza', 2, '170.00', '85.00'],
      ['Bruno Lima', 1, '300.00', '300.00'],
      ['Carla Dias', 1, '200.00', '200.00'],
      ['Eva Rocha', 1, '90.00', '90.00'],
    ]);
    expect(column(await get(`relatorio14/?${PERIOD}`), 'Cliente')).toEqual(['Bruno Lima', 'Carla Dias', 'Ana Souza', 'Eva Rocha']);
    expect(column(await get(`relatorio15/?${PERIOD}`), 'Cliente')).toEqual(['Bruno Lima', 'Carla Dias', 'Eva Rocha', 'Ana Souza']);
    expect(column(await get(`relatorio16/?${PERIOD}`), 'Cliente')).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Eva Rocha']);
    expect(column(await get(`relatorio16/?${PERIOD}&filial=17`), 'Cliente')).toEqual(['Ana Souza', 'Carla Dias']);
  });

  it('12 and 13: top products by quantity and by revenue, without missing or cancelled items', async () => {
    const byQuantity = await get(`relatorio12/?${PERIOD}`);
    expect(byQuantity).toEqual([
      { Código: 100, Descrição: 'ARROZ TIO JOÃO 1KG', Unidade: 'UN', 'Quantidade Vendida': '12.000', 'Valor Total': '121.00' },
      { Código: 200, Descrição: 'PICANHA FRIBOI', Unidade: 'KG', 'Quantidade Vendida': '3.200', 'Valor Total': '160.00' },
    ]);
    expect(column(await get(`relatorio13/?${PERIOD}`), 'Código')).toEqual([200, 100]);
    expect((await get(`relatorio12/?${PERIOD}&filial=17`)).map((r) => r['Quantidade Vendida'])).toEqual(['6.000', '3.200']);
  });

  it('17: every day of the period, split on the São Paulo day', async () => {
    expect(await get("relatorio17/?datainicial='2026-03-01'&datafinal='2026-03-03'")).toEqual([
      { Data: '2026-03-01', 'Quantidade de Pedidos': 0, 'Valor Total': '0.00', 'Ticket Médio': '0.00' },
      { Data: '2026-03-02', 'Quantidade de Pedidos': 2, 'Valor Total': '170.00', 'Ticket Médio': '85.00' },
      { Data: '2026-03-03', 'Quantidade de Pedidos': 0, 'Valor Total': '0.00', 'Ticket Médio': '0.00' },
    ]);
  });

  it('18: revenue per order type, both types always listed', async () => {
    expect(await get(`relatorio18/?${PERIOD}`)).toEqual([
      { 'Tipo de Pedido': 'Entrega', 'Quantidade de Pedidos': 4, 'Valor Total': '460.00', 'Ticket Médio': '115.00' },
      { 'Tipo de Pedido': 'Retirada', 'Quantidade de Pedidos': 1, 'Valor Total': '300.00', 'Ticket Médio': '300.00' },
    ]);
  });

  it('dashboard: orders and revenue per month for each year, all twelve months', async () => {
    const rows = await get('dashboard/vendas-mensais/?anos=2026,2025');
    expect(rows).toHaveLength(24);
    expect(rows[6]).toEqual({ ano: 2025, mes: 7, pedidos: 0, valor: '0.00' });
    expect(rows[13]).toEqual({ ano: 2026, mes: 2, pedidos: 2, valor: '100.00' });
    expect(rows[14]).toEqual({ ano: 2026, mes: 3, pedidos: 5, valor: '760.00' });
    expect((await get('dashboard/vendas-mensais/?anos=2026&filial=18'))[2]).toEqual({ ano: 2026, mes: 3, pedidos: 2, valor: '390.00' });
  });

  it('answers bad input with DRF-style 400s and needs a token', async () => {
    const cases: [string, unknown][] = [
      ['relatorio0/', { datainicial: ['This field is required.'], datafinal: ['This field is required.'] }],
      ["relatorio17/?datainicial='2026-02-30'&datafinal='2026-03-01'", { datainicial: ['Enter a valid date.'] }],
      ['relatorio17/?datainicial=2026-03-05&datafinal=2026-03-01', { datafinal: ['Ensure this date is on or after datainicial.'] }],
      ['relatorio17/?datainicial=2000-01-01&datafinal=2026-03-01', { datafinal: ['Ensure the period is at most 3660 days.'] }],
      [`relatorio5/?${PERIOD}`, { valorminimo: ['This field is required.'] }],
      [`relatorio5/?${PERIOD}&valorminimo=abc&filial=x`, { valorminimo: ['A valid number is required.'], filial: ['Enter a whole number.'] }],
      ['dashboard/vendas-mensais/', { anos: ['This field is required.'] }],
      ['dashboard/vendas-mensais/?anos=2026,20x6', { anos: ['Enter a valid year.'] }],
    ];
    for (const [path, body] of cases) {
      const res = await h.call('GET', path);
      expect([path, res.status, res.body]).toEqual([path, 400, body]);
    }
    expect((await h.call('GET', `relatorio11/?${PERIOD}`, undefined, null)).status).toBe(401);
  });
});
