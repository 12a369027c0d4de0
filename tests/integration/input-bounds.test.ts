// Input the gateway must refuse itself, before any upstream call (docs/security.md#input-limits): ill-formed
// Unicode (a lone UTF-16 surrogate, which the workflow journal's JSON cannot hold), decimals and dates the product
// API would refuse or that make no sense, ids outside PostgreSQL's integer, a request whose cost counts 'all' and
// page sizes as the rows they may answer, and a persisted query whose hash does not match. Each answer is a
// client error with a Portuguese text, never an internal error or the product API's English.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { withStack } from './setup';
import type { Client, GqlResult, Stack } from './stack';

let stack: Stack;
let superuser: Client;
let submanager: Client;

withStack(['1001', '1003'], (started, clients) => {
  stack = started;
  [superuser, submanager] = clients;
});

/** Product API calls other than reads and the login's (what a refused request must not make). */
const writesSince = (since: number) => stack.calls.slice(since).filter((c) => c.method !== 'GET' && !c.path.includes('token/'));

/** The one error of a refused request: BAD_USER_INPUT with a Portuguese text, and no upstream write made. */
async function refused(client: Client, query: string, variables: Record<string, unknown> | undefined, pattern: RegExp) {
  const since = stack.calls.length;
  const result = await client.query(query, variables);
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
  const errors = result.body.errors ?? [];
  expect(
    errors.map((e) => e.extensions?.code),
    JSON.stringify(result.body),
  ).toEqual(['BAD_USER_INPUT']);
  expect(errors[0].message).toMatch(pattern);
  expect(errors[0].message).not.toMatch(/Variable|Expected|got invalid|cannot represent|Ensure|Invalid pk/);
  expect(writesSince(since)).toEqual([]);
  return errors[0];
}

const UPDATE_PICKER = `mutation($id: ID!, $input: EmployeeInput!) { updatePicker(id: $id, input: $input) { message errors { code message field } } }`;
const SEND = `mutation($input: SendNotificationInput!) { sendNotification(input: $input) { message errors { code message field } } }`;
const OFFERS = `mutation($id: ID!, $offers: [ProductOfferInput!]!) { saveProductOffers(productId: $id, offers: $offers) { message errors { code message field } } }`;
const AREA = `mutation($input: CoverageAreaInput!) { saveCoverageArea(input: $input) { message errors { code message field } } }`;
const SETTINGS = `mutation($input: BranchSettingsInput!) { saveBranchSettings(branch: 17, input: $input) { message errors { code message field } } }`;
const NEW_DAY = `mutation($input: SpecialDateInput!) { createSpecialDate(input: $input) { message errors { code message field } } }`;
const PERIOD = `mutation($input: BranchDeliveryPeriodInput!) { addBranchDeliveryPeriod(branch: 17, input: $input) { message errors { code message field } } }`;

describe('ill-formed Unicode (a lone surrogate)', () => {
  it('in a mutation input is BAD_USER_INPUT naming the field, nothing written', async () => {
    const error = await refused(submanager, UPDATE_PICKER, { id: '11', input: { name: 'Ana \ud800', registration: '1004', cpf: '' } }, /caracteres inválidos/);
    expect(error.extensions?.field).toBe('input.name');
  });

  it('in a list item and a short code; in a literal the parser refuses it', async () => {
    const literal = await superuser.query('mutation { updatePicker(id: "11", input: { name: "Ana \\udc00 Maria" }) { message } }');
    expect([literal.status, literal.body.errors?.map((e) => e.extensions?.code)]).toEqual([400, ['GRAPHQL_PARSE_FAILED']]);
    await refused(superuser, SEND, { input: { title: 'Oi', message: 'x', audience: 'PICKED', customerIds: ['1', '\ud83d'] } }, /"input.customerIds.1"/);
    await refused(superuser, OFFERS, { id: '1', offers: [{ type: 'L\udfff', price: '1.00' }] }, /"offers.0.type"/);
  });

  it('a well-formed pair (an emoji) is still text', async () => {
    const result = await superuser.query(SEND, { input: { title: 'Promoção 🍎', message: 'Maçãs 🍏', audience: 'PICKED', customerIds: [] } });
    expect((result.body.errors ?? []).map((e) => e.extensions?.code)).not.toContain('BAD_USER_INPUT');
  });
});

