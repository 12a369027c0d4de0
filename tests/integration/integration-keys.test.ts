// Keys for internal tools (docs/areas/integrations.md#integration-keys), end to end through the gateway: a key made on
// 'Integrações' reads and changes exactly its pages (a branch-bound key only its branch), its changes are audited as
// 'integração: <name>', it is limited per minute (429 RATE_LIMITED with retry-after), revoked or expired keys are
// refused 401, and (on PostgreSQL) a revoke on one instance is refused on another at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { Client, startStack, type Loose, type Stack } from './stack';
import { setEnv } from './env';
import { seededUpstreams } from './data-templates';

const RATE = 10;
// The service account and the rate limit for every gateway of this file, put back afterwards (env.ts).
let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({ INTEGRATION_ACCOUNT_MATRICULA: '1001', INTEGRATION_ACCOUNT_PASSWORD: 'senha1234', INTEGRATION_KEY_RATE_PER_MINUTE: String(RATE) });
});
afterAll(() => restoreEnv());

const CREATE = `mutation($input: IntegrationKeyInput!) {
  createIntegrationKey(input: $input) { secret message errors { code message field } integrationKey { id name pages branch state } }
}`;
const inDays = (now: number, days: number) => new Date(now + days * 86_400_000).toISOString();

async function createKey(admin: Client, input: { name: string; pages: string[]; branch?: number | null; expiresAt?: string }, now = Date.now()) {
  const answer = await admin.query(CREATE, { input: { expiresAt: inDays(now, 30), ...input } });
  const payload = answer.body.data?.createIntegrationKey;
  expect(payload?.errors, JSON.stringify(answer.body)).toEqual([]);
  return payload as { secret: string; integrationKey: { id: string } };
}

const tool = (url: string, secret: string) => Object.assign(new Client(url), { bearer: secret });
const codes = (answer: { body: { errors?: Array<{ extensions?: Loose }> } }) => (answer.body.errors ?? []).map((e) => e.extensions?.code);
const ORDERS = '{ openOrders(pageSize: 200) { total items { id branch { code cnpj } } } }';

