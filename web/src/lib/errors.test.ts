import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { errorText, inputFieldErrors, isDeveloperText, isServerUnreachable, SERVER_UNREACHABLE, UNEXPECTED_ERROR, userErrorsText } from './errors';

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

describe('errorText keeps developer text out of toasts', () => {
  const graphqlRefusal = (message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });

  it("replaces graphql-js's and a bug's English by the generic Portuguese text, the details on the console", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const variable = 'Variable "$input" got invalid value 99999999999 at "input.code"; Int cannot represent non 32-bit signed integer value: 99999999999';
      expect(errorText(graphqlRefusal(variable))).toBe(UNEXPECTED_ERROR);
      expect(errorText(graphqlRefusal('Cannot query field "x" on type "Query".'))).toBe(UNEXPECTED_ERROR);
      expect(errorText(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(UNEXPECTED_ERROR);
      expect(errorText(new Error('Response not successful: Received status code 400'))).toBe(UNEXPECTED_ERROR);
      // Two developer texts read as one generic text, beside a product message kept as it is.
      expect(
        errorText(new CombinedGraphQLErrors({ errors: [{ message: variable }, { message: 'GraphQL error' }, { message: 'Filial não encontrada.' }] })),
      ).toBe(`${UNEXPECTED_ERROR}; Filial não encontrada.`);
      expect(userErrorsText([{ message: 'Syntax Error: Unexpected Name "x".' }])).toBe(UNEXPECTED_ERROR);
      expect(logged).toHaveBeenCalledWith(expect.any(String), variable);
    } finally {
      logged.mockRestore();
    }
  });

  it("keeps the gateway's Portuguese product messages, its refusals of a variable included", () => {
    for (const message of [
      'O campo "input.code" recebeu um número grande demais (o máximo é 2147483647).',
      'A Hora Fim deve ser depois da Hora Inicial.',
      'Campo obrigatório!',
      'O Titulo deve possuir no máximo 25 caracteres!',
      'Valor mínimo inválido: abc. Use um valor como 150,00.',
    ]) {
      expect(isDeveloperText(message), message).toBe(false);
      expect(errorText(graphqlRefusal(message))).toBe(message);
    }
  });
});