describe('decimals the product API keeps (numeric(14,3): 11 digits before the point, 3 after)', () => {
  it('999999999999999.99 is refused in Portuguese before any write, as a variable or a literal', async () => {
    const error = await refused(superuser, AREA, { input: { branch: 18, postalCode: '64049110', fee: '999999999999999.99' } }, /11 dígitos/);
    expect(error.extensions?.field).toBe('input.fee');
    await refused(superuser, SETTINGS, { input: { minimumPurchase: '999999999999999.99' } }, /11 dígitos/);
    await refused(superuser, OFFERS, { id: '1', offers: [{ type: 'V', price: '999999999999999.99' }] }, /"offers.0.price".*11 dígitos/);
    await refused(
      superuser,
      'mutation { saveCoverageArea(input: { branch: 18, postalCode: "64049110", fee: "999999999999999.99" }) { message } }',
      undefined,
      /11 dígitos/,
    );
  });

  it('the same refusal once the operation runs compiled (graphql-jit, from its second use)', async () => {
    const variables = { input: { branch: 18, postalCode: '64049110', fee: '999999999999999.99' } };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await refused(superuser, AREA, variables, /11 dígitos/));
    expect(answers[2]).toEqual(answers[0]);
  });

  it('more than 3 decimal places is refused; 11 digits and 3 places pass the scalar', async () => {
    await refused(superuser, AREA, { input: { branch: 18, postalCode: '64049110', fee: '1.2345' } }, /3 casas decimais/);
    const areas = await superuser.query('{ coverageAreas(filter: { branch: 18, postalCode: "64049110" }) { items { id } } }');
    const id = areas.body.data?.coverageAreas.items[0].id;
    const save = `mutation($id: ID, $input: CoverageAreaInput!) { saveCoverageArea(id: $id, input: $input) { errors { code message } area { fee } } }`;
    const result = await superuser.query(save, { id, input: { branch: 18, postalCode: '64049110', fee: '99999999999.999' } });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.saveCoverageArea).toEqual({ errors: [], area: { fee: '99999999999.999' } });
  });
});

describe('dates within 1900-2100', () => {
  it('0000-01-01 in the notifications filter never reaches the product API', async () => {
    const since = stack.calls.length;
    const query = 'query($filter: NotificationFilter) { notifications(filter: $filter) { total } }';
    const error = await refused(superuser, query, { filter: { createdFrom: '0000-01-01' } }, /01\/01\/1900 e 31\/12\/2100/);
    expect(error.extensions?.field).toBe('filter.createdFrom');
    expect(stack.calls.slice(since).filter((c) => c.path.includes('notificacoes'))).toEqual([]);
  });

  it('year 9999 is refused for holidays, offers and scheduled pushes', async () => {
    await refused(submanager, NEW_DAY, { input: { branch: 17, date: '9999-12-31', type: 'F', description: 'Fim' } }, /2100/);
    await refused(superuser, OFFERS, { id: '1', offers: [{ type: 'V', price: '1.00', startsOn: '2026-01-01', endsOn: '9999-01-01' }] }, /"offers.0.endsOn"/);
    await refused(
      superuser,
      SEND,
      { input: { title: 'Oi', message: 'x', audience: 'GENERAL', scheduleAt: '9999-12-31T10:00:00-03:00' } },
      /"input.scheduleAt"/,
    );
  });
});

describe('ids are positive PostgreSQL integers', () => {
  it('periodId "0", a negative and an over-long id are refused before the product API', async () => {
    const error = await refused(superuser, PERIOD, { input: { periodId: '0', maxDeliveries: 3, type: 'N' } }, /identificador/);
    expect(error.extensions?.field).toBe('input.periodId');
    await refused(superuser, PERIOD, { input: { periodId: '2147483648', maxDeliveries: 3, type: 'N' } }, /identificador/);
    await refused(superuser, 'mutation { deleteSpecialDate(id: "-1") { message } }', undefined, /"id"/);
  });
});

describe('request cost counts the rows a list may answer', () => {
  it('fifteen aliases of every completed order with their items are refused before they run', async () => {
    const alias = (i: number) =>
      `a${i}: completedOrders(pageSize: -1) { total items { id total items { total items { id quantity price product { description } } } } }`;
    const since = stack.calls.length;
    const result = await superuser.query(`{ ${Array.from({ length: 15 }, (_, i) => alias(i)).join(' ')} }`);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(result.body.errors?.[0].message).toMatch(/custo/);
    expect(stack.calls.length).toBe(since);
  });

  it("one 'Todos' list of completed orders still runs", async () => {
    const result = await superuser.query('{ completedOrders(pageSize: -1) { total items { id total } } }');
    expect(result.body.errors).toBeUndefined();
  });
});

describe('automatic persisted queries', () => {
  const send = (body: unknown): Promise<GqlResult> => superuser.raw(JSON.stringify(body));
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  it('a hash that does not match the query is a client error with its own code', async () => {
    const result = await send({ query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash: sha('{ other }') } } });
    expect(result.status).toBe(400);
    expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_HASH_MISMATCH']);
    expect(result.body.errors?.[0].message).toMatch(/hash/);
  });

  it('an unknown hash asks for the query, a matching one registers it, an unsupported version is refused', async () => {
    const query = '{ ok }';
    const unknown = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: sha(`${query} `) } } });
    expect(unknown.body.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const registered = await send({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha(query) } } });
    expect(registered.body).toEqual({ data: { ok: true } });
    const hit = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: sha(query) } } });
    expect(hit.body).toEqual({ data: { ok: true } });
    const version = await send({ query, extensions: { persistedQuery: { version: 2, sha256Hash: sha(query) } } });
    expect(version.status).toBe(400);
    expect(version.body.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_SUPPORTED']);
  });
});
