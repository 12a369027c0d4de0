// 'Log API' and 'Log Banco de Dados' against the reference upstreams: pages, 'all', the filters (user, days in São
// Paulo, method) checked against rows read straight from the product API and filtered here, one upstream call per
// resource type per page, secrets redacted when read (a settings change saved through the gateway, and an entry a
// careless client wrote in clear), the spec's load prefix on a failure, and the refusal of users without the page.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { branchSettingsForm, gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const USER = 'id username name';
const API_LOGS = `query($filter: ApiLogFilter, $page: Int, $pageSize: Int) {
  apiLogs(filter: $filter, page: $page, pageSize: $pageSize) { total truncated items { id at method table before after user { ${USER} } } }
}`;
const DATABASE_LOGS = `query($filter: DatabaseLogFilter, $page: Int, $pageSize: Int) {
  databaseLogs(filter: $filter, page: $page, pageSize: $pageSize) {
    total truncated items { id startedAt endedAt origin method table status note error user { ${USER} } }
  }
}`;
const API_USERS = `{ apiLogUsers { ${USER} } }`;
const DATABASE_USERS = `{ databaseLogUsers { ${USER} } }`;
const SAVE_SETTINGS = `mutation($branch: Int!, $input: BranchSettingsInput!) {
  saveBranchSettings(branch: $branch, input: $input) { message errors { code message field } }
}`;

let stack: WorkflowStack;
let superuser: Client;
let manager: Client;

const SP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOf = (iso: string) => SP_DAY.format(new Date(iso));

/** Every row of a product API list, read as the superuser (the reference the gateway's answers are checked against). */
const upstreamRows = async (path: string): Promise<Loose[]> => (await stack.api.get(`${path}?page_size=10000`)).results;
const callsTo = (part: string) => stack.proxies.productApi.calls.filter((c) => c.path.includes(part));

withWorkflowStack(['1001', '1002'], (started, clients) => {
  stack = started;
  [superuser, manager] = clients;
});

