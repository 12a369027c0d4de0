import { describe, expect, it } from 'vitest';
import type { Context } from '../context';
import { upstreamHttpError } from '../upstreams/errors';
import { existing, parseId, recordId } from './records';

const asUser = (type: number, branch: number | null) => ({ session: { type, branch } }) as unknown as Context;
const record = { id: 4, filial: 17 };
const lookup = (get: (id: number) => Promise<typeof record>) => ({
  get,
  notFound: 'Registro não encontrado.',
  failed: 'Erro ao Atualizar: ',
  branch: { scope: 'holidays' as const, of: (r: typeof record) => r.filial },
});

describe('ids', () => {
  it('takes the product API numbers only', () => {
    expect(recordId(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '12345678901']) expect(recordId(bad)).toBeNull();
    expect(parseId('7')).toBe(7);
    expect(() => parseId('x', 'orderId')).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', field: 'orderId' } }));
  });
});

describe('existing', () => {
  it('answers the record, or NOT_FOUND for a bad id, a missing record and another branch alike', async () => {
    const found = lookup(async () => record);
    expect(await existing(asUser(1, null), { id: '4', ...found })).toBe(record);
    expect(await existing(asUser(3, 17), { id: '4', ...found })).toBe(record);
    const notFound = [{ code: 'NOT_FOUND', message: 'Registro não encontrado.', field: 'id' }];
    expect(await existing(asUser(3, 18), { id: '4', ...found })).toEqual(notFound);
    expect(await existing(asUser(1, null), { id: 'x', ...found })).toEqual(notFound);
    const missing = lookup(() => Promise.reject(upstreamHttpError('productApi', { status: 404, body: { detail: 'Não encontrado.' } })));
    expect(await existing(asUser(1, null), { id: '4', ...missing })).toEqual(notFound);
  });

  it("answers an upstream failure with the action's prefix and the service's words", async () => {
    const down = lookup(() => Promise.reject(upstreamHttpError('productApi', { status: 503, body: 'Manutenção' })));
    expect(await existing(asUser(1, null), { id: '4', ...down })).toEqual([{ code: 'UPSTREAM_ERROR', message: 'Erro ao Atualizar: Manutenção', field: null }]);
  });
});
