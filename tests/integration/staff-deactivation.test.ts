// People who leave (docs/decisions/0040-people-who-leave.md) against the reference upstreams: 'Desativar' ends a live
// session (cookie and bearer) at once and refuses the next login with the deactivation's own text, 'Reativar' lets the
// person in again, each change is one audit entry; the lists show and filter the state; a submanager acts on its own
// branch's pickers and deliverymen only, never on a manager; 'Enviar redefinição de senha' makes one recovery link (one
// product API call, one audit entry) or says the person has no e-mail. Two instances: multi-instance.test.ts.
import { describe, expect, it } from 'vitest';
import { LOGIN_INACTIVE } from '../../gateway/src/auth/login';
import { ACTIVATION_REFUSALS } from '../../gateway/src/domains/staff/rules';
import { Client } from './stack';
import { auditEntries, gql, newestLogId, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const ME = '{ me { user { matricula } } }';
const MEMBER = 'id registration name active available';
const PAYLOAD = `message errors { code message field } employee { ${MEMBER} }`;
const SET = (field: string) => `mutation($id: ID!) { ${field}(id: $id) { ${PAYLOAD} } }`;
const RESET = `mutation($id: ID!) { sendEmployeePasswordReset(id: $id) { email link message errors { code message field } } }`;
const EMPLOYEES = `query($filter: StaffFilter) { employees(filter: $filter, pageSize: -1) { items { ${MEMBER} } } }`;
const PICKERS = `query($filter: StaffPersonFilter) { pickerEmployees(filter: $filter, pageSize: -1) { items { ${MEMBER} branch { code } } } }`;

let stack: WorkflowStack;
let superuser: Client;
let submanager: Client;
let staff: Loose[] = [];
let superuserId: number;

const idOf = (registration: string) => staff.find((m) => m.registration === registration)!.id as string;
const matriculas = async (client: Client, filter: Record<string, unknown>) =>
  (await gql(client, EMPLOYEES, { filter })).employees.items.map((m: Loose) => m.registration);

withWorkflowStack(['1001', '1003'], async (started, clients) => {
  stack = started;
  [superuser, submanager] = clients;
  staff = (await gql(superuser, EMPLOYEES)).employees.items;
  superuserId = (await stack.api.get('auth/users/serializer/?username=1001')).results.find((u: Loose) => u.username === '1001').pk;
});

describe('Desativar / Reativar', () => {
  it("ends the person's live sessions (cookie and bearer) at once, refuses their next login, and Reativar lets them in", async () => {
    const browser = stack.client();
    expect((await browser.login('1004')).login.errors).toEqual([]);
    const tool = stack.client();
    const { login } = await tool.login('1004', 'senha1234', true);
    tool.cookie = null;
    tool.bearer = login.token;
    for (const client of [browser, tool]) expect((await gql(client, ME)).me.user.matricula).toBe('1004');
    const since = await newestLogId(stack);

    const off = (await gql(superuser, SET('deactivatePicker'), { id: idOf('1004') })).deactivatePicker;
    expect(off).toMatchObject({ message: 'Separador desativado com sucesso.', errors: [], employee: { registration: '1004', active: false, available: true } });
    for (const client of [browser, tool]) expect((await gql(client, ME)).me).toBeNull();
    const refused = (await stack.client().login('1004')).login;
    expect(refused.me).toBeNull();
    expect(refused.errors).toEqual([{ code: 'USER_INACTIVE', message: LOGIN_INACTIVE, field: null }]);
    // The product API itself refuses the user (Django's is_active), whatever the gateway.
    const user = (await stack.api.get('auth/users/serializer/?username=1004')).results.find((u: Loose) => u.username === '1004');
    expect(user.is_active).toBe(false);

    // Nobody's picker any more: the orders' choices leave the person out until Reativar.
    const pickerIds = async () => (await gql(superuser, '{ pickers(branch: 17) { id } }')).pickers.map((p: Loose) => p.id);
    expect(await pickerIds()).not.toContain(idOf('1004'));

    // A second click writes nothing more.
    expect((await gql(superuser, SET('deactivatePicker'), { id: idOf('1004') })).deactivatePicker.errors).toEqual([]);
    const on = (await gql(superuser, SET('reactivateEmployee'), { id: idOf('1004') })).reactivateEmployee;
    expect(on).toMatchObject({ message: 'Funcionário reativado com sucesso.', errors: [], employee: { active: true } });
    expect(await pickerIds()).toContain(idOf('1004'));
    expect((await stack.client().login('1004')).login.errors).toEqual([]);

    const entries = await auditEntries(stack, 'users', { since });
    expect(entries.map((e) => [e.metodo, e.dadoAntes?.is_active, e.dadoDepois?.is_active, e.dadoDepois?.username])).toEqual([
      ['PUT', true, false, '1004'],
      ['PUT', false, true, '1004'],
    ]);
    expect(entries.map((e) => e.usuario)).toEqual([superuserId, superuserId]);
  });

  it('says so, and claims nothing, when the product API answers the deactivation without doing it', async () => {
    const browser = stack.client();
    expect((await browser.login('1004')).login.errors).toEqual([]);
    const since = await newestLogId(stack);
    // A service whose serializer ignores is_active: the PATCH answers 200 and the user stays as it was.
    stack.proxies.productApi.add({ method: 'PATCH', path: 'auth/users/serializer/', action: 'status', status: 200, body: { username: '1004' } });
    const off = (await gql(superuser, SET('deactivatePicker'), { id: idOf('1004') })).deactivatePicker;
    expect(off.message).toBeNull();
    expect(off.errors).toEqual([{ code: 'REFUSED', field: null, message: `Erro ao Desativar Separador: ${ACTIVATION_REFUSALS.notTaken(false)}` }]);
    // Nothing pretends otherwise: the session lives, the next login is not refused as inactive, no audit entry.
    expect((await gql(browser, ME)).me.user.matricula).toBe('1004');
    expect((await stack.client().login('1004')).login.errors).toEqual([]);
    expect(await auditEntries(stack, 'users', { since })).toEqual([]);
  });

  it('lists show the state and filter by it (absent: both)', async () => {
    await gql(superuser, SET('deactivateDeliveryman'), { id: idOf('1006') });
    try {
      expect(await matriculas(superuser, { state: 'INACTIVE' })).toEqual(['1006']);
      expect(await matriculas(superuser, { state: 'ACTIVE' })).not.toContain('1006');
      const every = (await gql(superuser, EMPLOYEES, { filter: {} })).employees.items;
      expect(every.find((m: Loose) => m.registration === '1006').active).toBe(false);
      expect(every).toHaveLength(staff.length);
    } finally {
      await gql(superuser, SET('reactivateDeliveryman'), { id: idOf('1006') });
    }
  });

  it('a submanager acts on its own branch pickers and deliverymen only, never on a manager', async () => {
    const pickers = (await gql(superuser, PICKERS, { filter: {} })).pickerEmployees.items;
    const of18 = pickers.find((m: Loose) => m.branch?.code === 18);
    const other = await submanager.query(SET('deactivatePicker'), { id: of18.id });
    expect(other.body.data?.deactivatePicker.errors[0].code).toBe('NOT_FOUND');
    const manager = await submanager.query(SET('deactivatePicker'), { id: idOf('1002') });
    expect(manager.body.data?.deactivatePicker.errors[0].code).toBe('NOT_FOUND');
    // 'Funcionários' is type 1's alone.
    const asEmployee = await submanager.query(SET('deactivateEmployee'), { id: idOf('1002') });
    expect(asEmployee.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // A picker of its own branch who is also a submanager is of its own rank.
    const peer = pickers.find((m: Loose) => m.branch?.code === 17 && m.registration !== '1004');
    await stack.api.put(`funcionarios/${peer.id}/`, { is_submanager: true });
    try {
      const rank = (await gql(submanager, SET('deactivatePicker'), { id: peer.id })).deactivatePicker;
      expect(rank.errors).toEqual([{ code: 'FORBIDDEN', field: 'id', message: ACTIVATION_REFUSALS.rank }]);
    } finally {
      await stack.api.put(`funcionarios/${peer.id}/`, { is_submanager: false });
    }
    const own = (await gql(submanager, SET('deactivateDeliveryman'), { id: idOf('1006') })).deactivateDeliveryman;
    expect(own).toMatchObject({ errors: [], employee: { active: false } });
    expect((await gql(submanager, SET('reactivateDeliveryman'), { id: idOf('1006') })).reactivateDeliveryman.employee.active).toBe(true);
  });
});

describe('Enviar redefinição de senha', () => {
  it("makes one recovery link for the person's e-mail, audited once", async () => {
    const since = await newestLogId(stack);
    const calls = stack.proxies.productApi.calls.length;
    const sent = (await gql(superuser, RESET, { id: idOf('1007') })).sendEmployeePasswordReset;
    expect(sent).toMatchObject({ email: '1007@bompreco.local', errors: [] });
    expect(sent.link).toMatch(/\/resetpasswordweb\/[^/]+\/[^/]+$/);
    expect(sent.message).toContain('1007@bompreco.local');
    const recoveries = stack.proxies.productApi.calls.slice(calls).filter((c) => c.path.endsWith('/recovery/'));
    expect(recoveries).toHaveLength(1);
    const entries = await auditEntries(stack, 'recovery', { since });
    expect(entries).toHaveLength(1);
    expect(entries[0].dadoDepois).toMatchObject({ email: '1007@bompreco.local' });
    expect(JSON.stringify(entries[0])).not.toContain(sent.link);
  });

  it('says so when the person has no e-mail of their own, and asks the product API nothing', async () => {
    const created = (
      await gql(superuser, `mutation($input: EmployeeInput!) { createEmployee(input: $input) { errors { message } employee { id email } } }`, {
        input: { registration: '987650', name: 'Sem Email', roles: ['CHECKER'], branch: 17, password: 'senha-longa-1' },
      })
    ).createEmployee;
    expect(created.errors).toEqual([]);
    const calls = stack.proxies.productApi.calls.length;
    const refused = (await gql(superuser, RESET, { id: created.employee.id })).sendEmployeePasswordReset;
    expect(refused.link).toBeNull();
    expect(refused.errors).toEqual([{ code: 'NO_EMAIL', field: 'id', message: expect.stringContaining('não tem e-mail cadastrado') }]);
    expect(stack.proxies.productApi.calls.slice(calls).filter((c) => c.path.endsWith('/recovery/'))).toEqual([]);
  });

  it('is for type 1 only', async () => {
    const answer = await submanager.query(RESET, { id: idOf('1004') });
    expect(answer.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
