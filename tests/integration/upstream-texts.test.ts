// The product API's refusals reach staff in Portuguese: DRF's standard English messages are translated in one place
// (gateway/src/upstreams/drf-texts.ts) for every domain, and any other English text of the API is replaced by a
// sentence about its field, never shown as it came. One refusal the reference API really answers (an unknown
// period), and DRF bodies put in the API's mouth by the test's proxy for a create, an update and a read.
import { describe, expect, it } from 'vitest';
import { readsAsEnglish } from '../../gateway/src/upstreams/drf-texts';
import { gql, withStack } from './setup';
import type { Client, Loose, Stack } from './stack';

let stack: Stack;
let admin: Client;
withStack(['1001'], (s, [c]) => {
  stack = s;
  admin = c;
});

/** Every text of an answer staff could read: payload messages and errors, and top-level errors. */
const textsOf = (answer: Loose): string[] => [
  ...(answer.body.errors ?? []).map((e: Loose) => e.message),
  ...Object.values(answer.body.data ?? {}).flatMap((payload: Loose) => [
    ...(payload?.errors ?? []).map((e: Loose) => e.message),
    ...(payload?.message ? [payload.message] : []),
  ]),
];

const expectPortuguese = (texts: string[], expected: string) => {
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(readsAsEnglish(text), text).toBe(false);
  expect(texts.join(' | ')).toContain(expected);
};

describe("the product API's refusals in Portuguese", () => {
  it("updateBranchDeliveryPeriod with an unknown period: the API's 'Invalid pk' is said in Portuguese", async () => {
    const schedule: Loose[] = (await gql(admin, '{ branchSchedule(branch: 17) { id type maxDeliveries } }')).branchSchedule;
    const row = schedule[0];
    const answer = await admin.query(
      'mutation($id: ID!, $input: BranchDeliveryPeriodInput!) { updateBranchDeliveryPeriod(id: $id, input: $input) { message errors { code message field } } }',
      { id: row.id, input: { periodId: '999999', maxDeliveries: row.maxDeliveries, type: row.type } },
    );
    expectPortuguese(textsOf(answer), 'Registro "999999" não encontrado.');
  });

  it("createPaymentMethod refused with DRF's length message: translated, with the field", async () => {
    stack.proxy.add({
      method: 'POST',
      path: '/formas-pagamento/',
      action: 'status',
      status: 400,
      body: { descricao: ['Ensure this field has no more than 100 characters.'] },
    });
    const answer = await admin.query(
      'mutation { createPaymentMethod(input: { internalCode: "TX1", erpChargeCode: "TX1", description: "Texto" }) { message errors { code message field } } }',
    );
    expectPortuguese(textsOf(answer), 'descricao: Este campo deve ter no máximo 100 caracteres.');
  });

  it('an update refused with an English text DRF does not have: replaced by a sentence about its field', async () => {
    const method = (await gql(admin, '{ paymentMethods(pageSize: 1) { items { id internalCode erpChargeCode description } } }')).paymentMethods.items[0];
    stack.proxy.add({
      method: 'PUT',
      path: '/formas-pagamento/',
      action: 'status',
      status: 400,
      body: { codCobWinthor: ['Charge code is blocked in this environment.'] },
    });
    stack.proxy.add({
      method: 'PATCH',
      path: '/formas-pagamento/',
      action: 'status',
      status: 400,
      body: { codCobWinthor: ['Charge code is blocked in this environment.'] },
    });
    const answer = await admin.query(
      'mutation($id: ID!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { message errors { code message field } } }',
      { id: method.id, input: { internalCode: method.internalCode, erpChargeCode: `${method.erpChargeCode}9`, description: method.description } },
    );
    expectPortuguese(textsOf(answer), 'codCobWinthor: valor não aceito pela API de produtos.');
    stack.proxy.clear();
  });

  it("a read refused with an English detail: the page's load text and a Portuguese sentence", async () => {
    stack.proxy.add({ method: 'GET', path: '/formas-pagamento/', action: 'status', status: 400, body: { detail: 'Filter value is out of range.' } });
    const answer = await admin.query('{ paymentMethods(pageSize: 5) { total } }');
    expectPortuguese(textsOf(answer), 'Erro ao Carregar Formas de Pagamento: A API de produtos recusou os dados enviados.');
  });
});
