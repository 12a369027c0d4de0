// The staff pages against the reference upstreams: the lists (house contract, no superusers, role switches as
// "any of these roles", pickers and deliverymen by name and matrícula), a submanager bound to its branch (lists,
// creates and edits), creating a person as one workflow (a fault between the sign-up and the employee record, then
// the same form again: one user, one employee, each audit entry once), edits of both records, and the form rules.
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { auditEntries, newestLogId, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const MEMBER = 'id userId registration name email cpf branch { code name } role roleLabel roles available';
const LIST = (field: string, filterType: string) => `query($filter: ${filterType}, $page: Int, $pageSize: Int) {
  ${field}(filter: $filter, page: $page, pageSize: $pageSize) { total truncated items { ${MEMBER} } } }`;
const EMPLOYEES = LIST('employees', 'StaffFilter');
const PICKERS = LIST('pickerEmployees', 'StaffPersonFilter');
const DELIVERYMEN = LIST('deliverymanEmployees', 'StaffPersonFilter');
const SAVE = (field: string, withId = false) => `mutation(${withId ? '$id: ID!, ' : ''}$input: EmployeeInput!) {
  ${field}(${withId ? 'id: $id, ' : ''}input: $input) { message errors { code message field } employee { ${MEMBER} } } }`;

let stack: WorkflowStack;
let superuser: Client;
let submanager: Client;
let firstLogId = 0;

const data = async (client: Client, query: string, variables?: Record<string, unknown>): Promise<Loose> => {
  const result = await client.query(query, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data;
};
const auditOf = (tabela: string) => auditEntries(stack, tabela, { since: firstLogId });
const usersNamed = async (username: string) =>
  (await stack.api.get(`auth/users/serializer/?username=${username}&page_size=100`)).results.filter((u: Loose) => u.username === username);
const staffOfUser = async (pk: number) => (await stack.api.get(`detalhe-funcionario/?user=${pk}&page_size=100`)).results;
const writes = (since: number) =>
  stack.proxies.productApi.calls
    .slice(since)
    .filter((c) => c.method !== 'GET' && !c.path.includes('application-logs'))
    .map((c) => `${c.method} ${c.path.replace(/^\/api\/v1\//, '').replace(/\d+\/$/, '{id}/')}`);

withWorkflowStack(['1001', '1003'], async (started, clients) => {
  stack = started;
  [superuser, submanager] = clients;
  firstLogId = await newestLogId(stack);
});
afterEach(() => stack.proxies.productApi.clear());

describe('staff lists', () => {
  it('pages 5 by default, -1 = all, never superusers, and matches the product API', async () => {
    const all = (await stack.api.get('detalhe-funcionario/?page_size=10000')).results;
    const visible = all.filter((r: Loose) => !r.user?.is_superuser);
    const first = (await data(superuser, EMPLOYEES)).employees;
    expect(first.total).toBe(visible.length);
    expect(first.items).toHaveLength(5);
    const every = (await data(superuser, EMPLOYEES, { pageSize: -1 })).employees;
    expect(every.items.map((m: Loose) => m.registration).sort()).toEqual(visible.map((r: Loose) => r.user?.username ?? null).sort());
    expect(every.items.map((m: Loose) => m.registration)).not.toContain('1001');
    const manager = every.items.find((m: Loose) => m.registration === '1002');
    expect(manager).toMatchObject({ role: 'MANAGER', roleLabel: 'Gerente', branch: null });
    const picker = every.items.find((m: Loose) => m.registration === '1004');
    expect(picker).toMatchObject({ role: 'PICKER', roleLabel: 'Separador', branch: { code: 17 } });
    expect(picker.branch.name).not.toBe('17');
  });

  it('role switches mean any of these roles; one page costs one staff call and one branch call', async () => {
    const since = stack.proxies.productApi.calls.length;
    const some = (await data(superuser, EMPLOYEES, { filter: { roles: ['MANAGER', 'DELIVERYMAN'] }, pageSize: -1 })).employees;
    const reads = stack.proxies.productApi.calls
      .slice(since)
      .filter((c) => c.method === 'GET')
      .map((c) => c.path.split('?')[0]);
    expect(reads.sort()).toEqual(['/api/v1/detalhe-funcionario/', '/api/v1/filiais/']);
    const stored = (await stack.api.get('detalhe-funcionario/?page_size=10000&is_superuser=false')).results.filter(
      (r: Loose) => r.is_manager || r.is_deliveryman,
    );
    expect(some.total).toBe(stored.length);
    expect(new Set(some.items.map((m: Loose) => m.role))).toEqual(new Set(['MANAGER', 'DELIVERYMAN']));
    const byName = (await data(superuser, EMPLOYEES, { filter: { registration: '1004' } })).employees;
    expect(byName.items.map((m: Loose) => m.registration)).toEqual(['1004']);
  });

  it('pickers and deliverymen by name and matrícula; a submanager sees branch 17 only', async () => {
    const pickers = (await data(superuser, PICKERS, { pageSize: -1 })).pickerEmployees.items;
    expect(pickers.every((m: Loose) => m.roles.includes('PICKER'))).toBe(true);
    expect(new Set(pickers.map((m: Loose) => m.branch?.code))).toEqual(new Set([17, 18]));
    const own = (await data(submanager, PICKERS, { pageSize: -1 })).pickerEmployees.items;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((m: Loose) => m.branch.code === 17)).toBe(true);
    const ownDelivery = (await data(submanager, DELIVERYMEN, { filter: { registration: '1006' } })).deliverymanEmployees.items;
    expect(ownDelivery.map((m: Loose) => m.registration)).toEqual(['1006']);
    const named = (await data(superuser, DELIVERYMEN, { filter: { name: ownDelivery[0].name.slice(0, 4) }, pageSize: -1 })).deliverymanEmployees.items;
    expect(named.map((m: Loose) => m.id)).toContain(ownDelivery[0].id);
    // The old names (deprecated aliases for one release) answer the same.
    expect((await data(superuser, LIST('pickerList', 'StaffPersonFilter'), { pageSize: -1 })).pickerList.items).toEqual(pickers);
    expect((await data(submanager, LIST('deliverymanList', 'StaffPersonFilter'), { filter: { registration: '1006' } })).deliverymanList.items).toEqual(
      ownDelivery,
    );
    expect((await data(submanager, '{ staffBranchOptions { code } }')).staffBranchOptions).toEqual([{ code: 17 }]);
    const denied = await submanager.query(EMPLOYEES);
    expect(denied.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('staff changes', () => {
  it('refuses the form with the spec messages before any write', async () => {
    const since = stack.proxies.productApi.calls.length;
    const r = (await data(superuser, SAVE('createEmployee'), { input: { registration: '5001', name: ' ', roles: ['PICKER'], branch: 17, password: '123' } }))
      .createEmployee;
    expect(r.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Nome não pode estar vazio!', field: 'name' },
      { code: 'BAD_USER_INPUT', message: 'A senha precisa ter no mínimo 8 caracteres!', field: 'password' },
    ]);
    const taken = (
      await data(superuser, SAVE('createPicker'), { input: { registration: '1004', name: 'X', cpf: '52998224725', branch: 17, password: '12345678' } })
    ).createPicker;
    expect(taken.errors[0]).toMatchObject({ code: 'CODE_TAKEN', field: 'registration' });
    expect(writes(since)).toEqual([]);
  });

  it('a fault between the two writes, then the same form again: one user, one employee, each audit entry once', async () => {
    const input = { registration: '5002', name: 'Paula Picking', cpf: '52998224725', branch: 17, password: 'senha5002' };
    stack.proxies.productApi.add({ method: 'POST', path: '/funcionarios/', action: 'status', status: 503, times: 3 });
    const since = stack.proxies.productApi.calls.length;
    const first = (await data(superuser, SAVE('createPicker'), { input })).createPicker;
    expect(first.employee).toBeNull();
    expect(first.errors[0].message).toMatch(/^Erro ao cadastrar separador:/);
    expect(await usersNamed('5002')).toHaveLength(1);
    const again = (await data(superuser, SAVE('createPicker'), { input })).createPicker;
    expect(again).toMatchObject({
      message: 'Separador Cadastrado Com Sucesso',
      errors: [],
      // The e-mail stored for a person without one is the placeholder made from the matrícula: none to show.
      employee: { registration: '5002', role: 'PICKER', branch: { code: 17 }, available: true, email: null },
    });
    expect(writes(since)).toEqual(['POST auth/users/signup/', 'POST funcionarios/', 'POST funcionarios/', 'POST funcionarios/', 'POST funcionarios/']);
    const [user] = await usersNamed('5002');
    expect(user).toMatchObject({ is_client: false, is_staff: true, first_name: 'Paula', last_name: 'Picking', branch: 17, email: '5002@sem-email.invalid' });
    expect(await staffOfUser(user.pk)).toHaveLength(1);
    const users = (await auditOf('users')).filter((l: Loose) => l.dadoDepois?.username === '5002');
    expect(users.map((l: Loose) => [l.metodo, l.usuario])).toEqual([['POST', 1]]);
    expect(JSON.stringify(users)).not.toContain('senha5002');
    expect((await auditOf('funcionarios')).filter((l: Loose) => l.dadoDepois?.user === user.pk).map((l: Loose) => l.metodo)).toEqual(['POST']);
    // The first login of the new picker works with the form's password.
    expect((await stack.client().login('5002', 'senha5002')).login.errors).toEqual([]);
  });

  it('a lost sign-up answer is found by username; deliverymen get the configured password', async () => {
    stack.proxies.productApi.add({ method: 'POST', path: '/auth/users/signup/', action: 'lose' });
    const input = { registration: '5003', name: 'Davi Delivery', cpf: '11144477735', branch: 18 };
    const made = (await data(superuser, SAVE('createDeliveryman'), { input })).createDeliveryman;
    expect(made).toMatchObject({ message: 'Entregador Cadastrado Com Sucesso', employee: { role: 'DELIVERYMAN', branch: { code: 18 } } });
    expect(await usersNamed('5003')).toHaveLength(1);
    expect((await stack.client().login('5003', 'senha1234')).login.errors).toEqual([]);
  });

  it('a submanager creates in its own branch only and edits only its branch', async () => {
    const made = (
      await data(submanager, SAVE('createPicker'), { input: { registration: '5004', name: 'Sub Picker', cpf: '39053344705', password: 'senha5004' } })
    ).createPicker;
    expect(made.employee.branch.code).toBe(17);
    const other = await submanager.query(SAVE('createPicker'), { input: { registration: '5005', name: 'Outra', cpf: '1', branch: 18, password: 'senha5005' } });
    expect(other.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const of18 = (await data(superuser, PICKERS, { pageSize: -1 })).pickerEmployees.items.find((m: Loose) => m.branch.code === 18);
    const edit = await submanager.query(SAVE('updatePicker', true), { id: of18.id, input: { name: 'X', branch: 17 } });
    // Another branch's person answers like a missing id (docs/security.md#lookups-by-id).
    expect(edit.body.data?.updatePicker.errors[0].code).toBe('NOT_FOUND');
  });

  it('edits the employee and its user, with one audit entry per table', async () => {
    const [target] = (await data(superuser, EMPLOYEES, { filter: { registration: '5002' } })).employees.items;
    const since = stack.proxies.productApi.calls.length;
    const saved = (
      await data(superuser, SAVE('updateEmployee', true), {
        id: target.id,
        input: { name: 'Paula Conferente', roles: ['PICKER', 'CHECKER'], branch: 18, available: false },
      })
    ).updateEmployee;
    expect(saved).toMatchObject({
      message: 'Atualização de funcionário realizada com Sucesso!',
      errors: [],
      employee: { name: 'Paula Conferente', role: 'CHECKER', roleLabel: 'Conferente', branch: { code: 18 }, available: false },
    });
    expect(writes(since)).toEqual(['PUT funcionarios/{id}/', 'PUT auth/users/serializer/{id}/']);
    const [user] = await usersNamed('5002');
    expect(user).toMatchObject({ first_name: 'Paula', last_name: 'Conferente', branch: 18 });
    expect((await auditOf('users')).filter((l: Loose) => l.metodo === 'PUT' && l.dadoDepois?.pk === user.pk)).toHaveLength(1);
    expect((await auditOf('funcionarios')).filter((l: Loose) => l.metodo === 'PUT' && l.dadoDepois?.id === Number(target.id))).toHaveLength(1);
    // `member`, the payload's old name (deprecated), is the same employee: here a save that changes nothing.
    const ALIASED = `mutation($id: ID!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { employee { id name } member { id name } } }`;
    const unchanged = (
      await data(superuser, ALIASED, { id: target.id, input: { name: 'Paula Conferente', roles: ['PICKER', 'CHECKER'], branch: 18, available: false } })
    ).updateEmployee;
    expect(unchanged).toEqual({ employee: { id: target.id, name: 'Paula Conferente' }, member: { id: target.id, name: 'Paula Conferente' } });
  });
});

// docs/decisions/0045-what-is-seen-is-sent.md and the staff frictions: the name a person sees and saves is the name
// stored, a save writes only what the person changed (nothing changed: no write, no audit entry), the CPF is checked
// and kept as digits, the e-mail can be set and changed, and name searches ignore accents.
describe('staff edits write what the person changed', () => {
  const userOf = async (registration: string) => (await usersNamed(registration))[0];
  /** The edit form as the panel fills it from a row (what the person sees). */
  const shownForm = (m: Loose, withRoles = true) => ({
    name: m.name,
    cpf: m.cpf,
    email: m.email,
    branch: m.branch?.code ?? null,
    available: m.available,
    ...(withRoles ? { roles: m.roles } : {}),
  });
  const auditCount = async () => (await auditOf('users')).length + (await auditOf('funcionarios')).length;

  it('an unchanged save keeps the name and writes nothing: Funcionários, Separadores, and as the submanager', async () => {
    const [marcia] = (await data(superuser, EMPLOYEES, { filter: { name: 'marketing' } })).employees.items;
    expect(marcia.name).toBe('Márcia Marketing');
    const [aline] = (await data(superuser, PICKERS, { filter: { registration: '2003' } })).pickerEmployees.items;
    expect(aline.branch.code).toBe(17);
    const audits = await auditCount();
    const since = stack.proxies.productApi.calls.length;
    const saved = (await data(superuser, SAVE('updateEmployee', true), { id: marcia.id, input: shownForm(marcia) })).updateEmployee;
    expect(saved).toMatchObject({ errors: [], message: 'Atualização de funcionário realizada com Sucesso!', employee: { name: 'Márcia Marketing' } });
    for (const client of [superuser, submanager]) {
      const picker = (await data(client, SAVE('updatePicker', true), { id: aline.id, input: shownForm(aline, false) })).updatePicker;
      expect(picker).toMatchObject({ errors: [], employee: { name: aline.name } });
    }
    expect(writes(since)).toEqual([]);
    expect(await auditCount()).toBe(audits);
    expect(await userOf('1005')).toMatchObject({ first_name: 'Márcia', last_name: 'Marketing' });
    const [first, ...rest] = aline.name.split(' ');
    expect(await userOf('2003')).toMatchObject({ first_name: first, last_name: rest.join(' ') });
  });

  it('a changed name is stored as typed on both records; a changed availability writes the employee only', async () => {
    const [marcia] = (await data(superuser, EMPLOYEES, { filter: { registration: '1005' } })).employees.items;
    const since = stack.proxies.productApi.calls.length;
    const renamed = (await data(superuser, SAVE('updateEmployee', true), { id: marcia.id, input: { ...shownForm(marcia), name: ' Márcia  Souza Marketing ' } }))
      .updateEmployee;
    expect(renamed).toMatchObject({ errors: [], employee: { name: 'Márcia Souza Marketing' } });
    expect(writes(since)).toEqual(['PUT funcionarios/{id}/', 'PUT auth/users/serializer/{id}/']);
    const user = await userOf('1005');
    expect(`${user.first_name} ${user.last_name}`).toBe('Márcia Souza Marketing');
    expect(user).toMatchObject({ first_name: 'Márcia', branch: null });
    const usersAudit = (await auditOf('users')).filter((l: Loose) => l.dadoDepois?.pk === user.pk);
    expect(usersAudit.map((l: Loose) => [l.dadoAntes.last_name, l.dadoDepois.last_name])).toEqual([['Marketing', 'Souza Marketing']]);
    // The person's login now shows the name saved.
    const marciaLogin = stack.client();
    expect((await marciaLogin.login('1005')).login.me.user.name).toBe('Márcia Souza Marketing');

    const later = stack.proxies.productApi.calls.length;
    const away = (await data(superuser, SAVE('updateEmployee', true), { id: marcia.id, input: { ...shownForm(renamed.employee), available: false } }))
      .updateEmployee;
    expect(away).toMatchObject({ errors: [], employee: { available: false, name: 'Márcia Souza Marketing' } });
    expect(writes(later)).toEqual(['PUT funcionarios/{id}/']);
    expect((await auditOf('users')).filter((l: Loose) => l.dadoDepois?.pk === user.pk)).toHaveLength(1);
    expect((await auditOf('funcionarios')).filter((l: Loose) => l.dadoDepois?.id === Number(marcia.id))).toHaveLength(2);
  });

  it('checks the CPF, keeps it as digits, and takes an e-mail on create; the edit changes both', async () => {
    const input = { registration: '5010', name: 'Caio Cadastro', roles: ['CHECKER'], branch: 17, password: 'senha5010' };
    const bad = (await data(superuser, SAVE('createEmployee'), { input: { ...input, cpf: '123.456.789-00', email: 'caio@' } })).createEmployee;
    expect(bad.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'CPF inválido.', field: 'cpf' },
      { code: 'BAD_USER_INPUT', message: 'E-mail inválido.', field: 'email' },
    ]);
    const badPicker = (await data(superuser, SAVE('createPicker'), { input: { ...input, roles: undefined, cpf: '11111111111' } })).createPicker;
    expect(badPicker.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'CPF inválido.', field: 'cpf' }]);
    // One CPF, one person (docs/decisions/0051-one-cpf-one-neighbourhood.md) (by its digits): 390.533.447-05 is the
    // picker 5004's.
    const sinceTaken = stack.proxies.productApi.calls.length;
    const takenCpf = (await data(superuser, SAVE('createEmployee'), { input: { ...input, cpf: '390.533.447-05', email: 'caio@loja.com.br' } })).createEmployee;
    expect(takenCpf.errors).toEqual([{ code: 'CODE_TAKEN', message: 'Já existe um funcionário com este CPF.', field: 'cpf' }]);
    expect(writes(sinceTaken)).toEqual([]);
    const made = (await data(superuser, SAVE('createEmployee'), { input: { ...input, cpf: '935.411.347-80', email: 'caio@loja.com.br' } })).createEmployee;
    expect(made).toMatchObject({ errors: [], employee: { cpf: '93541134780', email: 'caio@loja.com.br' } });
    expect(await userOf('5010')).toMatchObject({ email: 'caio@loja.com.br', first_name: 'Caio', last_name: 'Cadastro' });

    const refused = (
      await data(superuser, SAVE('updateEmployee', true), { id: made.employee.id, input: { ...shownForm(made.employee), cpf: '390.533.447-06' } })
    ).updateEmployee;
    expect(refused.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'CPF inválido.', field: 'cpf' }]);
    // The same CPF masked is no change at all.
    const since = stack.proxies.productApi.calls.length;
    const same = (await data(superuser, SAVE('updateEmployee', true), { id: made.employee.id, input: { ...shownForm(made.employee), cpf: '935.411.347-80' } }))
      .updateEmployee;
    expect(same.errors).toEqual([]);
    expect(writes(since)).toEqual([]);
    // 529.982.247-25 is the picker 5002's: refused on edit too.
    const takenOnEdit = (
      await data(superuser, SAVE('updateEmployee', true), { id: made.employee.id, input: { ...shownForm(made.employee), cpf: '529.982.247-25' } })
    ).updateEmployee;
    expect(takenOnEdit.errors).toEqual([{ code: 'CODE_TAKEN', message: 'Já existe um funcionário com este CPF.', field: 'cpf' }]);
    const changed = (
      await data(superuser, SAVE('updateEmployee', true), {
        id: made.employee.id,
        input: { ...shownForm(made.employee), cpf: '714.602.380-01', email: 'caio.novo@loja.com.br' },
      })
    ).updateEmployee;
    expect(changed).toMatchObject({ errors: [], employee: { cpf: '71460238001', email: 'caio.novo@loja.com.br' } });
    // The user's e-mail follows, so a recovery link for the new address reaches this person.
    expect(await userOf('5010')).toMatchObject({ email: 'caio.novo@loja.com.br', first_name: 'Caio', last_name: 'Cadastro' });
  });

  it('name searches ignore accents on the staff lists and the customer search', async () => {
    const names = async (client: Client, query: string, filter: Loose, field: string) =>
      (await data(client, query, { filter, pageSize: -1 }))[field].items.map((m: Loose) => m.name);
    expect(await names(superuser, EMPLOYEES, { name: 'marcia' }, 'employees')).toEqual(['Márcia Souza Marketing']);
    expect(await names(superuser, EMPLOYEES, { name: 'SERGIO separador' }, 'employees')).toEqual(['Sérgio Separador']);
    expect(await names(submanager, PICKERS, { name: 'sergio' }, 'pickerEmployees')).toEqual(['Sérgio Separador']);
    const accented = (await stack.api.get('clientes/?page_size=10000')).results.find((c: Loose) => /[áéíóúâêôãõç]/i.test(c.cliente));
    const plain = accented.cliente
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const found = (
      await data(superuser, 'query($filter: CustomerFilter) { customers(filter: $filter, pageSize: -1) { items { id name } } }', { filter: { name: plain } })
    ).customers.items;
    expect(found.map((c: Loose) => c.id)).toContain(String(accented.id));
  });
});
