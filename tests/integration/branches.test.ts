// The 'filial' page against the reference upstreams: the table and details, create with delivery periods as one
// journaled workflow (a fault at the periods step is retried to completion; an answer lost after the API acted
// is not repeated), update with a fixed code, the form's rules, and exactly one audit entry per change.
import { afterEach, describe, expect, it } from 'vitest';
import { jpeg, uploadImage } from './images';
import type { Client } from './stack';
import { gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const CREATE = `mutation($input: BranchInput!, $schedules: [BranchScheduleInput!]) {
  createBranch(input: $input, schedules: $schedules) {
    message errors { code message field }
    branch { id code name cnpj postalCode status deliveryPeriods { periodId start end maxDeliveries type } }
  }
}`;
const UPDATE = `mutation($input: BranchInput!) {
  updateBranch(input: $input) { message errors { code message field } branch { code name contact } }
}`;
const LIST = `{ branches(page: 1, pageSize: 5) { total truncated items { id code name status contact mapsUrl } } }`;

let stack: WorkflowStack;
let superuser: Client;
let periodIds: string[];

const form = (code: number, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Filial Teste ${code}`,
  cnpj: '12.ABC.345/01DE-35',
  address: 'Rua das Flores',
  number: '10',
  neighbourhood: 'Centro',
  city: 'Teresina',
  state: 'pi',
  postalCode: '64000-100',
  mapsUrl: 'https://maps.google.com/?q=teresina',
  contact: '(86) 3222-1000',
  whatsappUrl: 'https://wa.me/558632221000',
  status: 'A',
  ...extra,
});

const auditOf = async (code: number) =>
  (await stack.api.get('application-logs/?tabela=filiais&page_size=1000')).results.filter(
    (l: Loose) => l.dadoDepois?.codFilial === code || l.dadoAntes?.codFilial === code,
  );
const periodRowsOf = async (code: number): Promise<Loose[]> => stack.api.get(`filiais/${code}/horarios/`);

withWorkflowStack(['1001'], async (started, clients) => {
  stack = started;
  [superuser] = clients;
  periodIds = (await gql(superuser, '{ deliveryPeriods { id start end } }')).deliveryPeriods.map((p: Loose) => p.id);
  expect(periodIds.length).toBeGreaterThanOrEqual(2);
});
afterEach(async () => stack.clearFaults());

describe('branches', () => {
  it('lists the branch table and refuses the form with the spec messages before any write', async () => {
    const { branches } = await gql(superuser, LIST);
    expect(branches.total).toBeGreaterThan(0);
    expect(branches.items[0]).toMatchObject({ id: String(branches.items[0].code), status: expect.stringMatching(/^[AI]$/) });
    const before = stack.proxies.productApi.calls.length;
    const bad = (await gql(superuser, CREATE, { input: form(901, { name: '', cnpj: '12.ABC.345/01DE-36', postalCode: '640' }) })).createBranch;
    expect(bad.errors.map((e: Loose) => [e.field, e.message])).toEqual([
      ['name', 'Campo obrigatório!'],
      ['cnpj', 'CNPJ inválido!'],
      ['postalCode', 'CEP inválido! Informe os 8 dígitos.'],
    ]);
    expect(stack.proxies.productApi.calls.slice(before).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('creates a branch with its periods and one audit entry; the periods step failing is retried to completion', async () => {
    // Two failures at the periods step, then the API answers: the run resumes there, the branch is not created twice.
    stack.proxies.productApi.add({ method: 'POST', path: '/horarios-filiais/', action: 'status', status: 503, times: 2 });
    const schedules = [
      { type: 'N', periodIds: periodIds.slice(0, 2), maxDeliveries: 12 },
      { type: 'FDS', periodIds: periodIds.slice(0, 1), maxDeliveries: 4 },
    ];
    // '64.000-100': the CEP with the dot of its older print, stored as its 8 digits like every CEP field.
    const created = (await gql(superuser, CREATE, { input: form(902, { postalCode: '64.000-100' }), schedules })).createBranch;
    expect(created.errors).toEqual([]);
    expect(created.message).toBe('Filial Cadastrada Com Sucesso!');
    expect(created.branch).toMatchObject({ code: 902, cnpj: '12ABC34501DE35', postalCode: '64000100', status: 'A' });
    expect(created.branch.deliveryPeriods.map((p: Loose) => [p.type, p.periodId, p.maxDeliveries]).sort()).toEqual(
      [
        ['FDS', periodIds[0], 4],
        ['N', periodIds[0], 12],
        ['N', periodIds[1], 12],
      ].sort(),
    );
    expect((await periodRowsOf(902)).length).toBe(3);
    const audit = await auditOf(902);
    expect(audit.map((l: Loose) => [l.metodo, l.dadoAntes, l.dadoDepois.horarios.length])).toEqual([['POST', null, 3]]);
  });

  it("starts a new branch with every active section ranked, audited once ('Ordenar Seções por Filial' has them)", async () => {
    const created = (await gql(superuser, CREATE, { input: form(904) })).createBranch;
    expect(created.errors).toEqual([]);
    const active = (await stack.api.get('secoes/?ativo=S&page_size=500')).results.map((s: Loose) => s.id);
    expect(active.length).toBeGreaterThan(0);
    const ranks = (await gql(superuser, `query($branch: Int!) { sectionRanks(branch: $branch) { rank available sectionId } }`, { branch: 904 })).sectionRanks;
    expect(ranks.map((r: Loose) => Number(r.sectionId)).sort()).toEqual([...active].sort());
    expect(ranks.map((r: Loose) => r.rank)).toEqual(ranks.map((_: Loose, i: number) => i));
    expect(ranks.every((r: Loose) => r.available)).toBe(true);
    // Ranks name the branch by its id (docs/areas/catalogue.md#branch-ids-and-codes: filial={id}), not its code.
    const { id } = await stack.api.get('filiais/904/');
    expect(id).not.toBe(904);
    const audit = (await stack.api.get('application-logs/?tabela=rank-secao-filial&page_size=1000')).results.filter(
      (l: Loose) => l.dadoDepois?.[0]?.filial === id,
    );
    expect(audit).toHaveLength(1);
  });

  it('a run that still fails reports the spec prefix; the same form sent again completes it, no period twice', async () => {
    // The first period is created but its answer lost, then the API stays down for the automatic attempts.
    stack.proxies.productApi.add({ method: 'POST', path: '/horarios-filiais/', action: 'lose' });
    stack.proxies.productApi.add({ method: 'GET', path: '/filiais/903/horarios/', action: 'status', status: 503, times: 10 });
    const schedules = [{ type: 'N', periodIds: periodIds.slice(0, 2), maxDeliveries: 8 }];
    const failed = (await gql(superuser, CREATE, { input: form(903), schedules })).createBranch;
    expect(failed.message).toBeNull();
    expect(failed.errors[0].message).toMatch(/^Erro ao Cadastrar: /);
    expect((await periodRowsOf(903)).length).toBe(1);
    expect(await auditOf(903)).toEqual([]);
    stack.proxies.productApi.clear();
    const again = (await gql(superuser, CREATE, { input: form(903), schedules })).createBranch;
    expect(again.errors).toEqual([]);
    expect(again.message).toBe('Filial Cadastrada Com Sucesso!');
    expect((await periodRowsOf(903)).map((p) => Number(p.horario)).sort()).toEqual(periodIds.slice(0, 2).map(Number).sort());
    expect((await auditOf(903)).length).toBe(1);
    // Another form for a code in use is refused.
    const taken = (await gql(superuser, CREATE, { input: form(903, { name: 'Outra' }) })).createBranch;
    expect(taken.errors).toEqual([{ code: 'CODE_TAKEN', message: 'Já existe uma filial com este código.', field: 'code' }]);
  });

  it('stores an image only when it is a 1039x519 JPEG uploaded to the folder filiais', async () => {
    const wrongSize = await uploadImage(stack.gateway.url, superuser, 'filiais', jpeg(1038, 519));
    const otherFolder = await uploadImage(stack.gateway.url, superuser, 'notificacoes', jpeg(1039, 519));
    const good = await uploadImage(stack.gateway.url, superuser, 'filiais', jpeg(1039, 519));
    const refusals = [
      [wrongSize, 'A imagem deve ter dimensões de 1039x519px'],
      [otherFolder, 'A imagem da filial precisa ser enviada pelo painel antes de usá-la.'],
      ['https://example.com/files/filiais/x.jpg', 'A imagem da filial precisa ser enviada pelo painel antes de usá-la.'],
    ];
    for (const [imageUrl, message] of refusals) {
      const refused = (await gql(superuser, CREATE, { input: form(961, { imageUrl }) })).createBranch;
      expect(refused.errors).toEqual([{ code: 'BAD_USER_INPUT', message, field: 'imageUrl' }]);
    }
    expect(await auditOf(961)).toEqual([]);
    const created = (await gql(superuser, CREATE, { input: form(961, { imageUrl: good }) })).createBranch;
    expect(created.errors).toEqual([]);
    const stored = await gql(superuser, '{ branch(code: 961) { imageUrl } }');
    expect(stored.branch.imageUrl).toBe(good);
  });

  it('updates a branch with one audit entry holding before and after', async () => {
    await gql(superuser, CREATE, { input: form(904) });
    const updated = (await gql(superuser, UPDATE, { input: form(904, { contact: '(86) 9999-0000' }) })).updateBranch;
    expect(updated).toMatchObject({ message: 'Filial Atualizada Com Sucesso!', errors: [], branch: { code: 904, contact: '(86) 9999-0000' } });
    const audit = (await auditOf(904)).filter((l: Loose) => l.metodo === 'PUT');
    expect(audit.map((l: Loose) => [l.dadoAntes.contato, l.dadoDepois.contato])).toEqual([['(86) 3222-1000', '(86) 9999-0000']]);
    const missing = (await gql(superuser, UPDATE, { input: form(9999) })).updateBranch;
    expect(missing.errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'code' });
  });

  it("refuses the page's data to a submanager", async () => {
    const submanager = stack.client();
    expect((await submanager.login('1003')).login.errors).toEqual([]);
    const refused = await submanager.query(LIST);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
