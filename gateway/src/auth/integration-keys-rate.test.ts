// The per-key bucket: the limit per minute, refill with time, the wait it answers, and keys counted apart.
import { describe, expect, it } from 'vitest';
import { KeyRateLimiter, keyRateFromEnv, rateLimitedMessage } from './integration-keys-rate';

describe('KeyRateLimiter', () => {
  it('lets the limit through, then answers the wait until one more may go', () => {
    let now = 0;
    const limiter = new KeyRateLimiter(3, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(20_000);
    expect(limiter.take('b')).toBe(0);
    now = 20_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });

  it('reads the limit from the environment, else 600', () => {
    expect(keyRateFromEnv({ INTEGRATION_KEY_RATE_PER_MINUTE: '5' })).toBe(5);
    expect(keyRateFromEnv({ INTEGRATION_KEY_RATE_PER_MINUTE: 'x' })).toBe(600);
    expect(keyRateFromEnv({})).toBe(600);
  });

  it('says the wait in seconds', () => {
    expect(rateLimitedMessage(1500)).toContain('Aguarde 2 segundos');
    expect(rateLimitedMessage(10)).toContain('Aguarde 1 segundo ');
  });
});
