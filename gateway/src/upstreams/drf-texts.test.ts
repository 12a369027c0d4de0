import { describe, expect, it } from 'vitest';
import { isDrfMessage, portugueseMessage, readsAsEnglish } from './drf-texts';
import { upstreamHttpError } from './errors';

const generic = 'valor não aceito.';

describe("the Portuguese of DRF's refusals", () => {
  it.each([
    ['Invalid pk "999999" - object does not exist.', 'Registro "999999" não encontrado.'],
    ['This field is required.', 'Este campo é obrigatório.'],
    ['Ensure this field has no more than 100 characters.', 'Este campo deve ter no máximo 100 caracteres.'],
    ['A valid integer is required.', 'Informe um número inteiro válido.'],
    ['Not found.', 'Não encontrado.'],
    ['Ensure that there are no more than 14 digits in total.', 'O número deve ter no máximo 14 dígitos.'],
    ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.', 'Data em formato inválido. Use um destes formatos: YYYY-MM-DD.'],
    ['"Z" is not a valid choice.', '"Z" não é uma opção válida.'],
    ['formas pagamento with this codigo already exists.', 'Já existe um registro com este valor de codigo.'],
    ['Request was throttled. Expected available in 42 seconds.', 'Muitas requisições. Tente novamente em 42 segundos.'],
  ])('%s', (english, portuguese) => {
    expect(portugueseMessage(english, generic)).toBe(portuguese);
    expect(readsAsEnglish(portuguese)).toBe(false);
  });

  it('any other English is replaced by the generic sentence; Portuguese passes as it came', () => {
    expect(portugueseMessage('Quota for this branch was exceeded.', generic)).toBe(generic);
    expect(portugueseMessage('The value must be unique per day', generic)).toBe(generic);
    expect(portugueseMessage('CEP já cadastrado para esta filial.', generic)).toBe('CEP já cadastrado para esta filial.');
    expect(portugueseMessage('CPF inválido.', generic)).toBe('CPF inválido.');
  });

  it('recognises a message as the API wrote it or as translated', () => {
    expect(isDrfMessage('Invalid page.', 'Invalid page.')).toBe(true);
    expect(isDrfMessage('Página inválida.', 'Invalid page.')).toBe(true);
    expect(isDrfMessage('Não encontrado.', 'Invalid page.')).toBe(false);
  });
});

describe('upstream errors of the DRF-style services read in Portuguese', () => {
  it("the product API's field errors: messages translated, English field names labelled, the fieldErrors keys kept", () => {
    const error = upstreamHttpError('productApi', {
      status: 400,
      body: { horario: ['Invalid pk "999999" - object does not exist.'], username: ['This field may not be blank.'], obs: ['Weird custom text from the API.'] },
    });
    expect(error.message).toBe(
      'horario: Registro "999999" não encontrado.; matrícula: Este campo não pode ficar em branco.; obs: valor não aceito pela API de produtos.',
    );
    expect(error.extensions.fieldErrors).toEqual({
      horario: ['Registro "999999" não encontrado.'],
      username: ['Este campo não pode ficar em branco.'],
      obs: ['valor não aceito pela API de produtos.'],
    });
  });

  it("nested errors (a recipe's steps) and detail texts; the storage API's too; other services' texts untouched", () => {
    const nested = upstreamHttpError('productApi', { status: 400, body: { steps: [{ description: ['This field is required.'] }, {}] } });
    expect(nested.message).toBe('modo de preparo: descrição: Este campo é obrigatório.');
    expect(upstreamHttpError('productApi', { status: 404, body: { detail: 'Not found.' } }).message).toBe('Não encontrado.');
    expect(upstreamHttpError('productApi', { status: 403, body: { detail: 'Some policy said no to you.' } }).message).toBe(
      'A API de produtos recusou os dados enviados.',
    );
    expect(upstreamHttpError('storage', { status: 400, body: { folder: ['Unknown folder given.'] } }).message).toBe(
      'pasta: valor não aceito pelo serviço de arquivos.',
    );
    expect(upstreamHttpError('erp', { status: 400, body: { error: 'ORA-00054: resource busy' } }).message).toBe('ORA-00054: resource busy');
  });
});
