// 'Destaques' against the reference upstreams: the list, create (status A) and update and delete with one audit
// entry each, the limit of 7 (also when two creations race), the form's rules, and the image checked on the stored
// file (storage folder 'destaques', JPEG, 395x220, up to 200 KB) before its URL is written.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { auditEntries, gql as gqlAs, newestLogId, productApiWrites, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';
import { jpeg, storeDirectly } from './images';

const HIGHLIGHT = 'id title description type link imageUrl status';
const LIST = `query($page: Int, $pageSize: Int) { highlights(page: $page, pageSize: $pageSize) { total truncated limit items { ${HIGHLIGHT} } } }`;
const SAVE = `mutation($id: ID, $input: HighlightInput!) {
  saveHighlight(id: $id, input: $input) { message errors { code message field } highlight { ${HIGHLIGHT} } }
}`;
const CREATE = `mutation($input: HighlightInput!) {
  createHighlight(input: $input) { message errors { code message field } highlight { ${HIGHLIGHT} } }
}`;
const UPDATE = `mutation($id: ID!, $input: HighlightInput!) {
  updateHighlight(id: $id, input: $input) { message errors { code message field } highlight { ${HIGHLIGHT} } }
}`;
const DELETE = `mutation($id: ID!) { deleteHighlight(id: $id) { deletedId message errors { code message field } } }`;

let stack: WorkflowStack;
let marketing: Client;
let firstLogId = 0;

const upload = (bytes: Uint8Array, folder = 'destaques') => storeDirectly(stack.upstreams.urls.storage, bytes, folder);

const gql = (query: string, variables?: Record<string, unknown>) => gqlAs(marketing, query, variables);
/** The entries this test run wrote for the highlight, oldest first (the demo data has entries of its own). */
const auditOf = (id: string) => auditEntries(stack, 'destaques', { since: firstLogId, id });
const writes = () => productApiWrites(stack, 'destaques');
const form = (extra: Loose = {}) => ({ title: 'Semana do Café', description: 'Cafés com 15% de desconto', type: 'I', ...extra });

withWorkflowStack(['1005'], async (started, clients) => {
  stack = started;
  [marketing] = clients;
  firstLogId = await newestLogId(stack);
});

