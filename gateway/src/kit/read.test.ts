import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { upstreamHttpError } from '../upstreams/errors';
import { reading } from './read';
import { deadlineError } from '../request-deadline';

const fail = (error: unknown) => () => Promise.reject(error);

describe('reading', () => {
  it('answers what the read answers', async () => {
    await expect(reading('Erro ao Carregar X: ', async () => 5)).resolves.toBe(5);
  });

  it("passes the gateway's own refusals untouched", async () => {
    for (const code of ['FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED']) {
      const own = new GraphQLError('Acesso negado.', { extensions: { code } });
      await expect(reading('Erro ao Carregar X: ', fail(own))).rejects.toBe(own);
    }
  });

  it("passes the request's deadline as its own REQUEST_TIMEOUT, not as the upstream's failure", async () => {
    const cut = deadlineError('productApi', true);
    await expect(reading('Erro ao Carregar X: ', fail(cut))).rejects.toBe(cut);
  });

  it("reads every upstream failure alike, a 403 or 400 included: the page's load text and the service's words", async () => {
    for (const status of [400, 403, 404, 500, 503]) {
      const upstream = upstreamHttpError('productApi', { status, body: { detail: 'Sem permissão.' } });
      await expect(reading('Erro ao Carregar X: ', fail(upstream))).rejects.toMatchObject({
        message: 'Erro ao Carregar X: Sem permissão.',
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    }
    await expect(reading('Erro ao Carregar X: ', fail(new Error('<b>socket</b> hang up')))).rejects.toMatchObject({
      message: 'Erro ao Carregar X: socket hang up',
    });
  });
});
