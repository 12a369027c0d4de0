import { describe, expect, it } from 'vitest';
import { decryptSecret, deriveKeys, encryptSecret } from './keys';

describe('secrets at rest', () => {
  const keys = deriveKeys('a'.repeat(40));

  it('round-trips and uses a fresh iv each time', () => {
    const a = encryptSecret(keys.encryption, 'refresh-token');
    const b = encryptSecret(keys.encryption, 'refresh-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('refresh-token');
    expect(decryptSecret(keys.encryption, a)).toBe('refresh-token');
  });

  it('refuses tampered values and other keys', () => {
    const sealed = Buffer.from(encryptSecret(keys.encryption, 'secret'), 'base64');
    sealed[sealed.length - 1] ^= 1;
    expect(() => decryptSecret(keys.encryption, sealed.toString('base64'))).toThrow();
    const other = deriveKeys('b'.repeat(40));
    expect(() => decryptSecret(other.encryption, encryptSecret(keys.encryption, 'secret'))).toThrow();
  });

  it('derives distinct keys for signing and encryption', () => {
    expect(Buffer.from(keys.jwt).equals(keys.encryption)).toBe(false);
  });
});
