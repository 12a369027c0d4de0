// Password recovery and reset (docs/areas/staff-and-support.md#password-reset) against the reference upstreams:
// '/recovery/' makes a link for type 1 only (one audit entry, the link's token never in it), the public link check
// answers the spec's text for any link that does not verify (bad, reused, malformed, or the API down) without an error,
// the new password's rules are checked before the API is asked, the completion (a PATCH) sets the password so the next
// login takes the new one and refuses the old, a newer link or the reset ends every older link, the reset ends the
// user's sessions, and the password never reaches the gateway's log.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_TYPES } from '../../gateway/src/auth/policy';
import type { Client } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

const RECOVER = `mutation($email: String!) { requestPasswordRecovery(email: $email) { link errors { code message field } } }`;
const CHECK = `query($uuid: String!, $token: String!) { passwordResetLink(uuid: $uuid, token: $token) { valid message } }`;
const RESET = `mutation($uuid: String!, $token: String!, $password: String!, $confirmation: String!) {
  resetPassword(uuid: $uuid, token: $token, password: $password, confirmation: $confirmation) { done message errors { code message field } }
}`;

const SUCCESS = 'Sua senha foi redefinida com sucesso! Você já pode login no app.';
const SUBMIT_FAILED = 'Ocorreu um erro durante a tentativa de redefinição de senha. Por favor, tente novamente.';
const VERIFICATION_FAILED = 'Erro no processo de verificação. Solicite novamente a redefinição de senha no app.';
/** A picker of branch 17 in the demo data; nobody else in this file logs in as them. */
const PICKER = { matricula: '2003', email: '2003@bompreco.local' };
const NEW_PASSWORD = 'Nova-Senha-Secreta-77';

let stack: WorkflowStack;
let superuser: Client;
let superuserId: string;
let firstLogId = 0;
const logLines: string[] = [];

const recoveryCalls = () => stack.proxies.productApi.calls.filter((c) => c.path.includes('recovery/')).length;
const resetCalls = () => stack.proxies.productApi.calls.filter((c) => c.path.includes('password-reset')).length;
const tokensSeen: string[] = [];
const partsOf = (link: string) => {
  const match = /\/resetpasswordweb\/([^/]+)\/([^/]+)$/.exec(link);
  if (!match) throw new Error(`not a reset link: ${link}`);
  tokensSeen.push(match[2]);
  return { uuid: match[1], token: match[2] };
};

async function recover(email: string): Promise<Loose> {
  const result = await superuser.query(RECOVER, { email });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.requestPasswordRecovery;
}

async function anonymous(query: string, variables: Record<string, unknown>): Promise<Loose> {
  const result = await stack.client().query(query, variables);
  expect(result.body.errors).toBeUndefined();
  return Object.values(result.body.data!)[0];
}

beforeAll(async () => {
  // The gateway logs at debug level here, into this process's stderr, so the test can read every line it wrote.
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: Loose[]) => {
    logLines.push(String(chunk));
    return write(chunk, ...rest);
  });
  stack = await startWorkflowStack({ logLevel: 'debug' });
  superuser = stack.client();
  const login = (await superuser.login('1001')).login;
  expect(login.errors).toEqual([]);
  superuserId = login.me.user.id;
  firstLogId = Math.max(0, ...(await stack.api.get('application-logs/?page_size=10000')).results.map((l: Loose) => l.id));
}, 120_000);
afterEach(() => stack.proxies.productApi.clear());
afterAll(async () => {
  await stack?.close();
  vi.restoreAllMocks();
});

