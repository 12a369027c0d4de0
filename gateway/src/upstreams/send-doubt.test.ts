// Which failed writes leave the send in doubt: only an answer that says the service did not act settles it.
import { describe, expect, it } from 'vitest';
import { upstreamHttpError, upstreamNetworkError, upstreamRejection } from './errors';
import { mayHaveActed } from './send-doubt';

describe('mayHaveActed', () => {
  it('is false for refusals, busy answers and connections never made', () => {
    expect(mayHaveActed(upstreamHttpError('erp', { status: 400, body: {} }))).toBe(false);
    expect(mayHaveActed(upstreamHttpError('loyalty', { status: 503, body: {} }))).toBe(false);
    expect(mayHaveActed(upstreamHttpError('loyalty', { status: 429, body: {} }))).toBe(false);
    expect(mayHaveActed(upstreamRejection('erp', '{"error":"Pedido sem itens"}', { upstreamStatus: 200 }))).toBe(false);
    expect(mayHaveActed(upstreamNetworkError('erp', Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })))).toBe(false);
  });

  it('is true for timeouts, cut connections, 500/502/504 and answers that cannot be read', () => {
    expect(mayHaveActed(upstreamNetworkError('erp', Object.assign(new Error('t'), { name: 'TimeoutError' })))).toBe(true);
    expect(mayHaveActed(upstreamNetworkError('erp', Object.assign(new Error('reset'), { code: 'ECONNRESET' })))).toBe(true);
    for (const status of [500, 502, 504, 408]) expect(mayHaveActed(upstreamHttpError('erp', { status, body: '' }))).toBe(true);
    expect(mayHaveActed(upstreamRejection('erp', '<b>Warning</b>: oci_execute()', { upstreamStatus: 200, mayHaveActed: true }))).toBe(true);
    expect(mayHaveActed(new Error('not an upstream answer'))).toBe(true);
  });
});
