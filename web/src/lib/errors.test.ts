import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { inputFieldErrors } from './errors';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Cliente não encontrado com o CPF fornecido', extensions }] });

describe('inputFieldErrors', () => {
  it("maps the gateway's refused field onto the form's field", () => {
    expect(inputFieldErrors(refusal({ code: 'BAD_USER_INPUT', field: 'customerCpf' }), { customerCpf: 'cpf' })).toEqual({
      cpf: 'Cliente não encontrado com o CPF fornecido',
    });
  });

  it('ignores other failures and fields the form does not have', () => {
    expect(inputFieldErrors(refusal({ code: 'INTERNAL_SERVER_ERROR', field: 'customerCpf' }), { customerCpf: 'cpf' })).toEqual({});
    expect(inputFieldErrors(refusal({ code: 'BAD_USER_INPUT', field: 'page' }), { customerCpf: 'cpf' })).toEqual({});
    expect(inputFieldErrors(new Error('rede'), { customerCpf: 'cpf' })).toEqual({});
  });
});
