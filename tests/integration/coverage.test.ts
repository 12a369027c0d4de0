// 'Área de Cobertura' and the postal codes page against the reference upstreams: the table with its filter (an
// unknown CEP answers 'CEP não encontrado'), the neighbourhood details offered for the branch's codCepBuscaBairro,
// the form's lookups, create and update with one audit entry each, one fee per branch and CEP, and the
// neighbourhoods and postal codes forms.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { gql as gqlAs, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const AREA = 'id fee neighbourhoodsOffered branch { code name } postalCode { id code address }';
const AREAS = `query($filter: CoverageAreaFilter, $page: Int, $pageSize: Int) {
  coverageAreas(filter: $filter, page: $page, pageSize: $pageSize) { total truncated notice items { ${AREA} } }
}`;
const SAVE_AREA = `mutation($id: ID, $input: CoverageAreaInput!) {
  saveCoverageArea(id: $id, input: $input) { message errors { code message field } area { ${AREA} } }
}`;
const NEIGHBOURHOOD = 'id name fee note active';
const SAVE_NEIGHBOURHOOD = `mutation($id: ID, $postalCodeId: ID!, $input: NeighbourhoodInput!) {
  saveNeighbourhood(id: $id, postalCodeId: $postalCodeId, input: $input) { message errors { code message field } neighbourhood { ${NEIGHBOURHOOD} } }
}`;
const POSTAL_CODE = `query($code: String!) { coveragePostalCode(code: $code) { id code address neighbourhoods { ${NEIGHBOURHOOD} } } }`;
const POSTAL_CODES = `query($filter: PostalCodeFilter, $page: Int, $pageSize: Int) {
  postalCodes(filter: $filter, page: $page, pageSize: $pageSize) { total items { id code address } }
}`;
const SAVE_POSTAL_CODE = `mutation($id: ID, $input: PostalCodeInput!) {
  savePostalCode(id: $id, input: $input) { message errors { code message field } postalCode { id code address } }
}`;

let stack: WorkflowStack;
let superuser: Client;

const gql = (query: string, variables?: Record<string, unknown>) => gqlAs(superuser, query, variables);
const auditOf = async (table: string, id: string): Promise<Loose[]> =>
  (await stack.api.get(`application-logs/?tabela=${table}&page_size=1000`)).results.filter((l: Loose) => String(l.dadoDepois?.id ?? l.dadoAntes?.id) === id);
const productApiCalls = (part: string) => stack.proxies.productApi.calls.filter((c) => c.path.includes(part));

withWorkflowStack(['1001'], (started, clients) => {
  stack = started;
  [superuser] = clients;
});