describe('integration keys on one gateway', () => {
  let stack: Stack;
  let admin: Client;

  beforeAll(async () => {
    stack = await startStack();
    admin = new Client(stack.gateway.url);
    expect((await admin.login('1001')).login.errors).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('a key reads its pages only; a nested field of another page answers null; it has no me, cannot log in', async () => {
    const { secret } = await createKey(admin, { name: 'BI pedidos', pages: ['pedido'] });
    expect(secret).toMatch(/^pk_[0-9a-f]{32}_/);
    const key = tool(stack.gateway.url, secret);
    const orders = await key.query(ORDERS);
    expect(orders.status).toBe(200);
    expect(orders.body.errors).toBeUndefined();
    const items = orders.body.data!.openOrders.items as Loose[];
    expect(items.length).toBeGreaterThan(0);
    // Branch.cnpj belongs to 'filial', which the key lacks.
    expect(items.every((o) => o.branch.cnpj === null)).toBe(true);
    expect(codes(await key.query('{ paymentMethods { total } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await key.query('{ integrationKeys { id } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await key.query('{ search(text: "66") { __typename } }'))).toEqual(['FORBIDDEN']);
    expect((await key.query('{ me { type } }')).body.data?.me).toBeNull();
    expect(codes(await key.query('mutation { login(matricula: "1001", password: "senha1234") { token } }'))).toEqual(['FORBIDDEN']);
    // The admin sees the last use and the page set.
    const list = await admin.query('{ integrationKeys { name pages state lastUsedAt createdBy } }');
    const row = (list.body.data!.integrationKeys as Loose[]).find((k) => k.name === 'BI pedidos');
    expect(row).toMatchObject({ pages: ['pedido'], state: 'ACTIVE' });
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.createdBy).toContain('1001');
  });

  it('a branch-bound key sees only its branch', async () => {
    const all = (await tool(stack.gateway.url, (await createKey(admin, { name: 'todas', pages: ['pedido'] })).secret).query(ORDERS)).body.data!.openOrders
      .items as Loose[];
    const branches = [...new Set(all.map((o) => o.branch.code))];
    expect(branches.length).toBeGreaterThan(1);
    const { secret } = await createKey(admin, { name: 'filial', pages: ['pedido'], branch: branches[0] });
    const bound = (await tool(stack.gateway.url, secret).query(ORDERS)).body.data!.openOrders.items as Loose[];
    expect(bound.length).toBeGreaterThan(0);
    expect(bound.every((o) => o.branch.code === branches[0])).toBe(true);
    expect(bound.length).toBeLessThan(all.length);
  });

  it('a key bound to 17 stays in 17 on every page it holds: branch arguments, records, moves and lists', async () => {
    // One key per page: this file's keys may make only a few requests a minute.
    const boundKey = async (page: string) => tool(stack.gateway.url, (await createKey(admin, { name: `presa ${page}`, pages: [page], branch: 17 })).secret);
    let key = await boundKey('configuracoes');
    const settingsBefore = await admin.query('{ branchSettings(branch: 18) { id minimumPurchase } }');
    // Settings: another branch's are neither read nor written (loyalty user included).
    expect(codes(await key.query('{ branchSettings(branch: 18) { id loyaltyUsername } }'))).toEqual(['FORBIDDEN']);
    expect((await key.query('{ branchSettings(branch: 17) { branch } }')).body.data?.branchSettings).toEqual({ branch: 17 });
    const save = await key.query('mutation($i: BranchSettingsInput!) { saveBranchSettings(branch: 18, input: $i) { errors { code } } }', {
      i: { minimumPurchase: '1.00' },
    });
    expect(codes(save)).toEqual(['FORBIDDEN']);
    expect((await admin.query('{ branchSettings(branch: 18) { id minimumPurchase } }')).body.data).toEqual(settingsBefore.body.data);
    key = await boundKey('area');
    // Coverage: the list holds 17 alone, an area of 18 is missing, and one of 17 cannot move to 18.
    const areas = (await key.query('{ coverageAreas(pageSize: -1) { items { id branch { code } postalCode { code } fee } } }')).body.data!.coverageAreas
      .items as Loose[];
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((a) => a.branch.code === 17)).toBe(true);
    expect(codes(await key.query('{ coverageAreas(filter: { branch: 18 }) { total } }'))).toEqual(['FORBIDDEN']);
    const area = areas[0];
    const move = await key.query(
      'mutation($id: ID!, $i: CoverageAreaInput!) { updateCoverageArea(id: $id, input: $i) { errors { code } area { branch { code } } } }',
      { id: area.id, i: { branch: 18, postalCode: area.postalCode.code, fee: area.fee } },
    );
    expect(codes(move)).toEqual(['FORBIDDEN']);
    const other = (await admin.query('{ coverageAreas(filter: { branch: 18 }, pageSize: 1) { items { id postalCode { code } fee } } }')).body.data!
      .coverageAreas.items[0];
    const foreign = await key.query('mutation($id: ID!, $i: CoverageAreaInput!) { updateCoverageArea(id: $id, input: $i) { errors { code field } } }', {
      id: other.id,
      i: { branch: 17, postalCode: other.postalCode.code, fee: other.fee },
    });
    expect(foreign.body.data?.updateCoverageArea.errors).toEqual([{ code: 'NOT_FOUND', field: 'id' }]);
    key = await boundKey('filial');
    // Branches: 17 alone in the list; 18's record (CNPJ, contacts) refused; no new branch.
    const branches = (await key.query('{ branches(pageSize: -1) { total items { code } } }')).body.data!.branches;
    expect(branches).toEqual({ total: 1, items: [{ code: 17 }] });
    expect(codes(await key.query('{ branch(code: 18) { cnpj contact } }'))).toEqual(['FORBIDDEN']);
    expect((await key.query('{ branch(code: 17) { code } }')).body.data?.branch).toEqual({ code: 17 });
    key = await boundKey('secao');
    // Sections: 18's ranks are neither read nor reordered; the sections every branch shares are read, not changed.
    expect(codes(await key.query('{ sectionRanks(branch: 18) { id } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await key.query('mutation { reorderSectionRanks(branch: 18, ids: ["1"]) { errors { code } } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await key.query('mutation { reorderSections(ids: ["1"]) { errors { code } } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await key.query('{ sections { total } }'))).toEqual([]);
    key = await boundKey('horario');
    // Delivery schedule: 18's is refused, 17's read.
    expect(codes(await key.query('{ branchSchedule(branch: 18) { id } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await key.query('{ branchSchedule(branch: 17) { id } }'))).toEqual([]);
  });

  it('a key with a branch cannot be given a branch-wide page', async () => {
    const answer = await admin.query(CREATE, { input: { name: 'x', pages: ['pedido', 'cliente'], branch: 17, expiresAt: inDays(Date.now(), 30) } });
    expect(answer.body.data?.createIntegrationKey.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: "A página 'cliente' vale para todas as filiais: ela só pode ser dada a uma chave sem filial.", field: 'pages' },
    ]);
    const options = (await admin.query('{ integrationKeyPageOptions { page branchWide } }')).body.data!.integrationKeyPageOptions as Loose[];
    expect(options.find((o) => o.page === 'cliente')).toEqual({ page: 'cliente', branchWide: true });
    expect(options.find((o) => o.page === 'configuracoes')).toEqual({ page: 'configuracoes', branchWide: false });
  });

  it("a key's change is audited as 'integração: <name>'", async () => {
    const { secret } = await createKey(admin, { name: 'ERP sync', pages: ['pagamento'] });
    const created = await tool(stack.gateway.url, secret).query(
      'mutation { createPaymentMethod(input: { internalCode: "K1", erpChargeCode: "K1", description: "Por chave" }) { errors { message } paymentMethod { id } } }',
    );
    expect(created.body.data?.createPaymentMethod.errors).toEqual([]);
    const logs = await admin.query('{ apiLogs(pageSize: 20) { items { table after user { username name } } } }');
    const entry = (logs.body.data!.apiLogs.items as Loose[]).find((e) => e.table === 'formas-pagamento' && String(e.after).includes('Por chave'));
    expect(JSON.parse(entry.after).ator).toBe('integração: ERP sync');
    // 'Log API' shows the key as who made it; the API's own user is the tools' service account.
    expect(entry.user).toEqual({ username: '1001', name: 'integração: ERP sync' });
  });

  it(`over ${RATE} requests a minute a key is answered 429 RATE_LIMITED with the wait`, async () => {
    const key = tool(stack.gateway.url, (await createKey(admin, { name: 'apressada', pages: ['dashboard'] })).secret);
    // Sequential on a loaded machine the bucket refills a little meanwhile: at least RATE pass before the first 429.
    let passed = 0;
    while (passed < 2 * RATE && (await key.query('{ ok }')).status === 200) passed++;
    expect(passed).toBeGreaterThanOrEqual(RATE);
    expect(passed).toBeLessThan(2 * RATE);
    const res = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key.bearer}` },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as Loose;
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].message).toMatch(/Aguarde \d+ segundos?/);
  });

  it('revoked, expired and unknown keys are refused 401 UNAUTHENTICATED with their reason', async () => {
    const { secret, integrationKey } = await createKey(admin, { name: 'curta', pages: ['dashboard'] }, stack.clock.now);
    const key = tool(stack.gateway.url, secret);
    expect((await key.query('{ ok }')).status).toBe(200);
    const revoke = await admin.query('mutation($id: ID!) { revokeIntegrationKey(keyId: $id) { message errors { code } integrationKey { state } } }', {
      id: integrationKey.id,
    });
    expect(revoke.body.data?.revokeIntegrationKey, JSON.stringify(revoke.body)).toMatchObject({
      message: 'Chave Revogada com Sucesso!',
      integrationKey: { state: 'REVOKED' },
    });
    const refused = await key.query('{ ok }');
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' }, message: expect.stringContaining('revogada') });

    const later = await createKey(admin, { name: 'expira', pages: ['dashboard'] }, stack.clock.now);
    const expiring = tool(stack.gateway.url, later.secret);
    expect((await expiring.query('{ ok }')).status).toBe(200);
    stack.clock.now += 31 * 86_400_000;
    try {
      const expired = await expiring.query('{ ok }');
      expect(expired.status).toBe(401);
      expect(expired.body.errors?.[0].message).toContain('expirada');
    } finally {
      stack.clock.now -= 31 * 86_400_000;
    }
    const unknown = await tool(stack.gateway.url, `${secret.slice(0, -4)}AAAA`).query('{ ok }');
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors?.[0].message).toBe('Chave de integração inválida.');
  });

  it('refuses a key with a page it may not hold, and an expiry past the maximum', async () => {
    const answer = await admin.query(CREATE, { input: { name: 'x', pages: ['funcionario'], expiresAt: inDays(Date.now(), 400) } });
    const fields = (answer.body.data?.createIntegrationKey.errors as Loose[]).map((e) => e.field);
    expect(fields).toEqual(['pages', 'expiresAt']);
  });

  it('refuses a branch the product API does not have (the key would be bound to nothing)', async () => {
    const answer = await admin.query(CREATE, { input: { name: 'x', pages: ['pedido'], branch: 999_999, expiresAt: inDays(Date.now(), 30) } });
    expect(answer.body.data?.createIntegrationKey).toEqual({
      secret: null,
      message: null,
      integrationKey: null,
      errors: [{ code: 'NOT_FOUND', message: 'Filial não encontrada.', field: 'branch' }],
    });
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('integration keys on two gateway instances on one PostgreSQL store', () => {
  let upstreams: Awaited<ReturnType<typeof seededUpstreams>>;
  let database: FreshPostgres;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    upstreams = await seededUpstreams();
    database = await createFreshPostgres(adminUrl!, 'keys');
    for (let i = 0; i < 2; i++) {
      gateways.push(await startGateway({ port: 0, upstreams: upstreams.urls, databaseUrl: database.url, webDist: null, logLevel: 'silent' }));
    }
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await database?.drop();
    await upstreams?.close();
  });

  it('a revoke on one instance is refused on the other at once (within the cache window)', async () => {
    const admin = new Client(gateways[0].url);
    expect((await admin.login('1001')).login.errors).toEqual([]);
    const { secret, integrationKey } = await createKey(admin, { name: 'dois', pages: ['dashboard'] });
    const other = tool(gateways[1].url, secret);
    // The second instance now holds the key in its cache (5 s).
    expect((await other.query('{ ok }')).status).toBe(200);
    await admin.query('mutation($id: ID!) { revokeIntegrationKey(keyId: $id) { message } }', { id: integrationKey.id });
    // Refused on the other instance before its 5 s cache would have let the key go: the poll gives up at 3 s.
    await expect.poll(async () => (await other.query('{ ok }')).status, { timeout: 3000, interval: 50 }).toBe(401);
  });
});