describe('Log API', () => {
  it('pages newest first, 5 by default, and -1 answers every entry', async () => {
    const rows = await upstreamRows('detalhe-application-logs/');
    expect(rows.length).toBeGreaterThan(10);
    const first = (await gql(superuser, API_LOGS, {})).apiLogs;
    expect(first).toMatchObject({ total: rows.length, truncated: false });
    expect(first.items.map((e: Loose) => e.id)).toEqual(rows.slice(0, 5).map((r) => String(r.id)));
    const second = (await gql(superuser, API_LOGS, { page: 2, pageSize: 5 })).apiLogs;
    expect(second.items.map((e: Loose) => e.id)).toEqual(rows.slice(5, 10).map((r) => String(r.id)));
    const all = (await gql(superuser, API_LOGS, { pageSize: -1 })).apiLogs;
    expect(all).toMatchObject({ total: rows.length, truncated: false });
    expect(all.items).toHaveLength(rows.length);
    const times = all.items.map((e: Loose) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by method, user and days as the product API rows say', async () => {
    const rows = await upstreamRows('detalhe-application-logs/');
    const put = (await gql(superuser, API_LOGS, { filter: { method: 'PUT' }, pageSize: -1 })).apiLogs;
    expect(put.total).toBe(rows.filter((r) => r.metodo === 'PUT').length);
    expect(new Set(put.items.map((e: Loose) => e.method))).toEqual(new Set(['PUT']));

    const users = (await gql(superuser, API_USERS)).apiLogUsers;
    const named = rows.find((r) => r.usuario?.pk)!.usuario;
    const choice = users.find((u: Loose) => u.username === named.username);
    expect(choice).toMatchObject({ id: String(named.pk), name: `${named.first_name} ${named.last_name}`.trim() });
    const byUser = (await gql(superuser, API_LOGS, { filter: { userId: choice.id }, pageSize: -1 })).apiLogs;
    expect(byUser.total).toBe(rows.filter((r) => r.usuario?.pk === named.pk).length);
    expect(byUser.items.every((e: Loose) => e.user.id === choice.id && e.user.username === named.username)).toBe(true);

    // A day with entries, as São Paulo reads it: the API reads plain dates as whole days there.
    const day = dayOf(rows[Math.floor(rows.length / 2)].dataHora);
    const onDay = (await gql(superuser, API_LOGS, { filter: { from: day, to: day }, pageSize: -1 })).apiLogs;
    expect(onDay.total).toBe(rows.filter((r) => dayOf(r.dataHora) === day).length);
    expect(onDay.total).toBeGreaterThan(0);
    const since = (await gql(superuser, API_LOGS, { filter: { from: day }, pageSize: -1 })).apiLogs;
    expect(since.total).toBe(rows.filter((r) => dayOf(r.dataHora) >= day).length);
    const combined = (await gql(superuser, API_LOGS, { filter: { to: day, method: 'POST' }, pageSize: 5, page: 1 })).apiLogs;
    expect(combined.total).toBe(rows.filter((r) => dayOf(r.dataHora) <= day && r.metodo === 'POST').length);
  });

  it('reads a page with one product API call and no other (users come nested)', async () => {
    stack.proxies.productApi.calls.splice(0);
    await gql(superuser, API_LOGS, { pageSize: -1 });
    expect(callsTo('detalhe-application-logs')).toHaveLength(1);
    expect(stack.proxies.productApi.calls.filter((c) => !c.path.includes('token'))).toHaveLength(1);
  });

  it('refuses a start day after the end day in Portuguese, before any call', async () => {
    stack.proxies.productApi.calls.splice(0);
    const result = await superuser.query(API_LOGS, { filter: { from: '2026-11-21', to: '2026-11-20' } });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'A data inicial deve ser anterior ou igual à data final.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(callsTo('detalhe-application-logs')).toHaveLength(0);
  });

  it('answers a failed load with the spec prefix', async () => {
    stack.proxies.productApi.add({ method: 'GET', path: 'detalhe-application-logs', action: 'status', status: 503, times: 10 });
    const result = await superuser.query(API_LOGS, {});
    expect(result.status).toBeLessThan(500);
    expect(result.body.errors?.[0].message).toMatch(/^Erro ao Carregar Log da API: /);
    expect(result.body.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
    stack.proxies.productApi.clear();
  });
});

describe('secrets in the application log', () => {
  it('a general settings change saved through the gateway shows its password redacted', async () => {
    const saved = (
      await gql(manager, SAVE_SETTINGS, {
        branch: 17,
        input: branchSettingsForm({ loyaltyPassword: 'senha-cresce-vendas-17' }),
      })
    ).saveBranchSettings;
    expect(saved.errors).toEqual([]);
    const managerId = (await gql(superuser, API_USERS)).apiLogUsers.find((u: Loose) => u.username === '1002').id;
    const answer = await superuser.query(API_LOGS, { filter: { userId: managerId, method: 'PUT' }, pageSize: -1 });
    const entry = answer.body.data!.apiLogs.items.find((e: Loose) => e.table === 'configuracoes-gerais');
    expect(entry).toBeDefined();
    // The record names branch 17 by its id (docs/areas/catalogue.md#branch-ids-and-codes: filial={id}; the demo's
    // branch 17 is id 1).
    expect(JSON.parse(entry.after)).toMatchObject({ filial: 1, confGeral: { cvUsername: 'cv-loja17', cvPassword: '***' } });
    expect(JSON.parse(entry.before).confGeral.cvPassword).toBe('***');
    expect(JSON.stringify(answer.body)).not.toMatch(/senha-cresce-vendas|enc:|cv-token/);
  });

  it('an entry another client wrote with secrets in clear is stored so, and never handed out so', async () => {
    const me = await stack.api.get('auth/users/serializer/?username=1001');
    const secrets = {
      metodo: 'PUT',
      usuario: me.results[0].pk,
      tabela: 'configuracoes-gerais',
      dadoAntes: { id: 99, confGeral: { cvUsername: 'cv-loja99', cvPassword: 'senha-velha-em-claro' } },
      dadoDepois: {
        id: 99,
        confGeral: { cvUsername: 'cv-loja99', cvPassword: 'senha-nova-em-claro', pushApiKey: 'chave-do-push' },
        integracao: JSON.stringify({ token: 'token-do-erp', url: 'https://erp.example.com' }),
        sessao: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.assinatura',
      },
    };
    const written = await stack.api.post('application-logs/', secrets);
    expect((await stack.api.get(`application-logs/${written.id}/`)).dadoDepois.confGeral.cvPassword).toBe('senha-nova-em-claro');

    const answer = await superuser.query(API_LOGS, { pageSize: -1 });
    expect(answer.body.errors).toBeUndefined();
    const entry = answer.body.data!.apiLogs.items.find((e: Loose) => e.id === String(written.id));
    expect(JSON.parse(entry.before)).toEqual({ id: 99, confGeral: { cvUsername: 'cv-loja99', cvPassword: '***' } });
    const after = JSON.parse(entry.after);
    expect(after.confGeral).toEqual({ cvUsername: 'cv-loja99', cvPassword: '***', pushApiKey: '***' });
    expect(JSON.parse(after.integracao)).toEqual({ token: '***', url: 'https://erp.example.com' });
    expect(after.sessao).toBe('***');
    expect(JSON.stringify(answer.body)).not.toMatch(/em-claro|chave-do-push|token-do-erp|assinatura/);
  });

  it('secrets other clients wrote under other keys, in values and inside text are hidden from the manager', async () => {
    const me = await stack.api.get('auth/users/serializer/?username=1001');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDA0In0.assinaturaSecreta';
    const entry = {
      metodo: 'PUT',
      usuario: me.results[0].pk,
      tabela: 'funcionarios',
      dadoAntes: { id: 5, player_id: 'b2f7c1d0-9a8e-4f3b-8c2d-1e0f9a8b7c6d', pass: 'passe-em-claro', pw: 'pw-em-claro', pin: '4321', otp: '998877' },
      dadoDepois: {
        id: 5,
        hash: '$2b$12$abcdefghijklmnopqrstuuQ7hJm1N0v7m4cIuFv0lY9r5cWmJtXe6',
        push: 'Key os_v2_app_chavepushemclaro',
        erp: `JWT ${jwt}`,
        cabecalho: 'Authorization: Bearer bearer-em-claro-123',
        obs: `sessão ${jwt} expirada`,
        link: 'http://localhost:4000/resetpasswordweb/MTAwNA/cz1abc-linkemclaro/',
        origem: 'https://usuario:senhaurl@erp.example.com/bridge',
        nome: 'Aline Separadora',
      },
    };
    const written = await stack.api.post('application-logs/', entry);
    const answer = await manager.query(API_LOGS, { pageSize: -1 });
    expect(answer.body.errors).toBeUndefined();
    const shown = answer.body.data!.apiLogs.items.find((e: Loose) => e.id === String(written.id));
    expect(JSON.parse(shown.before)).toEqual({ id: 5, player_id: '***', pass: '***', pw: '***', pin: '***', otp: '***' });
    expect(JSON.parse(shown.after)).toEqual({
      id: 5,
      hash: '***',
      push: '***',
      erp: '***',
      cabecalho: 'Authorization: Bearer ***',
      obs: 'sessão *** expirada',
      link: 'http://localhost:4000/resetpasswordweb/***',
      origem: 'https://***@erp.example.com/bridge',
      nome: 'Aline Separadora',
    });
    expect(JSON.stringify(shown)).not.toMatch(/em-claro|emclaro|4321|998877|b2f7c1d0|abcdefghijklm|assinaturaSecreta|senhaurl/);
  });
});

describe('Log Banco de Dados', () => {
  it('pages newest start first with each user named once per page, and -1 answers every entry', async () => {
    const rows = await upstreamRows('detalhe-update-logs/');
    expect(rows.length).toBeGreaterThan(10);
    const first = (await gql(superuser, DATABASE_LOGS, {})).databaseLogs;
    expect(first).toMatchObject({ total: rows.length, truncated: false });
    expect(first.items.map((e: Loose) => e.id)).toEqual(rows.slice(0, 5).map((r) => String(r.id)));
    stack.proxies.productApi.calls.splice(0);
    const all = (await gql(superuser, DATABASE_LOGS, { pageSize: -1 })).databaseLogs;
    expect(all.items).toHaveLength(rows.length);
    // One call for the entries and one for the names of the users they show, whatever the page size.
    expect(callsTo('detalhe-update-logs')).toHaveLength(1);
    expect(callsTo('auth/users')).toHaveLength(1);
    expect(stack.proxies.productApi.calls.filter((c) => !c.path.includes('token'))).toHaveLength(2);

    const byMatricula = all.items.find((e: Loose) => e.user.username === '1001');
    const user1001 = (await stack.api.get('auth/users/serializer/?username=1001')).results[0];
    expect(byMatricula.user).toEqual({ id: String(user1001.pk), username: '1001', name: `${user1001.first_name} ${user1001.last_name}`.trim() });
    expect(all.items.find((e: Loose) => e.user.username === 'sistema').user).toEqual({ id: null, username: 'sistema', name: null });
    const failed = rows.find((r) => r.output === 'Erro');
    expect(all.items.find((e: Loose) => e.id === String(failed.id))).toMatchObject({
      status: 'Erro',
      error: failed.error,
      note: failed.obs,
      origin: failed.nature,
    });
  });

  it('filters by method, user and the days of the start time as the product API rows say', async () => {
    const rows = await upstreamRows('detalhe-update-logs/');
    const inserts = (await gql(superuser, DATABASE_LOGS, { filter: { method: 'INSERT' }, pageSize: -1 })).databaseLogs;
    expect(inserts.total).toBe(rows.filter((r) => r.type_op === 'INSERT').length);
    expect(new Set(inserts.items.map((e: Loose) => e.method))).toEqual(new Set(['INSERT']));

    const users = (await gql(superuser, DATABASE_USERS)).databaseLogUsers;
    expect(users.map((u: Loose) => u.username)).toContain('1001');
    const mine = (await gql(superuser, DATABASE_LOGS, { filter: { username: '1001' }, pageSize: -1 })).databaseLogs;
    expect(mine.total).toBe(rows.filter((r) => r.user_op === '1001').length);
    expect(mine.items.every((e: Loose) => e.user.username === '1001')).toBe(true);

    const day = dayOf(rows[3].start_date_hour);
    const onDay = (await gql(superuser, DATABASE_LOGS, { filter: { from: day, to: day, method: rows[3].type_op }, pageSize: -1 })).databaseLogs;
    expect(onDay.total).toBe(rows.filter((r) => dayOf(r.start_date_hour) === day && r.type_op === rows[3].type_op).length);
    expect(onDay.items.map((e: Loose) => e.id)).toContain(String(rows[3].id));
    const page2 = (await gql(superuser, DATABASE_LOGS, { filter: { to: day }, page: 2, pageSize: 5 })).databaseLogs;
    const upTo = rows.filter((r) => dayOf(r.start_date_hour) <= day);
    expect(page2.total).toBe(upTo.length);
    expect(page2.items.map((e: Loose) => e.id)).toEqual(upTo.slice(5, 10).map((r) => String(r.id)));
  });

  it('answers a failed load with the spec prefix', async () => {
    stack.proxies.productApi.add({ method: 'GET', path: 'detalhe-update-logs', action: 'status', status: 503, times: 10 });
    const result = await superuser.query(DATABASE_LOGS, {});
    expect(result.body.errors?.[0].message).toMatch(/^Erro ao Carregar Log do Banco de Dados: /);
    stack.proxies.productApi.clear();
  });
});

describe('who may read the logs', () => {
  it('the manager may; submanager, separator and marketing are refused before any call', async () => {
    expect((await gql(manager, API_LOGS, {})).apiLogs.items).toHaveLength(5);
    expect((await gql(manager, DATABASE_LOGS, {})).databaseLogs.items).toHaveLength(5);
    for (const matricula of ['1003', '1004', '1005']) {
      const client = stack.client();
      expect((await client.login(matricula)).login.errors).toEqual([]);
      stack.proxies.productApi.calls.splice(0);
      for (const query of [API_LOGS, DATABASE_LOGS, API_USERS, DATABASE_USERS]) {
        const result = await client.query(query, {});
        expect(result.body.errors?.[0].extensions?.code, `${matricula}: ${query.slice(0, 30)}`).toBe('FORBIDDEN');
        expect(result.body.data ?? null).toBeNull();
      }
      expect(callsTo('logs')).toHaveLength(0);
      expect(callsTo('auth/users')).toHaveLength(0);
    }
  });
});
