import { describe, expect, it } from 'vitest';
import { deriveKeys, encryptSecret } from '../auth/keys';
import { isSealed, openLoyaltyPassword, sealLoyaltyPassword, SEALED_PREFIX } from './branch-loyalty-password';

const key = deriveKeys('a test secret key of enough length').encryption;

describe('openLoyaltyPassword', () => {
  it('opens a password the gateway sealed, with or without the prefix', () => {
    const sealed = encryptSecret(key, 'cv-token-17');
    expect(openLoyaltyPassword(sealed, key)).toBe('cv-token-17');
    expect(openLoyaltyPassword(`${SEALED_PREFIX}${sealed}`, key)).toBe('cv-token-17');
  });

  it('uses a plain password as it is, even one that looks like base64', () => {
    expect(openLoyaltyPassword('cv-token-17', key)).toBe('cv-token-17');
    const base64ish = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9w';
    expect(openLoyaltyPassword(base64ish, key)).toBe(base64ish);
  });

  it('refuses a prefixed value sealed under another key', () => {
    const other = deriveKeys('another secret key of enough length').encryption;
    expect(() => openLoyaltyPassword(`${SEALED_PREFIX}${encryptSecret(other, 'x')}`, key)).toThrow();
  });
});

describe('sealLoyaltyPassword', () => {
  it('seals with the prefix, never the same text twice, and opens back to the password', () => {
    const a = sealLoyaltyPassword('cv-token-17', key);
    const b = sealLoyaltyPassword('cv-token-17', key);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('cv-token-17');
    expect(a).not.toBe(b);
    expect(openLoyaltyPassword(a, key)).toBe('cv-token-17');
    expect(isSealed('cv-token-17')).toBe(false);
  });
});
