import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token';

const key = new Uint8Array(32).fill(7);
const t0 = new Date('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('verifySessionToken', () => {
  it('answers the session id, and checks expiry on every use, remembered or not', async () => {
    const token = await signSessionToken(key, 'sess-1', t0, at(60_000));
    expect(await verifySessionToken(key, token, at(1000))).toBe('sess-1');
    expect(await verifySessionToken(key, token, at(59_999))).toBe('sess-1');
    expect(await verifySessionToken(key, token, at(60_000))).toBeNull();
    expect(await verifySessionToken(key, token, at(2000))).toBe('sess-1');
  });

  it('refuses a token signed with another key or altered, even after the genuine one was seen', async () => {
    const token = await signSessionToken(key, 'sess-2', t0, at(60_000));
    expect(await verifySessionToken(key, token, at(1))).toBe('sess-2');
    const otherKey = new Uint8Array(32).fill(8);
    expect(await verifySessionToken(otherKey, token, at(1))).toBeNull();
    const [h, p, s] = token.split('.');
    const altered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifySessionToken(key, altered, at(1))).toBeNull();
    expect(await verifySessionToken(key, 'not-a-jwt', at(1))).toBeNull();
  });

  it('refuses a token that was already expired when first seen', async () => {
    const token = await signSessionToken(key, 'sess-3', t0, at(1000));
    expect(await verifySessionToken(key, token, at(5000))).toBeNull();
    expect(await verifySessionToken(key, token, at(10))).toBe('sess-3');
  });
});
