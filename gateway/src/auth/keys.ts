// Keys derived from SECRET_KEY: one for signing session JWTs, one for encrypting upstream refresh tokens (and
// other secrets at rest), one for the login limiter's device cookies. Separate derivations so no use weakens another.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface Keys {
  /** HS256 key for the session JWT. */
  jwt: Uint8Array;
  /** AES-256-GCM key for secrets at rest. */
  encryption: Buffer;
  /** HMAC key of the login limiter's device cookies (device-cookie.ts). */
  device: Buffer;
}

export function deriveKeys(secretKey: string): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secretKey, 'painel-gateway', info, 32));
  return { jwt: new Uint8Array(derive('session-jwt')), encryption: derive('secrets-at-rest'), device: derive('device-cookie') };
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** base64 of iv | tag | ciphertext */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Throws when the value was tampered with or encrypted under another key. */
export function decryptSecret(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed secret too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
