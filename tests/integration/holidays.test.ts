// 'Cadastro de Feriados' against the reference upstreams: the month's entries from 1 January of last year, add,
// edit and delete with one audit entry each, the form's rules, and the submanager bound to their branch on every
// path (list, read, create, edit, delete).
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';
import { demoYear } from './data-templates';

// The gateway's clock in March of the demo data's year, whose holidays the seed writes for last, this and next year.
const Y = demoYear();

const FIELDS = 'id branch date type description';
const READ = `query($branch: Int!) { specialDates(branch: $branch) { ${FIELDS} } }`;
const CREATE = `mutation($input: SpecialDateInput!) {
  createSpecialDate(input: $input) { message errors { code message field } specialDate { ${FIELDS} } }
}`;
const UPDATE = `mutation($id: ID!, $input: SpecialDateInput!) {
  updateSpecialDate(id: $id, input: $input) { message errors { code message field } specialDate { ${FIELDS} } }
}`;
const DELETE = `mutation($id: ID!) { deleteSpecialDate(id: $id) { deletedId message errors { code message field } } }`;

let stack: WorkflowStack;
let manager: Client;
let submanager: Client;

const codeOf = async (client: Client, query: string, variables?: Record<string, unknown>) =>
  (await client.query(query, variables)).body.errors?.[0]?.extensions?.code;
const specialDateCalls = () => stack.proxies.productApi.calls.filter((c) => c.path.includes('horarios-especiais'));
const writes = () => specialDateCalls().filter((c) => c.method !== 'GET').length;
const auditOf = async (id: string): Promise<Loose[]> =>
  (await stack.api.get('application-logs/?tabela=horarios-especiais&page_size=1000')).results.filter(
    (l: Loose) => String(l.dadoDepois?.id ?? l.dadoAntes?.id) === id,
  );

withWorkflowStack(
  ['1002', '1003'],
  (started, clients) => {
    stack = started;
    [manager, submanager] = clients;
  },
  {},
  { clockAt: Date.parse(`${Y}-03-10T15:00:00Z`) },
);

describe('reading a branch', () => {
  it(`answers the entries from 1 January of last year (the gateway clock is March ${Y}), by date`, async () => {
    // By the branch's id (docs/areas/catalogue.md#branch-ids-and-codes: filial={id}): the demo's branch 18 is id 2.
    const old = await stack.api.post('horarios-especiais/', { filial: 2, data: `${Y - 2}-12-25`, tipo: 'F', descricao: 'Natal antigo' });
    const { specialDates } = await gql(manager, READ, { branch: 18 });
    const dates = specialDates.map((d: Loose) => d.date);
    expect(dates).not.toContain(old.data);
    expect(dates[0] >= `${Y - 1}-01-01`).toBe(true);
    expect(dates).toEqual([...dates].sort());
    expect(specialDates).toContainEqual(expect.objectContaining({ branch: 18, date: `${Y - 1}-12-25`, type: 'F', description: 'Natal' }));
    const read = new URL(specialDateCalls().at(-1)!.path, 'http://x').searchParams;
    // Branch 18 asked by its id, as the call names it (filial={id}, docs/areas/catalogue.md#branch-ids-and-codes).
    expect([read.get('filial'), read.get('data_after'), read.get('page_size')]).toEqual(['2', `${Y - 1}-01-01`, '1000']);
  });

  it('answers null for a branch that does not exist, and offers the active branches', async () => {
    expect((await gql(manager, READ, { branch: 999_999 })).specialDates).toBeNull();
    const { holidayBranches } = await gql(manager, '{ holidayBranches { code name } }');
    expect(holidayBranches.map((b: Loose) => b.code)).toEqual(expect.arrayContaining([17, 18]));
  });
});

