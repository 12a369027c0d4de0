// The Cresce Vendas password (cvPassword) at rest (DESIGN section 4): the gateway seals it with AES-256-GCM under
// its SECRET_KEY-derived key before any write, and opens it only to call the loyalty platform. Settings written
// before encryption hold it in plain text: they still work, and the gateway seals them (domains/kit/loyalty-password-sealing.ts).
import { decryptSecret, encryptSecret } from '../auth/keys';

/** Prefix the gateway writes before an AES-256-GCM sealed cvPassword (DESIGN section 4). */
export const SEALED_PREFIX = 'enc:';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * cvPassword as stored: sealed by the gateway (with or without the prefix) or, for settings written before
 * encryption, plain text. AES-GCM authentication makes a plain value that merely looks like base64 fail to
 * open, so it is then used as it is.
 */
export function openLoyaltyPassword(stored: string, key: Buffer): string {
  if (stored.startsWith(SEALED_PREFIX)) return decryptSecret(key, stored.slice(SEALED_PREFIX.length));
  if (stored.length >= 40 && BASE64.test(stored)) {
    try {
      return decryptSecret(key, stored);
    } catch {
      return stored;
    }
  }
  return stored;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

export const sealLoyaltyPassword = (plain: string, key: Buffer) => `${SEALED_PREFIX}${encryptSecret(key, plain)}`;
