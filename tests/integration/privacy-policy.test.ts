// The privacy policy of 'Configurações Apps' (DESIGN section 4: one text, title and body, kept by the product API
// like the terms) against the reference upstreams: the demo text read through the gateway, the dialog's save as
// one PUT politica-privacidade/{id}/ with one audit entry, title and body required ('Campo obrigatório!') before
// any write, a write fault retried by the person without a second audit entry, and the page's type-1-only rule.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

const READ = '{ privacyPolicy { id title body } }';
const SAVE = `mutation($input: PrivacyPolicyInput!) {
  savePrivacyPolicy(input: $input) { message errors { code message field } privacyPolicy { id title body } }
}`;

let stack: WorkflowStack;
let superuser: Client;
let firstLogId = 0;

const gql = async (query: string, variables?: Record<string, unknown>): Promise<Loose> => {
  const result = await superuser.query(query, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data;
};
const stored = async (): Promise<Loose> => (await stack.api.get('politica-privacidade/')).results[0];
const audits = async (): Promise<Loose[]> =>
  (await stack.api.get('application-logs/?tabela=politica-privacidade&page_size=1000')).results.filter((l: Loose) => l.id > firstLogId);
const writesSince = (since: number) =>
  stack.proxies.productApi.calls.slice(since).filter((c) => c.method !== 'GET' && c.path.includes('/politica-privacidade/')).map((c) => c.method);

beforeAll(async () => {
  stack = await startWorkflowStack();
  superuser = stack.client();
  expect((await superuser.login('1001')).login.errors).toEqual([]);
  firstLogId = Math.max(0, ...(await stack.api.get('application-logs/?page_size=10000')).results.map((l: Loose) => l.id));
}, 120_000);
afterAll(async () => stack?.close());
afterEach(() => stack.proxies.productApi.clear());

describe('privacy policy', () => {
  it('reads the demo text and saves title and body with one audit entry', async () => {
    const before = await stored();
    expect(before.titulo).toBe('Política de Privacidade');
    const { privacyPolicy } = await gql(READ);
    expect(privacyPolicy).toEqual({ id: String(before.id), title: before.titulo, body: before.texto });
    const since = stack.proxies.productApi.calls.length;
    const input = { title: '  Política de Privacidade do App  ', body: 'Nova redação.\n\nSegundo parágrafo.' };
    const saved = (await gql(SAVE, { input })).savePrivacyPolicy;
    expect(saved).toEqual({
      message: 'Política de privacidade atualizada com Sucesso!',
      errors: [],
      privacyPolicy: { id: String(before.id), title: 'Política de Privacidade do App', body: input.body },
    });
    expect(writesSince(since)).toEqual(['PUT']);
    expect(await stored()).toMatchObject({ id: before.id, titulo: 'Política de Privacidade do App', texto: input.body });
    const entries = await audits();
    expect(entries.map((l: Loose) => [l.metodo, l.usuario, l.dadoAntes.titulo, l.dadoDepois.titulo])).toEqual([['PUT', 1, before.titulo, 'Política de Privacidade do App']]);
  });

  it("refuses an empty title or body with 'Campo obrigatório!' before any write", async () => {
    const since = stack.proxies.productApi.calls.length;
    const logs = (await audits()).length;
    const refused = (await gql(SAVE, { input: { title: ' ', body: '' } })).savePrivacyPolicy;
    expect(refused).toEqual({
      message: null,
      privacyPolicy: null,
      errors: [
        { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'title' },
        { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'body' },
      ],
    });
    expect(writesSince(since)).toEqual([]);
    expect(await audits()).toHaveLength(logs);
  });

  it('answers a write failure with the prefix and no audit entry; the retry saves once', async () => {
    const logs = (await audits()).length;
    const id = (await stored()).id;
    stack.proxies.productApi.add({ method: 'PUT', path: `/politica-privacidade/${id}/`, action: 'status', status: 503, times: 1 });
    const input = { title: 'Política', body: 'Texto após a falha.' };
    const failed = (await gql(SAVE, { input })).savePrivacyPolicy;
    expect(failed.privacyPolicy).toBeNull();
    expect(failed.errors[0].message).toMatch(/^Erro ao Atualizar Política de Privacidade:/);
    expect(await audits()).toHaveLength(logs);
    const retried = (await gql(SAVE, { input })).savePrivacyPolicy;
    expect(retried.errors).toEqual([]);
    expect(await stored()).toMatchObject({ titulo: 'Política', texto: 'Texto após a falha.' });
    expect(await audits()).toHaveLength(logs + 1);
  });

  it('is refused to every type but the superuser', async () => {
    const manager = stack.client();
    expect((await manager.login('1002')).login.errors).toEqual([]);
    expect((await manager.query(READ)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const result = await manager.query(SAVE, { input: { title: 'x', body: 'y' } });
    expect(result.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
