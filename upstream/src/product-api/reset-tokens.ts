// Password-reset tokens as Django's PasswordResetTokenGenerator makes them (django/contrib/auth/tokens.py): nothing
// is stored; the token is '{timestamp in base 36}-{hash}', where the hash is salted_hmac(SHA-256) over the user's
// pk, password hash, last login (to the second), the timestamp and e-mail, every other hex digit kept. So a reset
// (new password hash) or a newer login ends every earlier link, as in Django.
// One addition (docs/decisions/0029-password-change-ends-sessions.md: a newer link ends every older one, which Django's
// generator alone does not do): the hash also covers users.password_reset_generation, a per-user counter that recovery/
// raises before it signs a link, the way Django's own hash covers last_login. Raising it changes the hash of every
// earlier link.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const KEY_SALT = 'django.contrib.auth.tokens.PasswordResetTokenGenerator';
/** Django counts seconds from 2001-01-01 (naive, here UTC). */
const EPOCH_MS = Date.UTC(2001, 0, 1);
/** How long a link is good for (Django's PASSWORD_RESET_TIMEOUT; the reference API keeps its 24 hours). */
export const RESET_TIMEOUT_SECONDS = 24 * 60 * 60;

/** What a token is bound to: change any of these and the user's earlier tokens stop verifying. */
export interface ResetTokenUser {
  pk: number;
  /** The stored password hash. */
  password: string;
  lastLogin: Date | null;
  email: string;
  /** users.password_reset_generation: raised each time a link is issued. */
  generation: number;
}

export interface ResetTokenGenerator {
  make(user: ResetTokenUser): string;
  check(user: ResetTokenUser, token: string): boolean;
}

/** Django: `last_login.replace(microsecond=0, tzinfo=None)` printed as 'YYYY-MM-DD HH:MM:SS' (UTC here). */
const loginStamp = (at: Date | null) => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : '');

const hashValue = (user: ResetTokenUser, timestamp: number) =>
  `${user.pk}${user.password}${loginStamp(user.lastLogin)}${timestamp}${user.email}${user.generation}`;

export function createResetTokenGenerator(secret: Uint8Array, now: () => number = Date.now): ResetTokenGenerator {
  // salted_hmac: the HMAC key is SHA-256(key_salt + secret).
  const key = createHash('sha256')
    .update(Buffer.concat([Buffer.from(KEY_SALT), secret]))
    .digest();
  const seconds = () => Math.floor((now() - EPOCH_MS) / 1000);
  const withTimestamp = (user: ResetTokenUser, timestamp: number) => {
    const digest = createHmac('sha256', key).update(hashValue(user, timestamp)).digest('hex');
    const short = [...digest].filter((_, i) => i % 2 === 0).join('');
    return `${timestamp.toString(36)}-${short}`;
  };
  return {
    make: (user) => withTimestamp(user, seconds()),
    check(user, token) {
      const match = /^([0-9a-z]{1,13})-[0-9a-f]{32}$/.exec(token);
      if (!match) return false;
      const timestamp = parseInt(match[1], 36);
      const expected = Buffer.from(withTimestamp(user, timestamp));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      return seconds() - timestamp <= RESET_TIMEOUT_SECONDS;
    },
  };
}