describe('add, edit and delete', () => {
  it('adds an entry with its one audit entry, edits it, refuses a second entry on the same day, and deletes it', async () => {
    const input = { branch: 17, date: `${Y}-06-04`, type: 'F', description: 'Corpus Christi' };
    const created = (await gql(manager, CREATE, { input })).createSpecialDate;
    expect(created).toMatchObject({ message: 'Horário Especial Adicionado com Sucesso!', errors: [], specialDate: { ...input } });
    const id = created.specialDate.id;
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ metodo: 'POST', tabela: 'horarios-especiais', usuario: expect.anything() });

    const taken = (await gql(manager, CREATE, { input: { ...input, type: 'ESP', description: 'Outro' } })).createSpecialDate;
    expect(taken).toMatchObject({
      specialDate: null,
      errors: [{ code: 'DAY_TAKEN', field: 'date', message: 'Já existe um horário especial nesta data para a filial.' }],
    });

    const edited = (await gql(manager, UPDATE, { id, input: { ...input, type: 'ESP', description: 'Corpus Christi - meio período' } })).updateSpecialDate;
    expect(edited).toMatchObject({ message: 'Horário Especial Atualizado com Sucesso!', specialDate: { id, type: 'ESP' } });
    expect((await stack.api.get(`horarios-especiais/${id}/`)).descricao).toBe('Corpus Christi - meio período');

    const deleted = (await gql(manager, DELETE, { id })).deleteSpecialDate;
    expect(deleted).toEqual({ deletedId: id, message: 'Horário Especial Excluído com Sucesso!', errors: [] });
    const trail = await auditOf(id);
    expect(trail.map((l) => l.metodo).sort()).toEqual(['DELETE', 'POST', 'PUT']);
    // Every entry names the branch as the record does: by its id (the demo's branch 17 is id 1).
    expect(
      trail
        .flatMap((l) => [l.dadoAntes, l.dadoDepois])
        .filter(Boolean)
        .map((d) => d.filial),
    ).toEqual(
      trail
        .flatMap((l) => [l.dadoAntes, l.dadoDepois])
        .filter(Boolean)
        .map(() => 1),
    );
    expect(trail.find((l) => l.metodo === 'DELETE')).toMatchObject({ dadoAntes: { id: Number(id), tipo: 'ESP' }, dadoDepois: null });
    expect((await gql(manager, DELETE, { id })).deleteSpecialDate.errors).toEqual([
      { code: 'NOT_FOUND', message: 'Horário especial não encontrado.', field: 'id' },
    ]);
  });

  it("answers the form's rules on their fields before any write", async () => {
    const before = writes();
    const blank = (await gql(manager, CREATE, { input: { branch: 17, date: `${Y - 2}-03-01`, type: 'F', description: '  ' } })).createSpecialDate;
    expect(blank.errors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'date', message: `A data deve ser a partir de 01/01/${Y - 1}.` },
      { code: 'BAD_USER_INPUT', field: 'description', message: 'Campo obrigatório!' },
    ]);
    const noBranch = (await gql(manager, CREATE, { input: { branch: 999_999, date: `${Y}-06-05`, type: 'F', description: 'X' } })).createSpecialDate;
    expect(noBranch.errors).toEqual([{ code: 'NOT_FOUND', field: 'branch', message: 'Filial não encontrada.' }]);
    expect(await codeOf(manager, CREATE, { input: { branch: 17, date: `${Y}-06-05`, type: 'N', description: 'X' } })).toBe('BAD_USER_INPUT');
    expect(writes()).toBe(before);
  });

  it('answers a failed write with the spec prefix and leaves no audit entry', async () => {
    const audits = (await stack.api.get('application-logs/?tabela=horarios-especiais&page_size=1000')).results.length;
    stack.proxies.productApi.add({ path: 'horarios-especiais/', method: 'POST', action: 'status', status: 503 });
    const failed = (await gql(manager, CREATE, { input: { branch: 17, date: `${Y}-06-08`, type: 'F', description: 'Falha' } })).createSpecialDate;
    expect(failed.specialDate).toBeNull();
    expect(failed.errors[0]).toMatchObject({ code: 'WRITE_FAILED', message: expect.stringMatching(/^Erro ao Cadastrar: /) });
    expect((await stack.api.get('application-logs/?tabela=horarios-especiais&page_size=1000')).results.length).toBe(audits);
  });
});

describe('a submanager (type 3)', () => {
  it('is offered their own branch only and reads only it', async () => {
    expect((await gql(submanager, '{ holidayBranches { code } }')).holidayBranches).toEqual([{ code: 17 }]);
    expect((await gql(submanager, READ, { branch: 17 })).specialDates.length).toBeGreaterThan(0);
    expect(await codeOf(submanager, READ, { branch: 18 })).toBe('FORBIDDEN');
  });

  it("changes their own branch's entries and none of another branch's", async () => {
    const own = (await gql(submanager, CREATE, { input: { branch: 17, date: `${Y}-06-06`, type: 'F', description: 'Feriado local' } })).createSpecialDate;
    expect(own.errors).toEqual([]);
    expect(await codeOf(submanager, CREATE, { input: { branch: 18, date: `${Y}-06-06`, type: 'F', description: 'X' } })).toBe('FORBIDDEN');
    const other = (await gql(manager, READ, { branch: 18 })).specialDates[0];
    const input = { branch: 18, date: other.date, type: other.type, description: 'Alterado' };
    // Another branch's entry named by id answers like a missing id (docs/security.md#lookups-by-id); moving one's own
    // entry to another branch is refused like the list.
    const notFound = [{ code: 'NOT_FOUND', field: 'id', message: 'Horário especial não encontrado.' }];
    expect((await gql(submanager, UPDATE, { id: other.id, input })).updateSpecialDate.errors).toEqual(notFound);
    expect(await codeOf(submanager, UPDATE, { id: own.specialDate.id, input: { ...input, date: `${Y}-06-06` } })).toBe('FORBIDDEN');
    expect((await gql(submanager, DELETE, { id: other.id })).deleteSpecialDate.errors).toEqual(notFound);
    expect((await stack.api.get(`horarios-especiais/${other.id}/`)).descricao).toBe(other.description);
  });

  it('is refused to separators (type 4) by the page policy', async () => {
    const separator = stack.client();
    expect((await separator.login('1004')).login.errors).toEqual([]);
    expect(await codeOf(separator, READ, { branch: 17 })).toBe('FORBIDDEN');
  });
});
