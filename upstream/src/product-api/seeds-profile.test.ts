// The seeds profile's product API does only what the specs write down: filters they do not name are ignored (as a
// DRF view without that filterset field ignores them), pages stop at the profile's cap whatever page_size asks,
// and name searches are accent-sensitive. The default profile keeps every extension.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@painel/db/test-databases';
import { referenceFeatures, SEEDS_MAX_PAGE_SIZE } from '../profile';
import { startHarness, type Harness } from './testing/harness';

const FIXTURE = `
  INSERT INTO filiais (codfilial, razaosocial, status) VALUES (17, 'Loja 17', 'A'), (18, 'Loja 18', 'A');
  INSERT INTO funcionarios (nome, cpf, branch, email, is_available, is_separating) VALUES ('Sara Separa', '', 17, '', true, true);
  INSERT INTO funcionarios (nome, cpf, branch, email, is_available, is_checker) VALUES ('Júlia Ângelo', '', 18, '', true, true);
  INSERT INTO horarios_especiais (filial, data, tipo, descricao) VALUES (17, '2026-12-25', 'F', 'Natal'), (18, '2026-01-01', 'F', 'Ano novo');
  INSERT INTO ceps (cep, endereco) VALUES ('01001000', 'Praça da Sé'), ('20040002', 'Rio');
  INSERT INTO taxas (filial, cep, valor) SELECT 17, id, 5 FROM ceps WHERE cep = '01001000';
  INSERT INTO taxas (filial, cep, valor) SELECT 18, id, 7 FROM ceps WHERE cep = '20040002';
`;

describe.each(testEngines())('reference product API profiles on $name', (engine) => {
  let seeds: Harness;
  let full: Harness;
  beforeAll(async () => {
    seeds = await startHarness(engine, { features: referenceFeatures('seeds') });
    full = await startHarness(engine, { features: referenceFeatures('default') });
    for (const h of [seeds, full]) {
      await h.db.exec(FIXTURE);
      // 260 items of one order: more than the seeds page cap.
      await h.db.exec(`
        INSERT INTO clientes (cliente, cpf) VALUES ('JOSÉ CONCEIÇÃO', '52998224725');
        INSERT INTO produtos (codprod, codfilial, descricao) VALUES (1, 17, 'Arroz');
        INSERT INTO pedidos (codcli, codfilial, status) SELECT id, 17, 'P' FROM clientes;
        INSERT INTO pedidos (codcli, codfilial, status) SELECT id, 18, 'P' FROM clientes;
        INSERT INTO itens_pedido (pedido, codprod, quantidade) SELECT (SELECT min(id) FROM pedidos), (SELECT id FROM produtos), 1 FROM generate_series(1, 260);
        INSERT INTO cancelamentos (numpedido, motivo) SELECT max(id), 'desistiu' FROM pedidos;
      `);
    }
  }, 120_000);
  afterAll(async () => {
    await seeds?.close();
    await full?.close();
  });

  const count = async (h: Harness, path: string) => ((await h.call('GET', path)).body.total as number) ?? -1;

  it('ignores on seeds the filters the specs do not name, and keeps them on default', async () => {
    for (const path of ['taxas/?filial=17', 'horarios-especiais/?data=2026-12-25', 'detalhe-funcionario/?filial=17', 'detalhe-funcionario/?roles=is_checker']) {
      expect(await count(full, path), path).toBe(1);
      expect(await count(seeds, path), path).toBe(2);
    }
    const orderId = (await seeds.db.query<{ id: number }>('SELECT min(id) AS id FROM pedidos')).rows[0].id;
    expect(await count(full, `cancelamento-pedido/?numpedido=${orderId}`)).toBe(0);
    expect(await count(seeds, `cancelamento-pedido/?numpedido=${orderId}`)).toBe(1);
  });

  it('honours on seeds the filters the specs name', async () => {
    for (const h of [seeds, full]) {
      expect(await count(h, 'detalhe-funcionario/?branch=17')).toBe(1);
      expect(await count(h, 'detalhe-funcionario/?is_checker=true')).toBe(1);
      expect(await count(h, 'horarios-especiais/?filial=18&data_after=2026-01-01')).toBe(1);
      expect(await count(h, 'ceps/?cep=01001-000')).toBe(1);
    }
  });

  it('caps every page on seeds and links the next one', async () => {
    const first = await seeds.call('GET', 'detalhe-item-pedido/?page_size=100000');
    expect(first.body.total).toBe(260);
    expect(first.body.results).toHaveLength(SEEDS_MAX_PAGE_SIZE);
    expect(first.body.next).toBe(`${seeds.url}detalhe-item-pedido/?page_size=100000&page=2`);
    const last = await seeds.call('GET', 'detalhe-item-pedido/?page_size=100000&page=3');
    expect(last.body.results).toHaveLength(260 - 2 * SEEDS_MAX_PAGE_SIZE);
    expect(last.body.next).toBeNull();
    const ids = new Set<number>();
    for (const page of [1, 2, 3]) {
      for (const row of (await seeds.call('GET', `detalhe-item-pedido/?page_size=100000&page=${page}`)).body.results) ids.add(row.id);
    }
    expect(ids.size).toBe(260);
    const whole = await full.call('GET', 'detalhe-item-pedido/?page_size=100000');
    expect(whole.body.results).toHaveLength(260);
    expect(whole.body.next).toBeNull();
  });

  it('searches names with their accents on seeds and without them on default', async () => {
    expect(await count(full, 'detalhe-funcionario/?nome=julia')).toBe(1);
    expect(await count(seeds, 'detalhe-funcionario/?nome=julia')).toBe(0);
    expect(await count(seeds, 'detalhe-funcionario/?nome=júlia')).toBe(1);
    expect(await count(full, 'clientes/?cliente=jose')).toBe(1);
    expect(await count(seeds, 'clientes/?cliente=jose')).toBe(0);
    expect(await count(seeds, 'clientes/?cliente=josé')).toBe(1);
  });
});
