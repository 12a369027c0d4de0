import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { errorText, inputFieldErrors, isServerUnreachable, SERVER_UNREACHABLE } from './errors';

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

describe('errorText when the gateway cannot be reached', () => {
  it("says so in Portuguese instead of the browser's 'Failed to fetch' or a proxy's 502", () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(SERVER_UNREACHABLE);
    const badGateway = new ServerError('Response not successful: Received status code 502', {
      response: new Response('<html>502</html>', { status: 502 }),
      bodyText: '<html>502</html>',
    });
    expect(errorText(badGateway)).toBe(SERVER_UNREACHABLE);
    expect(isServerUnreachable(badGateway)).toBe(true);
  });

  it("keeps the gateway's own words", () => {
    expect(errorText(refusal({ code: 'BAD_USER_INPUT' }))).toBe('Cliente não encontrado com o CPF fornecido');
    expect(isServerUnreachable(refusal({ code: 'UNAUTHENTICATED' }))).toBe(false);
    expect(errorText(new Error('Pedido não encontrado'))).toBe('Pedido não encontrado');
    // A bug is not a network failure.
    expect(isServerUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
