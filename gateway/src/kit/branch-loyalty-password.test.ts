import { describe, expect, it } from 'vitest';
import { deriveKeys, encryptSecret } from '../auth/keys';
import { DEMO_LOYALTY_SHIFT_KEY, inSpecForm, loyaltyShiftKey, readLoyaltyPassword, shiftLoyaltyPassword } from './branch-loyalty-password';

const keys = { shift: 'chave-da-loja', sealedWith: deriveKeys('a test secret key of enough length').encryption };

describe('the character shift of docs/areas/catalogue.md#loyalty-password', () => {
  it('moves every printable character by the key and reads back to the password', () => {
    const stored = shiftLoyaltyPassword('cv-token-17', keys.shift);
    expect(stored).not.toBe('cv-token-17');
    expect(stored).toHaveLength('cv-token-17'.length);
    expect(stored).toMatch(/^[\x20-\x7e]+$/);
    expect(readLoyaltyPassword(stored, keys)).toBe('cv-token-17');
  });

  it('is the same text every time (other consumers decode it with the same key), and another key reads otherwise', () => {
    expect(shiftLoyaltyPassword('senha~ Zz', keys.shift)).toBe(shiftLoyaltyPassword('senha~ Zz', keys.shift));
    expect(readLoyaltyPassword(shiftLoyaltyPassword('senha', keys.shift), { ...keys, shift: DEMO_LOYALTY_SHIFT_KEY })).not.toBe('senha');
  });

  it('keeps characters outside printable ASCII as they are', () => {
    const stored = shiftLoyaltyPassword('çãé-ü', keys.shift);
    expect([...stored].filter((c) => 'çãéü'.includes(c))).toEqual(['ç', 'ã', 'é', 'ü']);
    expect(readLoyaltyPassword(stored, keys)).toBe('çãé-ü');
  });

  it('a one-character key is a plain Caesar shift', () => {
    expect(shiftLoyaltyPassword('ab~', '!')).toBe('bc ');
  });
});

describe('values an earlier version sealed with AES', () => {
  it('are read, with or without the prefix, and converted to the shift form', () => {
    for (const sealed of [`enc:${encryptSecret(keys.sealedWith, 'cv-token-17')}`, encryptSecret(keys.sealedWith, 'cv-token-17')]) {
      expect(readLoyaltyPassword(sealed, keys)).toBe('cv-token-17');
      expect(inSpecForm(sealed, keys)).toBe(shiftLoyaltyPassword('cv-token-17', keys.shift));
    }
  });

  it('leave a shifted value as it is, even one that looks like base64', () => {
    const base64ish = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9w';
    expect(inSpecForm(base64ish, keys)).toBe(base64ish);
    expect(readLoyaltyPassword(base64ish, keys)).toBe(readLoyaltyPassword(base64ish, keys));
    expect(shiftLoyaltyPassword(readLoyaltyPassword(base64ish, keys), keys.shift)).toBe(base64ish);
  });
});

describe('LOYALTY_PASSWORD_SHIFT_KEY', () => {
  it('is the demo key outside production when unset, and the configured one otherwise', () => {
    expect(loyaltyShiftKey(undefined, false)).toBe(DEMO_LOYALTY_SHIFT_KEY);
    expect(loyaltyShiftKey(' ', false)).toBe(DEMO_LOYALTY_SHIFT_KEY);
    expect(loyaltyShiftKey('chave-da-loja', true)).toBe('chave-da-loja');
  });

  it('refuses production without a key or with the demo key, naming the variable', () => {
    expect(() => loyaltyShiftKey(undefined, true)).toThrow(/^LOYALTY_PASSWORD_SHIFT_KEY is required when NODE_ENV=production/);
    expect(() => loyaltyShiftKey(DEMO_LOYALTY_SHIFT_KEY, true)).toThrow(/^LOYALTY_PASSWORD_SHIFT_KEY is the demo key/);
  });
});
