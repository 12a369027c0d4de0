import { describe, expect, it } from 'vitest';
import { drfFieldErrors, upstreamHttpError, upstreamNetworkError, upstreamOwnText, upstreamRejection, upstreamText } from './errors';

const codeOf = (e: { extensions: Record<string, unknown> }) => e.extensions.code;

describe('upstream error mapping', () => {
  it('keeps DRF field messages on 400 as BAD_USER_INPUT', () => {
    const body = { cpf: ['CPF inválido.'], non_field_errors: ['Dados inconsistentes.'] };
    const error = upstreamHttpError('productApi', { status: 400, body });
    expect(codeOf(error)).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('cpf: CPF inválido.; Dados inconsistentes.');
    expect(error.extensions.fieldErrors).toEqual({ cpf: ['CPF inválido.'], non_field_errors: ['Dados inconsistentes.'] });
    expect(drfFieldErrors({ detail: 'x' })).toBeUndefined();
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'UPSTREAM_ERROR'],
    [413, 'BAD_USER_INPUT'],
    [429, 'RATE_LIMITED'],
    [500, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'UPSTREAM_TIMEOUT'],
  ])('product API %i -> %s, keeping the detail text', (status, code) => {
    const error = upstreamHttpError('productApi', { status, body: { detail: `detalhe ${status}` } });
    expect(codeOf(error)).toBe(code);
    expect(error.message).toBe(`detalhe ${status}`);
    expect(error.extensions.upstreamStatus).toBe(status);
  });

  it('treats a refusal of the gateway credentials as a server fault, not the user', () => {
    expect(codeOf(upstreamHttpError('push', { status: 403, body: { errors: ['Bad key'] } }))).toBe('UPSTREAM_ERROR');
    expect(codeOf(upstreamHttpError('loyalty', { status: 401, body: { response: { code: 401, error: 'x' } } }))).toBe('UPSTREAM_ERROR');
  });

  it('reads the text of each upstream shape', () => {
    expect(upstreamText({ errors: ['API rate limit exceeded.'] })).toBe('API rate limit exceeded.');
    expect(upstreamText({ response: { code: 422, errors: [{ message: 'CPF inválido' }] } })).toBe('CPF inválido');
    expect(upstreamText({ response: { code: 401, error: 'Token inválido' } })).toBe('Token inválido');
    expect(upstreamText({ error: 'orcamento not found' })).toBe('orcamento not found');
    expect(upstreamText('  <b>Warning</b>: x  ')).toBe('<b>Warning</b>: x');
    expect(upstreamText('x'.repeat(600)).length).toBe(501);
  });

  it('passes Retry-After on', () => {
    const error = upstreamHttpError('push', { status: 429, body: { errors: ['API rate limit exceeded.'] }, retryAfter: '3' });
    expect(error.extensions.retryAfter).toBe('3');
    expect(error.message).toBe('Limite de envios do serviço de notificações atingido. Tente novamente em instantes.');
    expect(upstreamOwnText(error)).toBe('API rate limit exceeded.');
  });

  it("gives a person the services' texts in Portuguese and keeps their own words behind the error", () => {
    const push = upstreamHttpError('push', { status: 403, body: { errors: ["Access denied.  Please include an 'Authorization: Key <api key>' header."] } });
    expect(push.message).toBe('O serviço de notificações recusou as credenciais do painel.');
    expect(upstreamOwnText(push)).toMatch(/^Access denied/);
    // Unknown English from the loyalty platform or the ERP bridge: the service's sentence; Portuguese passes.
    const loyalty = upstreamHttpError('loyalty', { status: 422, body: { response: { code: 422, errors: [{ message: 'Invalid registration number' }] } } });
    expect(loyalty.message).toBe('A plataforma Cresce Vendas recusou a operação.');
    expect(upstreamOwnText(loyalty)).toBe('Invalid registration number');
    expect(upstreamHttpError('loyalty', { status: 422, body: { response: { code: 422, errors: [{ message: 'CPF inválido' }] } } }).message).toBe(
      'CPF inválido',
    );
    const erp = upstreamRejection('erp', '{"error": "Customer not found"}');
    expect(erp.message).toBe('O ERP recusou a operação.');
    expect(upstreamOwnText(erp)).toBe('{"error": "Customer not found"}');
    expect(upstreamRejection('erp', '<b>Warning</b>: oci_execute(): ORA-00054 in /var/www/x.php').message).toBe('O ERP recusou a operação.');
    expect(upstreamRejection('erp', 'codcli: Cliente inexistente').message).toBe('codcli: Cliente inexistente');
    expect(upstreamOwnText(upstreamRejection('erp', 'codcli: Cliente inexistente'))).toBe('codcli: Cliente inexistente');
    // The storage API is DRF-style: translated as the product API's.
    expect(upstreamHttpError('storage', { status: 400, body: { file: ['No file was submitted.'] } }).message).toBe('arquivo: Nenhum arquivo foi enviado.');
  });

  it('maps network failures without exposing URLs', () => {
    const timeout = Object.assign(new Error('Timeout awaiting request for http://user:pw@host'), { name: 'TimeoutError', code: 'ETIMEDOUT' });
    const mapped = upstreamNetworkError('loyalty', timeout);
    expect(codeOf(mapped)).toBe('UPSTREAM_TIMEOUT');
    expect(mapped.message).not.toContain('pw');
    expect(codeOf(upstreamNetworkError('erp', Object.assign(new Error('x'), { code: 'ECONNREFUSED' })))).toBe('UPSTREAM_UNAVAILABLE');
  });
});
