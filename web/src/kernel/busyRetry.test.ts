import { describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError, gql } from '@apollo/client';
import { busyWaitMs, createBusyRetryLink, retriesBusy, BUSY_RETRIES, SERVER_BUSY_RETRYING } from './busyRetry';
import { errorText } from '../lib/errors';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../lib/toaster', () => ({ showToast: async (props: { message: string }) => void toasts.push(props.message) }));

const refused = (status: number, code: string, headers: Record<string, string> = {}) => {
  const bodyText = JSON.stringify({ errors: [{ message: `texto de ${code}`, extensions: { code } }] });
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status, headers: { 'content-type': 'application/json', ...headers } }),
    bodyText,
  });
};

describe('busy retries', () => {
  it('sends again, a bounded number of times, only what the gateway refused before doing anything', () => {
    const busy = refused(503, 'SERVER_BUSY', { 'retry-after': '1' });
    expect(retriesBusy(1, busy)).toBe(true);
    expect(retriesBusy(BUSY_RETRIES, busy)).toBe(true);
    expect(retriesBusy(BUSY_RETRIES + 1, busy)).toBe(false);
    expect(retriesBusy(1, refused(503, 'SHUTTING_DOWN'))).toBe(true);
    // Work may have been done: the person decides.
    expect(retriesBusy(1, refused(504, 'REQUEST_TIMEOUT'))).toBe(false);
    expect(retriesBusy(1, refused(503, 'STORE_UNAVAILABLE'))).toBe(false);
    const proxyPage = new ServerError('Response not successful: Received status code 503', {
      response: new Response('<html>503</html>', { status: 503 }),
      bodyText: '<html>503</html>',
    });
    expect(retriesBusy(1, proxyPage)).toBe(false);
    expect(retriesBusy(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it("waits the answer's Retry-After, with up to half more at random, bounded", () => {
    expect(busyWaitMs(refused(503, 'SERVER_BUSY', { 'retry-after': '2' }), () => 0)).toBe(2000);
    expect(busyWaitMs(refused(503, 'SERVER_BUSY', { 'retry-after': '2' }), () => 1)).toBe(3000);
    expect(busyWaitMs(refused(503, 'SERVER_BUSY', { 'retry-after': '3600' }), () => 0)).toBe(10_000);
    expect(busyWaitMs(refused(503, 'SERVER_BUSY'), () => 0)).toBe(1000);
  });

  it("shows the gateway's own words for its whole-request refusals, not 'cannot connect'", () => {
    expect(errorText(refused(503, 'SERVER_BUSY'))).toBe('texto de SERVER_BUSY');
    expect(errorText(refused(504, 'REQUEST_TIMEOUT'))).toBe('texto de REQUEST_TIMEOUT');
  });
});

describe('the busy retry link', () => {
  /** A gateway that refuses the first `busy` sends with 503 SERVER_BUSY (Retry-After 0), then answers. */
  const gateway = (busy: number) => {
    const sent: string[] = [];
    const fetch = async (_url: unknown, init?: RequestInit) => {
      sent.push(String(init?.body));
      if (sent.length <= busy) {
        return new Response(
          JSON.stringify({ errors: [{ message: 'Servidor ocupado, tentando novamente em instantes.', extensions: { code: 'SERVER_BUSY' } }] }),
          {
            status: 503,
            headers: { 'content-type': 'application/json', 'retry-after': '0' },
          },
        );
      }
      return new Response(JSON.stringify({ data: { ok: true, touchSession: null } }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = new ApolloClient({
      link: ApolloLink.from([createBusyRetryLink(), new HttpLink({ uri: 'http://gateway/graphql', fetch })]),
      cache: new InMemoryCache(),
    });
    return { client, sent };
  };

  it('sends a refused mutation again until it is admitted, saying the server is busy', async () => {
    toasts.length = 0;
    const { client, sent } = gateway(2);
    const result = await client.mutate({
      mutation: gql`
        mutation BusyRetryTouch {
          touchSession {
            __typename
          }
        }
      `,
    });
    expect(result.data).toEqual({ touchSession: null });
    expect(sent).toHaveLength(3);
    expect(toasts).toEqual([SERVER_BUSY_RETRYING, SERVER_BUSY_RETRYING]);
  });

  it("gives up after its retries with the gateway's words", async () => {
    const { client, sent } = gateway(100);
    const failure = await client
      .query({
        query: gql`
          query Busy {
            ok
          }
        `,
        fetchPolicy: 'network-only',
      })
      .catch((error: unknown) => error);
    expect(sent).toHaveLength(1 + BUSY_RETRIES);
    expect(errorText(failure)).toBe('Servidor ocupado, tentando novamente em instantes.');
  });
});