describe('recovery (type 1 only)', () => {
  it('makes a reset link for the e-mail, with one audit entry that keeps no token', async () => {
    const { link, errors } = await recover(`  ${PICKER.email.toUpperCase()} `);
    expect(errors).toEqual([]);
    const { token } = partsOf(link);
    expect(token.length).toBeGreaterThanOrEqual(16);
    const entries = (await stack.api.get('application-logs/?tabela=recovery&page_size=1000')).results.filter((l: Loose) => l.id > firstLogId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ metodo: 'POST', dadoAntes: null, dadoDepois: { email: PICKER.email.toUpperCase(), url: '***' } });
    expect(String(entries[0].usuario?.id ?? entries[0].usuario)).toBe(superuserId);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('refuses every other user type and anyone without a session before the API is asked', async () => {
    const before = recoveryCalls();
    for (const type of USER_TYPES.filter((t) => t !== 1)) {
      const client = stack.client();
      expect((await client.login(`100${type}`)).login.errors).toEqual([]);
      const result = await client.query(RECOVER, { email: PICKER.email });
      expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const result = await stack.client().query(RECOVER, { email: PICKER.email });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(recoveryCalls()).toBe(before);
  });

  it("requires the e-mail, and answers an unknown one or a failing API with the spec's text, without an audit entry", async () => {
    const before = recoveryCalls();
    expect(await recover('   ')).toEqual({ link: null, errors: [{ code: 'REQUIRED', message: 'E-mail não pode estar vazio!', field: 'email' }] });
    expect(recoveryCalls()).toBe(before);
    expect(await recover('ninguem@bompreco.local')).toEqual({ link: null, errors: [{ code: 'NOT_FOUND', message: VERIFICATION_FAILED, field: 'email' }] });
    stack.proxies.productApi.add({ method: 'POST', path: 'recovery/', action: 'status', status: 500 });
    expect(await recover(PICKER.email)).toEqual({ link: null, errors: [{ code: 'UPSTREAM_ERROR', message: VERIFICATION_FAILED, field: null }] });
    const entries = (await stack.api.get('application-logs/?tabela=recovery&page_size=1000')).results.filter((l: Loose) => l.id > firstLogId);
    expect(entries).toHaveLength(1);
  });
});

describe('reset pages (public)', () => {
  it("verifies a good link, and answers a bad, malformed or unreachable one with the spec's text", async () => {
    const { uuid, token } = partsOf((await recover(PICKER.email)).link);
    expect(await anonymous(CHECK, { uuid, token })).toEqual({ valid: true, message: null });
    expect(await anonymous(CHECK, { uuid, token: 'f'.repeat(token.length) })).toEqual({ valid: false, message: VERIFICATION_FAILED });
    const calls = resetCalls();
    expect(await anonymous(CHECK, { uuid: '..', token: '..' })).toEqual({ valid: false, message: VERIFICATION_FAILED });
    expect(await anonymous(CHECK, { uuid, token: '../../filiais' })).toEqual({ valid: false, message: VERIFICATION_FAILED });
    expect(resetCalls()).toBe(calls);
    stack.proxies.productApi.add({ path: 'password-reset/', action: 'status', status: 500, times: 5 });
    expect(await anonymous(CHECK, { uuid, token })).toEqual({ valid: false, message: VERIFICATION_FAILED });
  });

  it('checks the new password before the API, then sets it: the new one logs in, the old one no longer, the link is spent', async () => {
    const { uuid, token } = partsOf((await recover(PICKER.email)).link);
    const calls = resetCalls();
    const reset = (password: string, confirmation: string, link = { uuid, token }) => anonymous(RESET, { ...link, password, confirmation });
    expect(await reset('', '')).toEqual({
      done: false,
      message: null,
      errors: [
        { code: 'REQUIRED', message: 'Nova senha não pode estar vazio!', field: 'password' },
        { code: 'REQUIRED', message: 'Confirmação de senha não pode estar vazio!', field: 'confirmation' },
      ],
    });
    expect((await reset('curta', 'curta')).errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Sua senha precisa possuir ao menos 8 caracteres.', field: 'password' },
    ]);
    expect((await reset(NEW_PASSWORD, `${NEW_PASSWORD}!`)).errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Senhas digitadas não conferem.', field: 'confirmation' },
    ]);
    expect(resetCalls()).toBe(calls);

    expect(await reset(NEW_PASSWORD, NEW_PASSWORD, { uuid, token: 'abc123' })).toEqual({
      done: false,
      message: null,
      errors: [{ code: 'REFUSED', message: SUBMIT_FAILED, field: null }],
    });
    stack.proxies.productApi.add({ method: 'PATCH', path: 'password-reset-complete', action: 'status', status: 502 });
    expect((await reset(NEW_PASSWORD, NEW_PASSWORD)).errors).toEqual([{ code: 'UPSTREAM_ERROR', message: SUBMIT_FAILED, field: null }]);

    expect(await reset(NEW_PASSWORD, NEW_PASSWORD)).toEqual({ done: true, message: SUCCESS, errors: [] });
    const patches = stack.proxies.productApi.calls.filter((c) => c.method === 'PATCH' && c.path.includes('password-reset-complete'));
    expect(patches.length).toBeGreaterThanOrEqual(1);

    expect((await stack.client().login(PICKER.matricula, NEW_PASSWORD)).login.errors).toEqual([]);
    expect((await stack.client().login(PICKER.matricula, 'senha1234')).login.errors[0].code).toBe('BAD_CREDENTIALS');

    expect(await anonymous(CHECK, { uuid, token })).toEqual({ valid: false, message: VERIFICATION_FAILED });
    expect((await reset('Outra-Senha-99', 'Outra-Senha-99')).errors).toEqual([{ code: 'REFUSED', message: SUBMIT_FAILED, field: null }]);
    expect((await stack.client().login(PICKER.matricula, NEW_PASSWORD)).login.errors).toEqual([]);
  });

  it("a newer link ends the older one, a used link is spent, and the reset ends the user's sessions (cookie and bearer)", async () => {
    const SEPARATOR = { matricula: '1004', email: '1004@bompreco.local' };
    const ME = '{ me { user { matricula } } }';
    const OPEN = '{ openOrders { total } }';
    const browser = stack.client();
    expect((await browser.login(SEPARATOR.matricula)).login.errors).toEqual([]);
    const tool = stack.client();
    const { login } = await tool.login(SEPARATOR.matricula, 'senha1234', true);
    tool.cookie = null;
    tool.bearer = login.token;
    for (const client of [browser, tool]) {
      expect((await client.query(ME)).body.data?.me?.user.matricula).toBe(SEPARATOR.matricula);
      expect((await client.query(OPEN)).body.errors).toBeUndefined();
    }

    const l1 = partsOf((await recover(SEPARATOR.email)).link);
    const l2 = partsOf((await recover(SEPARATOR.email)).link);
    expect(await anonymous(CHECK, l1)).toEqual({ valid: false, message: VERIFICATION_FAILED });
    expect(await anonymous(CHECK, l2)).toEqual({ valid: true, message: null });
    const reset = (link: { uuid: string; token: string }, password: string) => anonymous(RESET, { ...link, password, confirmation: password });
    expect((await reset(l1, 'Senha-Pelo-L1-1')).errors).toEqual([{ code: 'REFUSED', message: SUBMIT_FAILED, field: null }]);
    expect(await reset(l2, 'Senha-Pelo-L2-2')).toEqual({ done: true, message: SUCCESS, errors: [] });
    expect((await reset(l1, 'Senha-Pelo-L1-3')).errors).toEqual([{ code: 'REFUSED', message: SUBMIT_FAILED, field: null }]);
    expect((await reset(l2, 'Senha-Pelo-L2-4')).errors).toEqual([{ code: 'REFUSED', message: SUBMIT_FAILED, field: null }]);
    expect(await anonymous(CHECK, l2)).toEqual({ valid: false, message: VERIFICATION_FAILED });

    for (const client of [browser, tool]) {
      expect((await client.query(ME)).body.data?.me).toBeNull();
      expect((await client.query(OPEN)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await stack.client().login(SEPARATOR.matricula, 'senha1234')).login.errors[0].code).toBe('BAD_CREDENTIALS');
    expect((await stack.client().login(SEPARATOR.matricula, 'Senha-Pelo-L1-1')).login.errors[0].code).toBe('BAD_CREDENTIALS');
    expect((await stack.client().login(SEPARATOR.matricula, 'Senha-Pelo-L2-2')).login.errors).toEqual([]);
    // The superuser's own session is untouched by another user's reset.
    expect((await superuser.query(ME)).body.data?.me?.user.matricula).toBe('1001');
  });

  it('a completed reset writes one application-log entry as the user, without the password; a refused one writes none', async () => {
    const DELIVERYMAN = { matricula: '1006', email: '1006@bompreco.local' };
    const password = 'Senha-Do-Entregador-31';
    const link = partsOf((await recover(DELIVERYMAN.email)).link);
    const userEntries = async () => (await stack.api.get('application-logs/?tabela=users&page_size=1000')).results.filter((l: Loose) => l.id > firstLogId);
    const before = (await userEntries()).length;
    expect((await anonymous(RESET, { ...link, token: 'abc123', password, confirmation: password })).done).toBe(false);
    expect(await userEntries()).toHaveLength(before);
    expect(await anonymous(RESET, { ...link, password, confirmation: password })).toEqual({ done: true, message: SUCCESS, errors: [] });
    const entries = await userEntries();
    expect(entries).toHaveLength(before + 1);
    const pk = (await stack.api.get(`auth/users/serializer/?username=${DELIVERYMAN.matricula}`)).results.find(
      (u: Loose) => u.username === DELIVERYMAN.matricula,
    ).pk;
    const entry = entries.find((l: Loose) => l.dadoDepois?.pk === pk);
    expect(entry).toMatchObject({
      metodo: 'PUT',
      dadoAntes: { pk, username: DELIVERYMAN.matricula },
      dadoDepois: { pk, username: DELIVERYMAN.matricula, password: '***' },
    });
    expect(String(entry.usuario?.id ?? entry.usuario)).toBe(String(pk));
    expect(JSON.stringify(entries)).not.toContain(password);
    expect(logLines.join('')).not.toContain(password);
  });

  it('a login with the old password still under way when the reset completes makes no session', async () => {
    const CHECKER = { matricula: '1007', email: '1007@bompreco.local' };
    // The product API checks the old password now; its answer reaches the gateway 3 s later, after the reset.
    stack.proxies.productApi.add({ method: 'POST', path: '/token/', action: 'late', ms: 3000 });
    const late = stack.client();
    const tokenCalls = () => stack.proxies.productApi.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/token/')).length;
    const before = tokenCalls();
    const pending = late.login(CHECKER.matricula, 'senha1234');
    await expect.poll(tokenCalls).toBe(before + 1);
    stack.clock.now += 1000;
    const link = partsOf((await recover(CHECKER.email)).link);
    expect((await anonymous(RESET, { ...link, password: 'Senha-Nova-1007', confirmation: 'Senha-Nova-1007' })).done).toBe(true);
    const { login } = await pending;
    expect(login.me).toBeNull();
    expect(login.errors).toEqual([{ code: 'REFUSED', message: 'Erro na tentativa de login: Tente Novamente', field: null }]);
    expect((await late.query('{ me { type } }')).body.data?.me).toBeNull();
    expect((await stack.client().login(CHECKER.matricula, 'Senha-Nova-1007')).login.errors).toEqual([]);
  });

  it("never writes a new password or a link's token into the gateway's log", async () => {
    const log = logLines.join('');
    expect(log).toContain('password reset completed');
    expect(log).not.toContain(NEW_PASSWORD);
    expect(log).not.toContain('Outra-Senha-99');
    expect(tokensSeen.length).toBeGreaterThanOrEqual(3);
    for (const token of tokensSeen) expect(log).not.toContain(token);
  });
});