describe('highlights', () => {
  it('lists the demo highlights, 10 a page, with the limit', async () => {
    const { highlights } = await gql(LIST);
    expect(highlights).toMatchObject({ total: 5, truncated: false, limit: 7 });
    expect(highlights.items[0]).toMatchObject({ id: '1', title: 'Ofertas da Semana', type: 'B', link: expect.stringMatching(/^https:/), status: 'A' });
    expect(highlights.items.find((h: Loose) => h.type === 'I').link).toBeNull();
    expect(stack.proxies.productApi.calls.map((c) => c.path).filter((p) => p.includes('/destaques/'))).toEqual(['/api/v1/destaques/?page=1&page_size=10']);
  });

  it('creates one with status A and its image, updates and deletes it, each with one audit entry', async () => {
    const image = await upload(jpeg(395, 220));
    const created = (await gql(CREATE, { input: form({ imageUrl: image }) })).createHighlight;
    expect(created).toMatchObject({
      message: 'Destaque Adicionado com Sucesso!',
      errors: [],
      highlight: { title: 'Semana do Café', type: 'I', link: null, imageUrl: image, status: 'A' },
    });
    const id = created.highlight.id;
    expect(await stack.api.get(`destaques/${id}/`)).toMatchObject({ titulo: 'Semana do Café', imagem: image, status: 'A' });

    const input = form({ type: 'B', link: 'https://loja.example.com/cafe', imageUrl: image, title: 'Semana do Café Especial' });
    const updated = (await gql(UPDATE, { id, input })).updateHighlight;
    expect(updated).toMatchObject({ message: 'Destaque Atualizado com Sucesso!', highlight: { id, type: 'B', link: 'https://loja.example.com/cafe' } });

    const deleted = (await gql(DELETE, { id })).deleteHighlight;
    expect(deleted).toEqual({ deletedId: id, message: 'Destaque Excluído com Sucesso!', errors: [] });
    const audit = await auditOf(id);
    expect(audit.map((l) => l.metodo)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(audit[2]).toMatchObject({ tabela: 'destaques', dadoAntes: { id: Number(id), titulo: 'Semana do Café Especial' }, dadoDepois: null });
    expect((await gql(DELETE, { id })).deleteHighlight.errors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'Destaque não encontrado.' }]);
  });

  it("refuses the form's problems and a wrong image before any write", async () => {
    const before = writes();
    const errors = async (input: Loose, id?: string) => (await gql(SAVE, { id, input })).saveHighlight.errors;
    expect(await errors(form({ title: ' ', type: 'B' }))).toEqual([
      { code: 'BAD_USER_INPUT', field: 'title', message: 'Campo obrigatório!' },
      { code: 'BAD_USER_INPUT', field: 'link', message: 'Campo obrigatório!' },
    ]);
    expect(await errors(form({ type: 'B', link: 'loja' }))).toMatchObject([
      { field: 'link', message: 'Informe um endereço começando com http:// ou https://' },
    ]);
    const image = async (url: string) => (await errors(form({ imageUrl: url })))[0];
    expect(await image(await upload(jpeg(396, 220)))).toEqual({
      code: 'IMAGE_INVALID',
      field: 'imageUrl',
      message: 'A imagem deve ter dimensões de 395x220px',
    });
    expect((await image(await upload(jpeg(395, 220, 204_800)))).message).toBe('O arquivo é muito grande. Tamanho máximo: 200KB');
    expect((await image(await upload(jpeg(395, 220), 'filiais'))).message).toBe('A imagem do destaque precisa ser enviada pelo painel antes de usá-la.');
    expect((await image('https://example.com/destaque.jpg')).message).toBe('A imagem do destaque precisa ser enviada pelo painel antes de usá-la.');
    expect(await errors(form(), '99999')).toMatchObject([{ code: 'NOT_FOUND', field: 'id' }]);
    expect(writes()).toBe(before);
  });

  it("keeps a demo highlight's stored image on edit (it is not checked again)", async () => {
    const demo = (await gql(LIST)).highlights.items[1];
    const edited = (await gql(SAVE, { id: demo.id, input: form({ title: demo.title, imageUrl: demo.imageUrl }) })).saveHighlight;
    expect(edited).toMatchObject({ errors: [], highlight: { imageUrl: demo.imageUrl } });
  });

  it('refuses an eighth highlight, also when two creations race for the seventh place', async () => {
    const total = (await gql(LIST)).highlights.total;
    expect(total).toBe(5);
    await gql(SAVE, { input: form({ title: 'Sexto' }) });
    // Two at once for the last place: exactly one is created.
    const race = await Promise.all([gql(SAVE, { input: form({ title: 'Sétimo A' }) }), gql(SAVE, { input: form({ title: 'Sétimo B' }) })]);
    expect(race.filter((r) => r.saveHighlight.errors.length === 0)).toHaveLength(1);
    expect((await stack.api.get('destaques/?page_size=100')).results).toHaveLength(7);
    const eighth = (await gql(SAVE, { input: form({ title: 'Oitavo' }) })).saveHighlight;
    expect(eighth).toEqual({ highlight: null, message: null, errors: [{ code: 'REFUSED', field: null, message: 'Só é permitido um máximo de 7 destaques' }] });
    // Editing one of the seven is still allowed.
    const first = (await gql(LIST)).highlights.items[0];
    expect((await gql(SAVE, { id: first.id, input: form({ title: first.title, type: first.type, link: first.link }) })).saveHighlight.errors).toEqual([]);
  });

  it('is refused to the types the policy does not give the page', async () => {
    const manager = stack.client();
    expect((await manager.login('1002')).login.errors).toEqual([]);
    const answer = await manager.query(LIST);
    expect(answer.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
