import { describe, expect, it } from 'vitest';
import { createResetTokenGenerator, RESET_TIMEOUT_SECONDS, type ResetTokenUser } from './reset-tokens';

const secret = new TextEncoder().encode('test-secret');
const user: ResetTokenUser = {
  pk: 7,
  password: '$2a$10$abcdefghijklmnopqrstuu',
  lastLogin: new Date('2026-11-26T10:00:00.654321Z'),
  email: 'ana@example.com',
  generation: 3,
};
const at = Date.UTC(2026, 10, 26, 10, 30, 0);

describe('password-reset tokens (Django PasswordResetTokenGenerator)', () => {
  it("makes Django's token for the same hash value (vector computed with Python's hmac/hashlib as Django's salted_hmac does)", () => {
    const tokens = createResetTokenGenerator(secret, () => at);
    // Python: salted_hmac(KEY_SALT, "7$2a$10$...2026-11-26 10:00:00817381800ana@example.com3", "test-secret").hexdigest()[::2]
    expect(tokens.make(user)).toBe('dinbu0-974b2cc32631d8ea6d2eb2e284c9fa5c');
    // Never logged in, no e-mail: both are the empty string in the hash value.
    expect(tokens.make({ ...user, lastLogin: null, email: '', generation: 0 })).toBe('dinbu0-7638f4fde34dbb846c8abd174d2e70ec');
  });

  it('verifies its own token while nothing it is bound to changed, within the timeout', () => {
    let now = at;
    const tokens = createResetTokenGenerator(secret, () => now);
    const token = tokens.make(user);
    expect(tokens.check({ ...user }, token)).toBe(true);
    // Microseconds of the last login are not part of it (Django drops them).
    expect(tokens.check({ ...user, lastLogin: new Date('2026-11-26T10:00:00.000Z') }, token)).toBe(true);
    now += RESET_TIMEOUT_SECONDS * 1000;
    expect(tokens.check(user, token)).toBe(true);
    now += 1000;
    expect(tokens.check(user, token)).toBe(false);
  });

  it('refuses the token once the password, the last login, the e-mail or the link counter changed', () => {
    const tokens = createResetTokenGenerator(secret, () => at);
    const token = tokens.make(user);
    expect(tokens.check({ ...user, password: '$2a$10$another-hash' }, token)).toBe(false);
    expect(tokens.check({ ...user, lastLogin: new Date('2026-11-26T10:05:00Z') }, token)).toBe(false);
    expect(tokens.check({ ...user, lastLogin: null }, token)).toBe(false);
    expect(tokens.check({ ...user, email: 'outra@example.com' }, token)).toBe(false);
    expect(tokens.check({ ...user, generation: 4 }, token)).toBe(false);
    expect(tokens.check({ ...user, pk: 8 }, token)).toBe(false);
  });

  it('refuses another secret, a moved timestamp, a changed digit and malformed tokens', () => {
    const tokens = createResetTokenGenerator(secret, () => at);
    const token = tokens.make(user);
    expect(createResetTokenGenerator(new TextEncoder().encode('other-secret'), () => at).check(user, token)).toBe(false);
    const [ts, hash] = token.split('-');
    expect(tokens.check(user, `${(parseInt(ts, 36) + 1).toString(36)}-${hash}`)).toBe(false);
    expect(tokens.check(user, `${ts}-${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`)).toBe(false);
    for (const bad of ['', '-', token.toUpperCase(), `${token}0`, `${ts}-${hash}-x`, `${ts}${hash}`, `zzzzzzzzzzzzzz-${hash}`]) {
      expect(tokens.check(user, bad)).toBe(false);
    }
  });

  it('a token made in the future (clock skew) is not refused for age, as in Django', () => {
    let now = at + 60_000;
    const tokens = createResetTokenGenerator(secret, () => now);
    const token = tokens.make(user);
    now = at;
    expect(tokens.check(user, token)).toBe(true);
  });
});
