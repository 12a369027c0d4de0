// 'Configurações Apps' against the reference upstreams: the settings read and saved with the form's rules and one
// audit entry; the terms read in order and saved whole in one mutation, the gateway writing only what was
// created, changed and deleted (topics and paragraphs, one audit entry each); a fault half-way, then the same
// save sent again, ends with every write made exactly once (a create whose answer was lost is not made again);
// the page refused to everyone but the superuser. The privacy policy of the same page
// (docs/decisions/0023-privacy-policy-one-text.md: one text, title and body, kept by the product API like the terms):
// the demo text read, the dialog's save as one PUT politica-privacidade/{id}/ with one audit entry, title and body
// required ('Campo obrigatório!') before any write, a write fault retried by the person without a second audit entry.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { auditEntries, gql as gqlAs, newestLogId, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const SETTINGS = `maintenance supportUrl androidVersion androidPackageName playStoreUrl androidUpdateRequired iosVersion
  iosPackageName appStoreUrl iosUpdateRequired pickerAppVersion pickerAppUpdateRequired`;
const READ = `{ appSettings { id ${SETTINGS} } }`;
const SAVE = `mutation($input: AppSettingsInput!) { saveAppSettings(input: $input) { message errors { code message field } appSettings { ${SETTINGS} } } }`;
const PRIVACY_READ = '{ privacyPolicy { id title body } }';
const PRIVACY_SAVE = `mutation($input: PrivacyPolicyInput!) {
  savePrivacyPolicy(input: $input) { message errors { code message field } privacyPolicy { id title body } }
}`;
const TOPIC = 'id title order paragraphs { id text item order }';
const TERMS = `{ termsOfUse { ${TOPIC} } }`;
const SAVE_TERMS = `mutation($requestId: ID!, $topics: [TermsTopicInput!]!) {
  saveTermsOfUse(requestId: $requestId, topics: $topics) { message writes errors { code message field } topics { ${TOPIC} } }
}`;

let stack: WorkflowStack;
let superuser: Client;
let firstLogId = 0;

const gql = (query: string, variables?: Record<string, unknown>) => gqlAs(superuser, query, variables);
/** The entries this test run wrote to a table, oldest first. */
const auditOf = (tabela: string) => auditEntries(stack, tabela, { since: firstLogId });
/** The terms as the product API keeps them, read directly, in order. */
const storedTerms = async (): Promise<Loose[]> =>
  (await stack.api.get('detalhe-topicos/?page_size=100000')).results.sort((a: Loose, b: Loose) => a.sequencia - b.sequencia || a.id - b.id);
/** What the editor sends back for terms it shows unchanged. */
const asShown = (topics: Loose[]) =>
  topics.map((t) => ({ id: t.id, title: t.title, paragraphs: t.paragraphs.map((p: Loose) => ({ id: p.id, text: p.text, item: p.item })) }));
const writesSince = (since: number) =>
  stack.proxies.productApi.calls
    .slice(since)
    .filter((c) => c.method !== 'GET' && /\/(topicos|paragrafos)\//.test(c.path))
    .map((c) => `${c.method} ${c.path.replace(/^\/api\/v1/, '')}`);

const storedPolicy = async (): Promise<Loose> => (await stack.api.get('politica-privacidade/')).results[0];
const policyWritesSince = (since: number) =>
  stack.proxies.productApi.calls
    .slice(since)
    .filter((c) => c.method !== 'GET' && c.path.includes('/politica-privacidade/'))
    .map((c) => c.method);

withWorkflowStack(['1001'], async (started, clients) => {
  stack = started;
  [superuser] = clients;
  firstLogId = await newestLogId(stack);
});
afterEach(() => stack.proxies.productApi.clear());

describe('app settings', () => {
  it('reads the settings and saves them with one audit entry; the form rules refuse before any write', async () => {
    const { appSettings } = await gql(READ);
    const stored = (await stack.api.get('application-settings/')).results[0];
    expect(appSettings).toMatchObject({
      id: String(stored.id),
      supportUrl: stored.url_suporte,
      androidVersion: stored.versao_android,
      maintenance: stored.manutencao,
    });
    const { id: _id, ...form } = appSettings;
    const refused = (await gql(SAVE, { input: { ...form, supportUrl: ' ', iosVersion: '', appStoreUrl: 'loja' } })).saveAppSettings;
    expect(refused.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'supportUrl' },
      { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'iosVersion' },
      { code: 'BAD_USER_INPUT', message: 'Informe um endereço começando com http:// ou https://', field: 'appStoreUrl' },
    ]);
    expect(await auditOf('application-settings')).toEqual([]);
    const input = { ...form, maintenance: !form.maintenance, androidVersion: '9.9.9', androidPackageName: '  ', pickerAppUpdateRequired: true };
    const saved = (await gql(SAVE, { input })).saveAppSettings;
    expect(saved).toMatchObject({ message: 'Configurações atualizadas com sucesso!', errors: [], appSettings: { ...input, androidPackageName: null } });
    const after = (await stack.api.get('application-settings/')).results[0];
    expect(after).toMatchObject({ manutencao: !stored.manutencao, versao_android: '9.9.9', package_name_android: null, att_obrig_separador: true });
    const audit = await auditOf('application-settings');
    expect(audit.map((l: Loose) => [l.metodo, l.usuario, l.dadoAntes.versao_android, l.dadoDepois.versao_android])).toEqual([
      ['PUT', 1, stored.versao_android, '9.9.9'],
    ]);
  });

  it('says the load prefix when the API fails', async () => {
    stack.proxies.productApi.add({ method: 'GET', path: '/application-settings/', action: 'status', status: 500, times: 5 });
    const result = await superuser.query(READ);
    expect(result.body.errors?.[0].message).toMatch(/^Erro ao carregar configurações do app: /);
  });
});

describe('terms of use', () => {
  it('reads the topics and their paragraphs in order', async () => {
    const { termsOfUse } = await gql(TERMS);
    const stored = await storedTerms();
    expect(termsOfUse.map((t: Loose) => [t.id, t.title, t.order])).toEqual(stored.map((t) => [String(t.id), t.titulo, t.sequencia]));
    expect(termsOfUse[0].paragraphs.length).toBeGreaterThan(0);
    for (const topic of termsOfUse)
      expect(topic.paragraphs.map((p: Loose) => p.order)).toEqual([...topic.paragraphs.map((p: Loose) => p.order)].sort((a, b) => a - b));
  });

  it('saves creates, changes and deletes of topics and paragraphs, one write and one audit entry each', async () => {
    const shown = asShown((await gql(TERMS)).termsOfUse);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = shown;
    const deletedTopic = third;
    const deletedParagraph = first.paragraphs[1];
    const asked = [
      { ...first, title: `${first.title} (revisado)`, paragraphs: [first.paragraphs[0], ...first.paragraphs.slice(2)] },
      {
        title: 'Novo tópico',
        paragraphs: [
          { text: 'Primeiro parágrafo novo', item: false },
          { text: 'a) um inciso;', item: true },
        ],
      },
      { ...second, paragraphs: [{ ...second.paragraphs[0], text: 'Texto alterado' }, ...second.paragraphs.slice(1)] },
      ...shown.slice(3),
    ];
    const since = stack.proxies.productApi.calls.length;
    const { saveTermsOfUse } = await gql(SAVE_TERMS, { requestId: randomUUID(), topics: asked });
    expect(saveTermsOfUse).toMatchObject({ message: 'Termos de uso atualizados com Sucesso!', errors: [] });
    const stored = await storedTerms();
    expect(stored.map((t) => t.titulo)).toEqual(asked.map((t) => t.title));
    expect(stored.map((t) => t.sequencia)).toEqual(asked.map((_t, i) => i + 1));
    expect(stored[1].paragrafos.map((p: Loose) => [p.texto, p.inciso, p.sequencia])).toEqual([
      ['Primeiro parágrafo novo', false, 1],
      ['a) um inciso;', true, 2],
    ]);
    expect(stored[2].paragrafos[0].texto).toBe('Texto alterado');
    expect(stored.some((t) => t.id === Number(deletedTopic.id))).toBe(false);
    expect(stored.flatMap((t) => t.paragrafos).some((p: Loose) => p.id === Number(deletedParagraph.id))).toBe(false);
    // The answer shows the terms as stored.
    expect(saveTermsOfUse.topics.map((t: Loose) => t.title)).toEqual(asked.map((t) => t.title));
    const writes = writesSince(since);
    const expected = [
      `DELETE /paragrafos/${deletedParagraph.id}/`,
      ...deletedTopic.paragraphs.map((p: Loose) => `DELETE /paragrafos/${p.id}/`),
      `DELETE /topicos/${deletedTopic.id}/`,
    ];
    for (const call of expected) expect(writes).toContain(call);
    expect(writes.filter((w) => w === 'POST /topicos/')).toHaveLength(1);
    expect(writes.filter((w) => w === 'POST /paragrafos/')).toHaveLength(2);
    expect(writes).toContain(`PUT /topicos/${first.id}/`);
    expect(writes).toContain(`PUT /paragrafos/${second.paragraphs[0].id}/`);
    expect(saveTermsOfUse.writes).toBe(writes.length);
    // No write more than once; one audit entry per write.
    expect(new Set(writes.filter((w) => !w.startsWith('POST'))).size).toBe(writes.filter((w) => !w.startsWith('POST')).length);
    const audit = [...(await auditOf('topicos')), ...(await auditOf('paragrafos'))];
    expect(audit).toHaveLength(writes.length);
    expect(audit.every((l: Loose) => l.usuario === 1)).toBe(true);
    // The same terms again write nothing.
    const again = stack.proxies.productApi.calls.length;
    const same = (await gql(SAVE_TERMS, { requestId: randomUUID(), topics: asShown(saveTermsOfUse.topics) })).saveTermsOfUse;
    expect(same).toMatchObject({ errors: [], writes: 0 });
    expect(writesSince(again)).toEqual([]);
  });

  it('a fault half-way, then the same save again: every write exactly once, a lost create not made twice', async () => {
    const logsBefore = (await auditOf('topicos')).length + (await auditOf('paragrafos')).length;
    const shown = asShown((await gql(TERMS)).termsOfUse);
    const [first, second] = shown;
    const asked = [
      { ...first, paragraphs: first.paragraphs.slice(1) },
      { ...second, title: `${second.title} 2` },
      { title: 'Tópico após falha', paragraphs: [{ text: 'Parágrafo após falha', item: false }] },
      ...shown.slice(2),
    ];
    const requestId = randomUUID();
    // The topic update fails on every automatic attempt: the deletes before it stay done.
    stack.proxies.productApi.add({ method: 'PUT', path: `/topicos/${second.id}/`, action: 'status', status: 503, times: 3 });
    const since = stack.proxies.productApi.calls.length;
    const failed = (await gql(SAVE_TERMS, { requestId, topics: asked })).saveTermsOfUse;
    expect(failed.topics).toBeNull();
    expect(failed.errors).toEqual([{ code: 'WRITE_FAILED', message: 'Erro ao Atualizar 2º tópico. Tente Novamente', field: null }]);
    expect((await storedTerms())[0].paragrafos.some((p: Loose) => p.id === Number(first.paragraphs[0].id))).toBe(false);
    // Sent again: the paragraph's create reaches the API but its answer is lost; the next attempt finds it.
    stack.proxies.productApi.clear();
    stack.proxies.productApi.add({ method: 'POST', path: '/paragrafos/', action: 'lose', times: 1 });
    const done = (await gql(SAVE_TERMS, { requestId, topics: asked })).saveTermsOfUse;
    expect(done).toMatchObject({ errors: [], message: 'Termos de uso atualizados com Sucesso!' });
    const stored = await storedTerms();
    expect(stored.map((t) => t.titulo)).toEqual(asked.map((t) => t.title));
    expect(stored.flatMap((t) => t.paragrafos).filter((p: Loose) => p.texto === 'Parágrafo após falha')).toHaveLength(1);
    expect(stored.filter((t) => t.titulo === 'Tópico após falha')).toHaveLength(1);
    const writes = writesSince(since);
    expect(writes.filter((w) => w === `DELETE /paragrafos/${first.paragraphs[0].id}/`)).toHaveLength(1);
    expect(writes.filter((w) => w === `PUT /topicos/${second.id}/`)).toHaveLength(4);
    expect(writes.filter((w) => w === 'POST /topicos/')).toHaveLength(1);
    expect(writes.filter((w) => w === 'POST /paragrafos/')).toHaveLength(1);
    // Every other write (the delete, the paragraphs that moved up, the creates) reached the API once, and each
    // write has one audit entry.
    expect(writes.length - 3).toBe(new Set(writes).size);
    expect((await auditOf('topicos')).length + (await auditOf('paragrafos')).length - logsBefore).toBe(new Set(writes).size);
    // The same save once more: already done, nothing written.
    const again = stack.proxies.productApi.calls.length;
    expect((await gql(SAVE_TERMS, { requestId, topics: asked })).saveTermsOfUse.errors).toEqual([]);
    expect(writesSince(again)).toEqual([]);
  });

  it('refuses a topic without title and unknown ids before any write', async () => {
    const shown = asShown((await gql(TERMS)).termsOfUse);
    const since = stack.proxies.productApi.calls.length;
    const refused = (
      await gql(SAVE_TERMS, {
        requestId: randomUUID(),
        topics: [
          { ...shown[0], title: ' ' },
          { id: '999999', title: 'x', paragraphs: [] },
        ],
      })
    ).saveTermsOfUse;
    expect(refused.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'topics.0.title' },
      { code: 'BAD_USER_INPUT', message: 'Tópico não encontrado (excluído por outra pessoa?). Recarregue os termos.', field: 'topics' },
    ]);
    const noId = (await gql(SAVE_TERMS, { requestId: ' ', topics: shown })).saveTermsOfUse;
    expect(noId.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Identificador da gravação inválido: recarregue a página e tente novamente.', field: 'requestId' },
    ]);
    expect(writesSince(since)).toEqual([]);
  });

  it('is refused to every type but the superuser', async () => {
    const manager = stack.client();
    expect((await manager.login('1002')).login.errors).toEqual([]);
    expect((await manager.query(TERMS)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await manager.query(READ)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const result = await manager.query(SAVE_TERMS, { requestId: randomUUID(), topics: [] });
    expect(result.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('privacy policy', () => {
  it('reads the demo text and saves title and body with one audit entry', async () => {
    const before = await storedPolicy();
    expect(before.titulo).toBe('Política de Privacidade');
    const { privacyPolicy } = await gql(PRIVACY_READ);
    expect(privacyPolicy).toEqual({ id: String(before.id), title: before.titulo, body: before.texto });
    const since = stack.proxies.productApi.calls.length;
    const input = { title: '  Política de Privacidade do App  ', body: 'Nova redação.\n\nSegundo parágrafo.' };
    const saved = (await gql(PRIVACY_SAVE, { input })).savePrivacyPolicy;
    expect(saved).toEqual({
      message: 'Política de privacidade atualizada com Sucesso!',
      errors: [],
      privacyPolicy: { id: String(before.id), title: 'Política de Privacidade do App', body: input.body },
    });
    expect(policyWritesSince(since)).toEqual(['PUT']);
    expect(await storedPolicy()).toMatchObject({ id: before.id, titulo: 'Política de Privacidade do App', texto: input.body });
    const entries = await auditOf('politica-privacidade');
    expect(entries.map((l: Loose) => [l.metodo, l.usuario, l.dadoAntes.titulo, l.dadoDepois.titulo])).toEqual([
      ['PUT', 1, before.titulo, 'Política de Privacidade do App'],
    ]);
  });

  it("refuses an empty title or body with 'Campo obrigatório!' before any write", async () => {
    const since = stack.proxies.productApi.calls.length;
    const logs = (await auditOf('politica-privacidade')).length;
    const refused = (await gql(PRIVACY_SAVE, { input: { title: ' ', body: '' } })).savePrivacyPolicy;
    expect(refused).toEqual({
      message: null,
      privacyPolicy: null,
      errors: [
        { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'title' },
        { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'body' },
      ],
    });
    expect(policyWritesSince(since)).toEqual([]);
    expect(await auditOf('politica-privacidade')).toHaveLength(logs);
  });

  it('answers a write failure with the prefix and no audit entry; the retry saves once', async () => {
    const logs = (await auditOf('politica-privacidade')).length;
    const id = (await storedPolicy()).id;
    stack.proxies.productApi.add({ method: 'PUT', path: `/politica-privacidade/${id}/`, action: 'status', status: 503, times: 1 });
    const input = { title: 'Política', body: 'Texto após a falha.' };
    const failed = (await gql(PRIVACY_SAVE, { input })).savePrivacyPolicy;
    expect(failed.privacyPolicy).toBeNull();
    expect(failed.errors[0].message).toMatch(/^Erro ao Atualizar Política de Privacidade:/);
    expect(await auditOf('politica-privacidade')).toHaveLength(logs);
    const retried = (await gql(PRIVACY_SAVE, { input })).savePrivacyPolicy;
    expect(retried.errors).toEqual([]);
    expect(await storedPolicy()).toMatchObject({ titulo: 'Política', texto: 'Texto após a falha.' });
    expect(await auditOf('politica-privacidade')).toHaveLength(logs + 1);
  });

  it('is refused to every type but the superuser', async () => {
    const manager = stack.client();
    expect((await manager.login('1002')).login.errors).toEqual([]);
    expect((await manager.query(PRIVACY_READ)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const result = await manager.query(PRIVACY_SAVE, { input: { title: 'x', body: 'y' } });
    expect(result.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