describe('the coverage table', () => {
  it('pages the fees with branch and postal code, and offers the neighbourhoods only for the branch setting CEP', async () => {
    const first = (await gql(AREAS, { page: 1, pageSize: 5 })).coverageAreas;
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(first.notice).toBeNull();
    const all = (await gql(AREAS, { pageSize: -1 })).coverageAreas;
    expect(all.items).toHaveLength(all.total);
    // Settings name their branch by id (docs/areas/catalogue.md#branch-ids-and-codes: filial={id}), areas by code.
    const settings = await stack.api.get('configuracoes-gerais/?page_size=500');
    const codes = new Map((await stack.api.get('filiais/?page_size=1000')).results.map((b: Loose) => [b.id, Number(b.codFilial)]));
    const searchCep = new Map(settings.results.map((s: Loose) => [codes.get(s.filial), s.confGeral?.codCepBuscaBairro]));
    for (const area of all.items) {
      expect(area.neighbourhoodsOffered).toBe(searchCep.get(area.branch.code) === area.postalCode.code);
    }
    expect(all.items.some((a: Loose) => a.neighbourhoodsOffered)).toBe(true);
    expect(all.items.some((a: Loose) => !a.neighbourhoodsOffered)).toBe(true);
  });

  it('filters by CEP (with or without the dash) and by branch; an unknown CEP answers "CEP não encontrado"', async () => {
    const byCep = (await gql(AREAS, { filter: { postalCode: '64049-110' }, pageSize: -1 })).coverageAreas;
    expect(byCep.total).toBeGreaterThan(0);
    expect(byCep.items.every((a: Loose) => a.postalCode.code === '64049110')).toBe(true);
    const both = (await gql(AREAS, { filter: { postalCode: '64049110', branch: 18 } })).coverageAreas;
    expect(both.items.map((a: Loose) => [a.branch.code, a.postalCode.code])).toEqual([[18, '64049110']]);
    const unknown = (await gql(AREAS, { filter: { postalCode: '01001000' } })).coverageAreas;
    expect(unknown).toMatchObject({ total: 0, items: [], notice: 'CEP não encontrado' });
    const bad = await superuser.query(AREAS, { filter: { postalCode: '123' } });
    expect(bad.body.errors?.[0]).toMatchObject({ message: 'CEP inválido! Informe os 8 dígitos.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('reads the branch settings once per page, not once per row', async () => {
    const before = productApiCalls('configuracoes-gerais').length;
    await gql(AREAS, { pageSize: 20 });
    expect(productApiCalls('configuracoes-gerais').length - before).toBe(1);
  });
});

describe('the area form', () => {
  it('looks up the branch and the postal code, creates an area with its audit entry, and updates it', async () => {
    const lookups = await gql(`{ coverageBranch(code: 18) { code name } none: coverageBranch(code: 999) { code } }`);
    expect(lookups).toMatchObject({ coverageBranch: { code: 18 }, none: null });
    expect((await gql(POSTAL_CODE, { code: '00000-000' })).coveragePostalCode).toBeNull();

    const cep = await stack.api.post('ceps/', { cep: '64000100', endereco: 'Rua Nova, Teresina - PI' });
    const created = (await gql(SAVE_AREA, { input: { branch: 18, postalCode: '64000-100', fee: '7.50' } })).saveCoverageArea;
    expect(created).toMatchObject({
      message: 'Área de Cobertura Cadastrada/Atualizada Com Sucesso!',
      errors: [],
      area: { fee: '7.500', branch: { code: 18 }, postalCode: { id: String(cep.id), code: '64000100' }, neighbourhoodsOffered: false },
    });
    const id = created.area.id;
    expect(await auditOf('taxas', id)).toMatchObject([{ metodo: 'POST', tabela: 'taxas', dadoAntes: null }]);

    const twice = (await gql(SAVE_AREA, { input: { branch: 18, postalCode: '64000100', fee: '9' } })).saveCoverageArea;
    expect(twice).toMatchObject({ area: null, errors: [{ code: 'AREA_TAKEN', field: 'postalCode' }] });

    const updated = (await gql(SAVE_AREA, { id, input: { branch: 18, postalCode: '64000100', fee: '8.25' } })).saveCoverageArea;
    expect(updated).toMatchObject({ errors: [], area: { id, fee: '8.250' } });
    expect((await stack.api.get(`taxas/${id}/`)).valor).toBe('8.250');
    expect((await auditOf('taxas', id)).map((l) => l.metodo).sort()).toEqual(['POST', 'PUT']);
  });

  it('refuses a negative fee, a malformed or unknown CEP, an unknown branch and an unknown area, writing nothing', async () => {
    const writesBefore = productApiCalls('taxas').filter((c) => c.method !== 'GET').length;
    const save = async (input: Loose, id?: string) => (await gql(SAVE_AREA, { id, input })).saveCoverageArea.errors;
    expect(await save({ branch: 18, postalCode: '64049110', fee: '-1' })).toEqual([{ code: 'BAD_USER_INPUT', field: 'fee', message: 'O valor mínimo é 0!' }]);
    // docs/areas/catalogue.md#validation: the area form is not one of the 'Campo obrigatório!' forms.
    expect(await save({ branch: 18, postalCode: ' ', fee: '1' })).toEqual([
      { code: 'BAD_USER_INPUT', field: 'postalCode', message: 'CEP não pode estar vazio!' },
    ]);
    expect(await save({ branch: 18, postalCode: '640', fee: '1' })).toMatchObject([{ field: 'postalCode', message: 'CEP inválido! Informe os 8 dígitos.' }]);
    expect(await save({ branch: 18, postalCode: '01001-000', fee: '1' })).toEqual([{ code: 'NOT_FOUND', field: 'postalCode', message: 'Cep Não encontrado' }]);
    expect(await save({ branch: 999, postalCode: '64049110', fee: '1' })).toMatchObject([{ code: 'NOT_FOUND', field: 'branch' }]);
    expect(await save({ branch: 18, postalCode: '64049110', fee: '1' }, '99999')).toMatchObject([{ code: 'NOT_FOUND', field: 'id' }]);
    expect(productApiCalls('taxas').filter((c) => c.method !== 'GET').length).toBe(writesBefore);
  });
});

describe('the neighbourhoods of a postal code', () => {
  it('lists them by name, adds one and edits it with an audit entry each; another CEP cannot edit it', async () => {
    const demo = (await gql(POSTAL_CODE, { code: '64220-000' })).coveragePostalCode;
    expect(demo.neighbourhoods.length).toBeGreaterThan(3);
    const names = demo.neighbourhoods.map((n: Loose) => n.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    const input = { name: 'Poti Velho', fee: '6', note: '', active: true };
    const added = (await gql(SAVE_NEIGHBOURHOOD, { postalCodeId: demo.id, input })).saveNeighbourhood;
    expect(added).toMatchObject({ message: 'Bairro Atualizado Com Sucesso!', neighbourhood: { name: 'Poti Velho', fee: '6.000', note: null, active: true } });
    const id = added.neighbourhood.id;
    const edited = (await gql(SAVE_NEIGHBOURHOOD, { id, postalCodeId: demo.id, input: { ...input, active: false, note: 'Só pela manhã' } })).saveNeighbourhood;
    expect(edited).toMatchObject({ errors: [], neighbourhood: { id, active: false, note: 'Só pela manhã' } });
    expect((await auditOf('bairros-externos', id)).map((l) => l.metodo).sort()).toEqual(['POST', 'PUT']);

    const other = (await gql(POSTAL_CODE, { code: '64049110' })).coveragePostalCode;
    const crossed = (await gql(SAVE_NEIGHBOURHOOD, { id, postalCodeId: other.id, input })).saveNeighbourhood;
    expect(crossed).toMatchObject({ neighbourhood: null, errors: [{ code: 'NOT_FOUND', field: 'id' }] });
    // One neighbourhood, one fee (docs/decisions/0051-one-cpf-one-neighbourhood.md): the same name again (accents and
    // case aside) is refused, on add and on edit.
    const taken = { code: 'CODE_TAKEN', message: 'Este CEP já tem um bairro com este nome.', field: 'name' };
    const twice = (await gql(SAVE_NEIGHBOURHOOD, { postalCodeId: demo.id, input: { ...input, name: ' POTÍ  velho', fee: '3' } })).saveNeighbourhood;
    expect(twice).toMatchObject({ neighbourhood: null, errors: [taken] });
    const [seeded] = demo.neighbourhoods;
    const renamed = (await gql(SAVE_NEIGHBOURHOOD, { id, postalCodeId: demo.id, input: { ...input, name: seeded.name.toUpperCase() } })).saveNeighbourhood;
    expect(renamed).toMatchObject({ neighbourhood: null, errors: [taken] });
    const empty = (await gql(SAVE_NEIGHBOURHOOD, { postalCodeId: demo.id, input: { ...input, name: ' ', fee: '-2' } })).saveNeighbourhood;
    expect(empty.errors.map((e: Loose) => [e.field, e.message])).toEqual([
      ['name', 'Campo obrigatório!'],
      ['fee', 'O valor mínimo é 0!'],
    ]);
  });
});

describe('a CEP typed with a dot (64.220-000)', () => {
  it('is the same CEP on the area form, its filter and lookup, and the postal codes page, stored as its 8 digits', async () => {
    expect((await gql(POSTAL_CODE, { code: '64.220-000' })).coveragePostalCode).toMatchObject({ code: '64220000' });
    const filtered = (await gql(AREAS, { filter: { postalCode: '64.049-110' }, pageSize: -1 })).coverageAreas;
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((a: Loose) => a.postalCode.code === '64049110')).toBe(true);
    expect((await gql(POSTAL_CODES, { filter: { code: '64.049-110' } })).postalCodes).toMatchObject({ total: 1, items: [{ code: '64049110' }] });

    const created = (await gql(SAVE_POSTAL_CODE, { input: { code: '64.000-300', address: 'Rua do Ponto, Teresina - PI' } })).savePostalCode;
    expect(created).toMatchObject({ errors: [], postalCode: { code: '64000300' } });
    expect((await stack.api.get(`ceps/${created.postalCode.id}/`)).cep).toBe('64000300');
    const area = (await gql(SAVE_AREA, { input: { branch: 18, postalCode: '64.000-300', fee: '4' } })).saveCoverageArea;
    expect(area).toMatchObject({ errors: [], area: { postalCode: { id: created.postalCode.id, code: '64000300' } } });
  });
});

describe('the postal codes page', () => {
  it('lists, filters, creates and updates postal codes; a CEP already registered is refused', async () => {
    const page = (await gql(POSTAL_CODES, { page: 1, pageSize: 5 })).postalCodes;
    expect(page.items).toHaveLength(5);
    const one = (await gql(POSTAL_CODES, { filter: { code: '64049-110' } })).postalCodes;
    expect(one).toMatchObject({ total: 1, items: [{ code: '64049110' }] });

    const created = (await gql(SAVE_POSTAL_CODE, { input: { code: '64000-200', address: 'Rua do Teste, Teresina - PI' } })).savePostalCode;
    expect(created).toMatchObject({ message: 'CEP Cadastrado com Sucesso!', postalCode: { code: '64000200' } });
    const id = created.postalCode.id;
    const taken = (await gql(SAVE_POSTAL_CODE, { input: { code: '64000200', address: 'Outra' } })).savePostalCode;
    expect(taken).toMatchObject({ postalCode: null, errors: [{ code: 'CODE_TAKEN', field: 'code', message: 'CEP já cadastrado.' }] });
    const updated = (await gql(SAVE_POSTAL_CODE, { id, input: { code: '64000200', address: 'Rua do Teste, 10' } })).savePostalCode;
    expect(updated).toMatchObject({ message: 'CEP Atualizado com Sucesso!', postalCode: { id, address: 'Rua do Teste, 10' } });
    expect((await auditOf('ceps', id)).map((l) => l.metodo).sort()).toEqual(['POST', 'PUT']);
    const blank = (await gql(SAVE_POSTAL_CODE, { input: { code: '', address: '' } })).savePostalCode;
    expect(blank.errors.map((e: Loose) => [e.field, e.message])).toEqual([
      ['code', 'CEP não pode estar vazio!'],
      ['address', 'Endereço não pode estar vazio!'],
    ]);
  });
});
