// Two gateway instances on one PostgreSQL store (how the gateway scales out): what one instance changes, the
// other follows at once through the store's change notifications, not after its cache windows. Runs when
// TEST_DATABASE_URL names a PostgreSQL server (CI starts one); a PGlite store belongs to a single process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { LOGIN_LIMITS } from '../../gateway/src/auth/login-limiter';
import { Client } from './stack';
import { seededUpstreams } from './data-templates';

const adminUrl = process.env.TEST_DATABASE_URL;
/** Long enough that only a notification can explain what the second instance sees. */
const SESSION_CACHE_MS = 10 * 60 * 1000;

describe.runIf(adminUrl)('two gateway instances on one PostgreSQL store', () => {
  let upstreams: Awaited<ReturnType<typeof seededUpstreams>>;
  let database: FreshPostgres;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    upstreams = await seededUpstreams();
    database = await createFreshPostgres(adminUrl!, 'multi');
    for (let i = 0; i < 2; i++) {
      gateways.push(
        await startGateway({
          port: 0,
          upstreams: upstreams.urls,
          databaseUrl: database.url,
          webDist: null,
          logLevel: 'silent',
          sessionCacheMs: SESSION_CACHE_MS,
        }),
      );
    }
  });

  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await database?.drop();
    await upstreams?.close();
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const first = new Client(gateways[0].url);
    const { login } = await first.login('1001', 'senha1234', true);
    expect(login.errors).toEqual([]);
    // The same bearer token on the second instance: its session is now in that instance's cache.
    const second = new Client(gateways[1].url);
    second.bearer = login.token;
    expect((await second.query('{ me { type } }')).body.data?.me).not.toBeNull();

    first.bearer = login.token;
    expect((await first.query('mutation { logout }')).body.errors).toBeUndefined();
    await expect.poll(async () => (await second.query('{ me { type } }')).body.data?.me ?? null, { timeout: 3000 }).toBeNull();
  });

  it("a password reset on one instance ends the user's sessions (cookie and bearer) on both at once", async () => {
    const ME = '{ me { user { matricula } } }';
    const browser = new Client(gateways[0].url);
    expect((await browser.login('1004')).login.errors).toEqual([]);
    const tool = new Client(gateways[1].url);
    const { login } = await tool.login('1004', 'senha1234', true);
    tool.cookie = null;
    tool.bearer = login.token;
    // Each session is used on both instances, so both hold it in their caches (10 minutes here).
    const uses = [0, 1].flatMap((g) => [browser, tool].map((c) => Object.assign(new Client(gateways[g].url), { cookie: c.cookie, bearer: c.bearer })));
    for (const client of uses) expect((await client.query(ME)).body.data?.me?.user.matricula).toBe('1004');

    const superuser = new Client(gateways[1].url);
    expect((await superuser.login('1001')).login.errors).toEqual([]);
    const recovery = await superuser.query('mutation { requestPasswordRecovery(email: "1004@bompreco.local") { link } }');
    const [, uuid, token] = /\/resetpasswordweb\/([^/]+)\/([^/]+)$/.exec(recovery.body.data!.requestPasswordRecovery.link)!;
    const reset = await new Client(gateways[0].url).query(
      'mutation($u: String!, $t: String!) { resetPassword(uuid: $u, token: $t, password: "Outra-Senha-1004", confirmation: "Outra-Senha-1004") { done } }',
      { u: uuid, t: token },
    );
    expect(reset.body.data?.resetPassword.done).toBe(true);
    for (const client of uses) {
      await expect.poll(async () => (await client.query(ME)).body.data?.me ?? null, { timeout: 3000 }).toBeNull();
    }
    expect((await new Client(gateways[1].url).login('1004', 'senha1234')).login.errors[0].code).toBe('BAD_CREDENTIALS');
  });

  it('failed logins counted on one instance block the matrícula on the other', async () => {
    const first = new Client(gateways[0].url);
    for (let i = 0; i < LOGIN_LIMITS.matricula.failures; i++) {
      expect((await first.login('1005', 'wrong-password')).login.errors[0].code).toBe('BAD_CREDENTIALS');
    }
    expect((await new Client(gateways[1].url).login('1005')).login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('an upload ticket used on one instance is refused on the other', async () => {
    const first = new Client(gateways[0].url);
    const { login } = await first.login('1003', 'senha1234', true);
    first.bearer = login.token;
    // A JPEG header the storage API recognises (SOF0 of 1038x519), as in uploads.test.ts.
    const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, 519 >> 8, 519 & 0xff, 1038 >> 8, 1038 & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    const bytes = new Uint8Array([0xff, 0xd8, ...sof, 0xff, 0xd9]);
    const created = await first.query(
      'mutation($s: Int!) { createImageUpload(folder: notificacoes, fileName: "a.jpg", contentType: "image/jpeg", size: $s) { uploadUrl errors { code } } }',
      { s: bytes.length },
    );
    const uploadUrl: string = created.body.data!.createImageUpload.uploadUrl;
    const put = (gateway: RunningGateway) =>
      fetch(new URL(uploadUrl, gateway.url), { method: 'PUT', headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${login.token}` }, body: bytes });
    expect((await put(gateways[0])).status).toBe(200);
    expect((await put(gateways[1])).status).toBe(409);
  });

  it("a deactivation on one instance ends the person's session on the other at once", async () => {
    const ME = '{ me { user { matricula } } }';
    const person = new Client(gateways[1].url);
    expect((await person.login('1006')).login.errors).toEqual([]);
    expect((await person.query(ME)).body.data?.me?.user.matricula).toBe('1006');
    const admin = new Client(gateways[0].url);
    expect((await admin.login('1001')).login.errors).toEqual([]);
    const found = await admin.query('query($f: StaffFilter) { employees(filter: $f, pageSize: -1) { items { id registration } } }', {
      f: { registration: '1006' },
    });
    const id = found.body.data!.employees.items.find((m: { registration: string }) => m.registration === '1006').id;
    const set = (field: string) => admin.query(`mutation($id: ID!) { ${field}(id: $id) { errors { code } } }`, { id });
    expect((await set('deactivateEmployee')).body.data!.deactivateEmployee.errors).toEqual([]);
    await expect.poll(async () => (await person.query(ME)).body.data?.me ?? null, { timeout: 3000 }).toBeNull();
    expect((await new Client(gateways[1].url).login('1006')).login.errors[0].code).toBe('USER_INACTIVE');
    expect((await set('reactivateEmployee')).body.data!.reactivateEmployee.errors).toEqual([]);
  });
});
