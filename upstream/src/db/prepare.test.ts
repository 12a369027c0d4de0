import bcrypt from 'bcryptjs';
import { cnpj as cnpjLib, cpf as cpfLib } from 'cpf-cnpj-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { prepareDatabase } from './prepare';
import { shiftedPassword } from './seed-data/loyalty-password';
import { testEngines } from '@painel/db/test-databases';

const NOW = new Date('2026-03-17T15:30:00Z');

const count = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;

describe.each(testEngines())('prepareDatabase on $name', (engine) => {
  let db: Db;
  let first: Awaited<ReturnType<typeof prepareDatabase>>;
  let second: Awaited<ReturnType<typeof prepareDatabase>>;
  const tableCounts: Record<string, number> = {};

  beforeAll(async () => {
    db = await engine.open();
    first = await prepareDatabase(db, { now: NOW });
    for (const t of ['users', 'pedidos', 'itens_pedido', 'produtos', 'clientes']) tableCounts[t] = await count(db, t);
    second = await prepareDatabase(db, { now: NOW });
  }, 120_000);
  afterAll(async () => db?.close());

  it('migrates and seeds once, then does nothing', async () => {
    expect(first.seeded).toBe(true);
    expect(first.migrations).toContain('001_product_api.sql');
    expect(second).toEqual({ migrations: [], seeded: false });
    for (const [table, n] of Object.entries(tableCounts)) expect(await count(db, table)).toBe(n);
  });

  it('has the seven demo users with the demo password and the branch bindings of docs/architecture.md#demo-data', async () => {
    const { rows } = await db.query<Record<string, unknown>>(`
      SELECT u.username, u.password, u.branch, u.is_superuser, f.is_manager, f.is_submanager, f.is_separating,
             f.is_marketing, f.is_deliveryman, f.is_checker
        FROM users u JOIN funcionarios f ON f.user_id = u.id WHERE u.username BETWEEN '1001' AND '1007' ORDER BY u.username`);
    expect(rows.map((r) => [r.username, r.branch])).toEqual([
      ['1001', null],
      ['1002', null],
      ['1003', 17],
      ['1004', 17],
      ['1005', null],
      ['1006', 17],
      ['1007', 17],
    ]);
    expect(
      rows.map((r) =>
        [r.is_superuser, r.is_manager, r.is_submanager, r.is_separating, r.is_marketing, r.is_deliveryman, r.is_checker]
          .map((flag, i) => (flag ? i : -1))
          .filter((i) => i >= 0),
      ),
    ).toEqual([[0], [1], [2], [3], [4], [5], [6]]);
    expect(await bcrypt.compare('senha1234', String(rows[0].password))).toBe(true);
    expect(await bcrypt.compare('senha12345', String(rows[0].password))).toBe(false);
    for (const branch of [17, 18]) {
      expect(await count(db, 'funcionarios WHERE branch = $1 AND is_separating AND is_available', [branch])).toBeGreaterThanOrEqual(3);
      expect(await count(db, 'funcionarios WHERE branch = $1 AND is_deliveryman AND is_available', [branch])).toBeGreaterThanOrEqual(2);
    }
  });

  it('has branches 17 and 18 active, one inactive, with valid CNPJs and general settings', async () => {
    const { rows } = await db.query<{ codfilial: number; status: string; cnpj: string; cep: string }>('SELECT * FROM filiais ORDER BY codfilial');
    expect(rows.filter((r) => r.status === 'A').map((r) => r.codfilial)).toEqual([17, 18]);
    expect(rows.filter((r) => r.status === 'I')).toHaveLength(1);
    for (const r of rows) expect(cnpjLib.isValid(r.cnpj)).toBe(true);
    expect(rows.map((r) => r.cep)).toContain('64220000');
    const settings = await db.query<Record<string, unknown>>(
      'SELECT filial, idsecaoacougue, cvusername, cvpassword, codcepbuscabairro FROM configuracoes_gerais ORDER BY filial',
    );
    expect(settings.rows).toEqual([
      // By branch id (docs/areas/catalogue.md#branch-ids-and-codes: filial={id}), the password in the spec's shift
      // with the demo key.
      { filial: 1, idsecaoacougue: 3378, cvusername: 'cv-loja17', cvpassword: shiftedPassword('cv-token-17'), codcepbuscabairro: '64220000' },
      { filial: 2, idsecaoacougue: 3378, cvusername: 'cv-loja18', cvpassword: shiftedPassword('cv-token-18'), codcepbuscabairro: '64220000' },
    ]);
    expect(await count(db, "secoes WHERE id = 3378 AND descricao = 'AÇOUGUE'")).toBe(1);
  });

  it('has hundreds of customers with valid CPFs and push ids of both shapes', async () => {
    const { rows } = await db.query<{ cpf: string; player_id: string | null; qtdcompras: number }>('SELECT cpf, player_id, qtdcompras FROM clientes');
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.filter((r) => !cpfLib.isValid(r.cpf))).toEqual([]);
    expect(new Set(rows.map((r) => r.cpf)).size).toBe(rows.length);
    const ids = rows.map((r) => r.player_id).filter((id): id is string => id !== null);
    expect(ids.filter((id) => id.length === 36).length).toBeGreaterThan(50);
    expect(ids.filter((id) => id.length !== 36).length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.qtdcompras === 1).length).toBeGreaterThan(0);
    expect(await count(db, 'clientes_enderecos')).toBeGreaterThanOrEqual(rows.length);
    expect(await count(db, 'clientes_telefones WHERE principal')).toBe(rows.length);
  });

  it('has orders in every status and type on both branches, with the special cases the screens need', async () => {
    const statuses = await db.query<{ status: string; tipopedido: string; codfilial: number }>('SELECT DISTINCT status, tipopedido, codfilial FROM pedidos');
    for (const status of 'RSPCFEVX') {
      for (const branch of [17, 18]) expect(statuses.rows.some((r) => r.status === status && r.codfilial === branch)).toBe(true);
    }
    expect(new Set(statuses.rows.map((r) => r.tipopedido))).toEqual(new Set(['E', 'L']));
    const big = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM itens_pedido GROUP BY pedido ORDER BY 1 DESC LIMIT 1');
    expect(big.rows[0].n).toBeGreaterThanOrEqual(300);
    expect(await count(db, 'pedidos a JOIN pedidos m ON m.id = a.pedidoprincipal WHERE a.pedidoadicional AND a.status = m.status')).toBeGreaterThan(5);
    expect(await count(db, "pedidos WHERE status = 'X' AND NOT pedidoadicional")).toBe(await count(db, "cancelamentos WHERE motivo <> ''"));
    expect(await count(db, 'avaliacoes WHERE observacao IS NULL')).toBeGreaterThan(0);
    expect(await count(db, 'avaliacoes WHERE observacao IS NOT NULL')).toBeGreaterThan(0);
    expect(await count(db, "(SELECT DISTINCT pedido FROM itens_pedido WHERE tipopoferta = 'L') x")).toBeGreaterThan(10);
    expect(await count(db, '(SELECT DISTINCT i.pedido FROM itens_pedido i JOIN produtos p ON p.id = i.codprod WHERE p.secao = 3378) x')).toBeGreaterThan(10);
    expect(await count(db, 'pedidos WHERE formapagamento IN (11, 12) AND codconvenio IS NOT NULL')).toBeGreaterThan(0);
    // Open orders are recent: today or the day before in São Paulo.
    expect(await count(db, "pedidos WHERE status NOT IN ('V', 'X') AND datapedido < $1::timestamptz - interval '2 days'", [NOW.toISOString()])).toBe(0);
    expect(await count(db, 'pedidos WHERE datapedido > $1', [NOW.toISOString()])).toBe(0);
  });

  it('has the catalogue: thousands of products per branch and offers of every type', async () => {
    for (const branch of [17, 18]) expect(await count(db, 'produtos WHERE codfilial = $1', [branch])).toBeGreaterThanOrEqual(2000);
    const types = await db.query<{ tipopoferta: string }>('SELECT DISTINCT tipopoferta FROM ofertas ORDER BY 1');
    expect(types.rows.map((r) => r.tipopoferta)).toEqual(['A', 'CB', 'CI', 'L', 'O', 'V']);
    expect(await count(db, "(SELECT produto FROM ofertas WHERE tipopoferta = 'L' GROUP BY produto HAVING count(*) >= 2) x")).toBeGreaterThan(10);
    expect(await count(db, 'rank_secao_filial WHERE filial = 1')).toBe(await count(db, 'secoes'));
    expect(await count(db, 'recipe_ingredient_products')).toBeGreaterThan(0);
  });

  it('has the configuration data of every screen', async () => {
    expect((await db.query<{ id: number }>('SELECT id FROM formas_pagamento ORDER BY id')).rows.map((r) => r.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const tipos = await db.query<{ tipo: string }>('SELECT DISTINCT tipo FROM horarios_filiais WHERE filial = 17 ORDER BY 1');
    expect(tipos.rows.map((r) => r.tipo)).toEqual(['ESP', 'F', 'FDS', 'N']);
    const highlights = await count(db, 'destaques');
    expect(highlights).toBeGreaterThan(0);
    expect(highlights).toBeLessThan(7);
    expect(await count(db, "bairros_externos b JOIN ceps c ON c.id = b.cep WHERE c.cep = '64220000'")).toBeGreaterThan(3);
    expect(await count(db, "update_logs WHERE output = 'Executando'")).toBe(0);
    for (const t of [
      'horarios_especiais',
      'taxas',
      'notificacoes',
      'application_settings',
      'topicos',
      'paragrafos',
      'recipes',
      'application_logs',
      'update_logs',
    ]) {
      expect(await count(db, t), t).toBeGreaterThan(0);
    }
  });

  it('leaves the id sequences past the seeded ids, so new rows can be created', async () => {
    const { rows } = await db.query<{ id: number }>("INSERT INTO destaques (titulo) VALUES ('Novo') RETURNING id");
    expect(rows[0].id).toBeGreaterThan(5);
    await db.query('DELETE FROM destaques WHERE id = $1', [rows[0].id]);
  });
});
