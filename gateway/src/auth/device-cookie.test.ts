import { describe, expect, it } from 'vitest';
import { deriveKeys } from './keys';
import { DEVICE_COOKIE_PREFIX, deviceCookieName, issueDeviceCookie, trustedDevice } from './device-cookie';

const key = deriveKeys('test-secret-key').device;
const pairOf = (setCookie: string) => setCookie.split(';')[0];

describe('device cookies', () => {
  it('trusts the cookie it issued for that matrícula (any case and spacing of it), among other cookies', () => {
    const set = issueDeviceCookie(key, '1004', false);
    expect(set).toMatch(new RegExp(`^${DEVICE_COOKIE_PREFIX}[A-Za-z0-9]{16}=[^;]+; Path=/graphql; HttpOnly; SameSite=Strict; Max-Age=\\d+$`));
    expect(issueDeviceCookie(key, '1004', true)).toMatch(/; Secure$/);
    const header = `painel_session=abc; ${pairOf(set)}; other=1`;
    const nonce = trustedDevice(key, header, '1004');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trustedDevice(key, header, ' 1004 ')).toBe(nonce);
    expect(pairOf(issueDeviceCookie(key, '1004', false))).not.toBe(pairOf(set));
  });

  it('does not trust it for another matrícula, under another key, altered, or missing; the name tells nothing', () => {
    const pair = pairOf(issueDeviceCookie(key, '1004', false));
    expect(trustedDevice(key, pair, '1003')).toBeNull();
    expect(trustedDevice(deriveKeys('another-secret').device, pair, '1004')).toBeNull();
    const [name, value] = pair.split('=');
    const [nonce, mac] = value.split('.');
    expect(trustedDevice(key, `${name}=${nonce.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${mac}`, '1004')).toBeNull();
    expect(trustedDevice(key, `${name}=${nonce}.${mac.slice(0, -1)}`, '1004')).toBeNull();
    // Moved under another matrícula's name, it still names 1004 inside: refused.
    expect(trustedDevice(key, `${deviceCookieName(key, '1003')}=${value}`, '1003')).toBeNull();
    expect(trustedDevice(key, undefined, '1004')).toBeNull();
    expect(trustedDevice(key, '', '1004')).toBeNull();
    expect(name).not.toContain('1004');
    expect(deviceCookieName(key, '1004')).not.toBe(deviceCookieName(key, '1003'));
  });
});
