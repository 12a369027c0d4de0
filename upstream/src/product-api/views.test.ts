/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are untyped JSON, checked by value in the assertions */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '@painel/db/test-databases';
import { startHarness, type Harness } from './testing/harness';

describe.each(testEngines())('recipes, catalogue and job views on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    vi.stubEnv('PRODUCT_REFRESH_DELAY_MS', '10'); // put back before the next file (tests/each-file-setup.ts)
    h = await startHarness(engine, {
      mount: (router, db) =>
        router.get('relatorio-teste/', async () => ({
          status: 200,
          body: { results: (await db.query('SELECT count(*)::int AS n FROM produtos')).rows },
        })),
    });
    await h.db.exec(`
      INSERT INTO filiais (codfilial, razaosocial) VALUES (18, 'Loja 18');
      INSERT INTO secoes (id, descricao, ativo) VALUES (1, 'Hortifruti', 'S'), (2, 'Antiga', 'N');
      INSERT INTO produtos (id, codprod, codauxiliar, codfilial, descricao, secao, imagem, datacadastro, oferta) VALUES
        (1, 10, '789001', 18, 'TOMATE ITALIANO', 1, NULL, '2026-02-01', 'S'),
        (2, 11, '789002', 18, 'TOMATE CEREJA', 1, 'https://img/2.jpg', '2026-02-10', 'N'),
        (3, 12, '789003', 18, 'CEBOLA', 1, '', '2026-03-01', 'N');
      INSERT INTO ofertas (tipopoferta, poferta, codprod, codfilial, produto, liminicial, limfinal) VALUES ('L', '4.99', 10, 18, 1, 1, 5);
      INSERT INTO horarios_entrega (id, horainicio, horafim) VALUES (1, '08:00', '10:00'), (2, '14:00', '16:00');
      INSERT INTO horarios_filiais (filial, horario, quantidade, tipo) VALUES (18, 2, 10, 'N'), (18, 1, 5, 'N');
      INSERT INTO topicos (id, titulo, sequencia) VALUES (1, 'Uso', 1);
      INSERT INTO paragrafos (texto, inciso, sequencia, topico) VALUES ('Segundo', true, 2, 1), ('Primeiro', false, 1, 1);
    `);
  }, 120_000);
  afterAll(() => h?.close());

  it('creates, reads, replaces and deletes a recipe with nested parts', async () => {
    const invalid = await h.call('POST', 'recipes/recipes/', { name: '', description: 'x', ingredients: [{ name: '' }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.name).toEqual(['This field is required.']);
    expect(invalid.body.ingredients[0].name).toEqual(['This field is required.']);
    const created = await h.call('POST', 'recipes/recipes/', {
      name: 'Molho',
      description: 'Molho de tomate',
      image: null,
      ingredients: [
        { name: 'Tomate', quantity: '4', unit: 'unidade', order: 1, products: [{ id: 1, quantidade: 4 }] },
        { name: 'Sal', a_gosto: true, order: 2 },
      ],
      instructions: [
        { order: 1, description: 'Picar' },
        { order: 2, description: 'Cozinhar' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.ingredients[0].products[0]).toMatchObject({ id: 1, descricao: 'TOMATE ITALIANO', quantidade: '4.000' });
    expect(created.body.ingredients[1]).toMatchObject({ a_gosto: true, quantity: null, unit: null });
    const id = created.body.id;
    const put = await h.call('PUT', `recipes/recipes/${id}/`, { name: 'Molho', description: 'd', ingredients: [], instructions: [{ description: 'Só' }] });
    expect(put.body.ingredients).toEqual([]);
    expect(put.body.instructions).toEqual([expect.objectContaining({ order: 1, description: 'Só' })]);
    const page = await h.call('GET', 'recipes/recipes/?page=1&page_size=5');
    expect(page.body.total).toBe(1);
    expect((await h.call('DELETE', `recipes/recipes/${id}/`)).status).toBe(204);
    // The client writes the application log (docs/decisions/0008-one-audit-entry-per-change.md): the recipe writes
    // leave none of their own.
    const logs = await h.call('GET', 'application-logs/?tabela=recipe&page_size=10');
    expect(logs.body.total).toBe(0);
  });

  it('searches products for recipes and lists ordered products with the panel filters', async () => {
    const search = await h.call('GET', 'prod-recipe-search/?page_size=20&descricao=TOMATE&codfilial=18');
    expect(search.body.total).toBe(2);
    expect(search.body.page).toBe(1);
    expect(search.body.results.produtos.map((p: any) => p.descricao)).toEqual(['TOMATE CEREJA', 'TOMATE ITALIANO']);
    const noImage = await h.call('GET', 'produtos-ordenados/?imagem=None&codfilial=18&page_size=8');
    expect(noImage.body.results.map((p: any) => p.id)).toEqual([3, 1]);
    const offer = await h.call('GET', 'produtos-ordenados/?oferta=S&datacadastro_after=2026-01-01&datacadastro_before=2026-02-05');
    expect(offer.body.results[0].ofertasProduto[0]).toMatchObject({ tipopoferta: 'L', poferta: '4.990' });
    expect(offer.body.results[0].secao).toMatchObject({ id: 1, descricao: 'Hortifruti' });
    const active = await h.call('GET', 'secoes/?ativo=S&page_size=500');
    expect(active.body.results.map((s: any) => s.id)).toEqual([1]);
  });

  it('keeps a branch code fixed once created: the same code is accepted, another one is a 400', async () => {
    const same = await h.call('PUT', 'filiais/18/', { codFilial: 18, razaoSocial: 'Loja 18 Centro' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ codFilial: 18, razaoSocial: 'Loja 18 Centro' });
    const moved = await h.call('PUT', 'filiais/18/', { codFilial: 19, razaoSocial: 'Loja 19' });
    expect(moved.status).toBe(400);
    expect(moved.body.codFilial).toEqual(['This field cannot be changed once created.']);
    expect((await h.call('GET', 'filiais/18/')).body).toMatchObject({ codFilial: 18, razaoSocial: 'Loja 18 Centro' });
    expect((await h.call('GET', 'filiais/19/')).status).toBe(404);
  });

  it('serves branch periods, terms with paragraphs and mounted extra routes', async () => {
    const periods = await h.call('GET', 'filiais/18/horarios/');
    expect(periods.body.map((p: any) => p.horario)).toEqual([1, 2]);
    expect((await h.call('GET', 'filiais/99/horarios/')).status).toBe(404);
    const terms = await h.call('GET', 'detalhe-topicos/?page_size=100000');
    expect(terms.body.results[0].paragrafos.map((p: any) => p.texto)).toEqual(['Primeiro', 'Segundo']);
    const extra = await h.call('GET', 'relatorio-teste/');
    expect(extra.body.results).toEqual([{ n: 3 }]);
    expect((await h.call('GET', 'relatorio-teste/', undefined, null)).status).toBe(401);
  });

  it('runs the product refresh job: Executando first, then completed', async () => {
    const bad = await h.call('GET', 'scripts/atualiza-produto/?codprod=abc&codfilial=18');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ codprod: ['Enter a number.'] });
    const started = await h.call('GET', 'scripts/atualiza-produto/?codprod=10&codauxiliar=789001&codfilial=18&user=1001');
    expect(started.body.output).toBe('Executando');
    let log: any;
    for (let i = 0; i < 200; i++) {
      log = (await h.call('GET', 'update-logs/')).body.results[0];
      if (log.output !== 'Executando') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(log).toMatchObject({ user_op: '1001', nature: 'atualiza-produto' });
    expect(log.output).toMatch(/^Concluído/);
    const product = await h.call('GET', 'produtos/1/');
    expect(product.body.dataatualizacao).not.toBeNull();
  });
});
