/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are untyped JSON, checked by value in the assertions */
// The staff filter's role switches mean "any of these roles"; superusers are left out with is_superuser=false.
// Name searches of staff and customers ignore case and accents (Django's unaccent__icontains).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@painel/db/test-databases';
import { startHarness, type Harness } from './testing/harness';

describe.each(testEngines())('staff role filter on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
    await h.db.exec(`
      INSERT INTO funcionarios (nome, cpf, branch, email, user_id, is_available, is_manager) VALUES ('Admin', '', NULL, '', ${h.userId}, true, false);
      INSERT INTO funcionarios (nome, cpf, branch, email, is_available, is_manager) VALUES ('Gina Gerente', '', NULL, '', true, true);
      INSERT INTO funcionarios (nome, cpf, branch, email, is_available, is_separating) VALUES ('Sara Separa', '', 17, '', true, true);
      INSERT INTO funcionarios (nome, cpf, branch, email, is_available, is_deliveryman) VALUES ('Edu Entrega', '', 17, '', false, true);
      INSERT INTO funcionarios (nome, cpf, branch, email, is_available, is_separating, is_checker) VALUES ('Caio Confere', '', 18, '', true, true, true);
      INSERT INTO funcionarios (nome, cpf, branch, email, is_available, is_checker) VALUES ('Júlia Ângelo', '', 18, '', true, true);
      INSERT INTO clientes (cliente, cpf) VALUES ('JOSÉ CONCEIÇÃO', '52998224725'), ('Joséfa 100%', '11144477735');
    `);
  }, 120_000);
  afterAll(() => h?.close());

  const names = async (query: string) => ((await h.call('GET', `detalhe-funcionario/?page_size=100&${query}`)).body.results as any[]).map((r) => r.nome);

  it('matches employees holding any of the listed flags', async () => {
    expect(await names('roles=is_manager,is_deliveryman')).toEqual(['Edu Entrega', 'Gina Gerente']);
    expect(await names('roles=is_separating')).toEqual(['Caio Confere', 'Sara Separa']);
    expect(await names('roles=is_checker,is_separating&filial=17')).toEqual(['Sara Separa']);
    expect(await names('roles=is_checker')).toEqual(['Caio Confere', 'Júlia Ângelo']);
    // The per-flag filters still AND together (what the role switches must not use).
    expect(await names('is_manager=true&is_deliveryman=true')).toEqual([]);
  });

  it('leaves superusers out and ignores an empty list', async () => {
    expect(await names('is_superuser=false&roles=')).toEqual(['Caio Confere', 'Edu Entrega', 'Gina Gerente', 'Júlia Ângelo', 'Sara Separa']);
    expect(await names('')).toContain('Admin');
  });

  it('finds names whatever their accents and case, on staff and customers', async () => {
    expect(await names('nome=julia')).toEqual(['Júlia Ângelo']);
    expect(await names('nome=JÚLIA%20ANGELO')).toEqual(['Júlia Ângelo']);
    expect(await names('nome=ângel')).toEqual(['Júlia Ângelo']);
    const customers = async (query: string) =>
      ((await h.call('GET', `clientes/?page_size=100&${query}`)).body.results as any[]).map((r) => r.cliente).filter((n) => /jos/i.test(n));
    expect(await customers('cliente=jose%20conceicao')).toEqual(['JOSÉ CONCEIÇÃO']);
    expect(await customers('cliente=josé')).toEqual(['JOSÉ CONCEIÇÃO', 'Joséfa 100%']);
    // LIKE's wildcards stay literal text.
    expect(await customers('cliente=100%25')).toEqual(['Joséfa 100%']);
    expect(await customers('cliente=jos_')).toEqual([]);
  });

  it('refuses an unknown flag with a 400 naming the parameter', async () => {
    const bad = await h.call('GET', 'detalhe-funcionario/?roles=is_manager,is_superuser');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['roles']);
  });
});
