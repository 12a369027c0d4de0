import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { metricsRefusal } from './metrics-route';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('who may read /metrics', () => {
  it('with a token: only its bearer, from anywhere', () => {
    const access = { token: 's3cret', production: true };
    expect(metricsRefusal(request('10.0.0.9', { authorization: 'Bearer s3cret' }), access)).toBeNull();
    expect(metricsRefusal(request('127.0.0.1'), access)).toBe(401);
    expect(metricsRefusal(request('127.0.0.1', { authorization: 'Bearer s3cre' }), access)).toBe(401);
    expect(metricsRefusal(request('127.0.0.1', { authorization: 'Basic s3cret' }), access)).toBe(401);
  });

  it('without a token: nobody in production', () => {
    expect(metricsRefusal(request('127.0.0.1'), { token: undefined, production: true })).toBe(403);
  });

  it('without a token in development: a direct loopback peer that names the loopback as its Host only', () => {
    const access = { token: undefined, production: false };
    const local = { host: 'localhost:4000' };
    expect(metricsRefusal(request('127.0.0.1', local), access)).toBeNull();
    expect(metricsRefusal(request('::1', { host: '[::1]:4000' }), access)).toBeNull();
    expect(metricsRefusal(request('127.0.0.1', { host: '127.0.0.1' }), access)).toBeNull();
    expect(metricsRefusal(request('192.168.0.4', local), access)).toBe(403);
    expect(metricsRefusal(request('127.0.0.1', { ...local, 'x-forwarded-for': '203.0.113.5' }), access)).toBe(403);
    // DNS rebinding: another site's name resolved to 127.0.0.1 reaches the loopback socket with its own Host.
    expect(metricsRefusal(request('127.0.0.1', { host: 'rebind.example:4000' }), access)).toBe(403);
    expect(metricsRefusal(request('127.0.0.1', { host: 'localhost.rebind.example' }), access)).toBe(403);
    expect(metricsRefusal(request('127.0.0.1'), access)).toBe(403);
  });
});
