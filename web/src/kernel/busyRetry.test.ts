import { describe, expect, it } from 'vitest';
import { ServerError } from '@apollo/client';
import { busyWaitMs, retriesBusy, BUSY_RETRIES } from './busyRetry';
import { errorText } from '../lib/errors';

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
