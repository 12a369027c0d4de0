// 'Formas de Pagamento' against the reference upstreams: the list paged 6, 9 or 12 at a time, create, update and
// delete with one audit entry each, the form's rules (a unique internal code), the image checked on the stored
// file (storage folder 'formas-pagamento', JPEG, 200x125, up to 2 MB) before its URL is written, and a method
// still named by orders refused on delete in Portuguese.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { auditEntries, gql as gqlAs, newestLogId, productApiWrites, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';
import { jpeg, storeDirectly } from './images';

const METHOD = 'id internalCode erpChargeCode description imageUrl';
const LIST = `query($page: Int, $pageSize: Int) { paymentMethods(page: $page, pageSize: $pageSize) { total truncated items { ${METHOD} } } }`;
const SAVE = `mutation($id: ID, $input: PaymentMethodInput!) {
  savePaymentMethod(id: $id, input: $input) { message errors { code message field } paymentMethod { ${METHOD} } }
}`;
const DELETE = `mutation($id: ID!) { deletePaymentMethod(id: $id) { deletedId message errors { code message field } } }`;

let stack: WorkflowStack;
let superuser: Client;
let firstLogId = 0;

const upload = (bytes: Uint8Array, folder = 'formas-pagamento') => storeDirectly(stack.upstreams.urls.storage, bytes, folder);

const gql = (query: string, variables?: Record<string, unknown>) => gqlAs(superuser, query, variables);
/** The entries this test run wrote for the method, oldest first. */
const auditOf = (id: string) => auditEntries(stack, 'formas-pagamento', { since: firstLogId, id });
const writes = () => productApiWrites(stack, 'formas-pagamento');
const form = (extra: Loose = {}) => ({ internalCode: 'VPAY', erpChargeCode: '0099', description: 'Vale Presente', ...extra });

withWorkflowStack(['1001'], async (started, clients) => {
  stack = started;
  [superuser] = clients;
  firstLogId = await newestLogId(stack);
});

describe('payment methods', () => {
  it('pages the demo methods 6, 9 and 12 at a time', async () => {
    const six = (await gql(LIST, { page: 1, pageSize: 6 })).paymentMethods;
    expect(six).toMatchObject({ total: 12, truncated: false });
    expect(six.items).toHaveLength(6);
    expect(six.items[0]).toMatchObject({ id: '1', internalCode: 'D', erpChargeCode: '0001', description: 'Dinheiro' });
    expect((await gql(LIST, { page: 2, pageSize: 9 })).paymentMethods.items).toHaveLength(3);
    expect((await gql(LIST, { page: 1, pageSize: 12 })).paymentMethods.items).toHaveLength(12);
  });

  it('creates one with its image, updates and deletes it, each with one audit entry', async () => {
    const image = await upload(jpeg(200, 125));
    const created = (await gql(SAVE, { input: form({ imageUrl: image }) })).savePaymentMethod;
    expect(created).toMatchObject({ message: 'Forma de Pagamento Adicionada com Sucesso!', errors: [], paymentMethod: { ...form(), imageUrl: image } });
    const id = created.paymentMethod.id;
    expect(await stack.api.get(`formas-pagamento/${id}/`)).toMatchObject({ codInterno: 'VPAY', codCobWinthor: '0099', imagem: image });

    const updated = (await gql(SAVE, { id, input: form({ description: 'Vale Presente Bom Preço', imageUrl: image }) })).savePaymentMethod;
    expect(updated).toMatchObject({ message: 'Forma de Pagamento Atualizada com Sucesso!', paymentMethod: { id, description: 'Vale Presente Bom Preço' } });

    const deleted = (await gql(DELETE, { id })).deletePaymentMethod;
    expect(deleted).toEqual({ deletedId: id, message: 'Forma de Pagamento Excluída com Sucesso!', errors: [] });
    const audit = await auditOf(id);
    expect(audit.map((l) => l.metodo)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(audit[2]).toMatchObject({ tabela: 'formas-pagamento', dadoAntes: { id: Number(id), descricao: 'Vale Presente Bom Preço' }, dadoDepois: null });
  });

  it("refuses the form's problems, a taken internal code and a wrong image before any write", async () => {
    const before = writes();
    const errors = async (input: Loose, id?: string) => (await gql(SAVE, { id, input })).savePaymentMethod.errors;
    expect(await errors({ internalCode: ' ', erpChargeCode: '', description: '' })).toEqual([
      { code: 'BAD_USER_INPUT', field: 'internalCode', message: 'Código Interno não pode estar vazio!' },
      { code: 'BAD_USER_INPUT', field: 'erpChargeCode', message: 'Código de Cobrança (Winthor) não pode estar vazio!' },
      { code: 'BAD_USER_INPUT', field: 'description', message: 'Descrição não pode estar vazio!' },
    ]);
    expect(await errors(form({ internalCode: 'pix' }))).toEqual([
      { code: 'CODE_TAKEN', field: 'internalCode', message: 'Já existe uma forma de pagamento com este código interno.' },
    ]);
    const image = async (url: string) => (await errors(form({ imageUrl: url })))[0];
    expect(await image(await upload(jpeg(200, 126)))).toEqual({
      code: 'IMAGE_INVALID',
      field: 'imageUrl',
      message: 'A imagem deve ter dimensões de 200x125px',
    });
    expect((await image(await upload(jpeg(200, 125, 2_097_152)))).message).toBe('A imagem da forma de pagamento deve ter um tamanho menor do que 2 MB!');
    expect((await image(await upload(jpeg(200, 125), 'destaques'))).message).toBe(
      'A imagem da forma de pagamento precisa ser enviada pelo painel antes de usá-la.',
    );
    expect(await errors(form(), '99999')).toMatchObject([{ code: 'NOT_FOUND', field: 'id', message: 'Forma de pagamento não encontrada.' }]);
    expect(writes()).toBe(before);
  });

  it('edits a demo method keeping its stored image and its own code', async () => {
    const pix = (await gql(LIST, { pageSize: 12 })).paymentMethods.items.find((m: Loose) => m.internalCode === 'PIX');
    const input = { internalCode: 'PIX', erpChargeCode: pix.erpChargeCode, description: 'PIX (instantâneo)', imageUrl: pix.imageUrl };
    const edited = (await gql(SAVE, { id: pix.id, input })).savePaymentMethod;
    expect(edited).toMatchObject({ errors: [], paymentMethod: { description: 'PIX (instantâneo)', imageUrl: pix.imageUrl } });
  });

  it('refuses to delete a method that orders still name, in Portuguese, writing no audit entry', async () => {
    const result = (await gql(DELETE, { id: '1' })).deletePaymentMethod;
    expect(result).toEqual({
      deletedId: null,
      message: null,
      errors: [{ code: 'REFUSED', field: null, message: 'Erro ao Excluir: a forma de pagamento é usada em pedidos e não pode ser excluída.' }],
    });
    expect(await stack.api.get('formas-pagamento/1/')).toMatchObject({ descricao: 'Dinheiro' });
    expect(await auditOf('1')).toEqual([]);
  });

  it('is refused to every type but the superuser', async () => {
    const marketing = stack.client();
    expect((await marketing.login('1005')).login.errors).toEqual([]);
    expect((await marketing.query(LIST)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
