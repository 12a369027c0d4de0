import { describe, expect, it } from 'vitest';
import { profileFromEnv, referenceFeatures } from './profile';

describe('reference profiles', () => {
  it('default offers every extension; seeds offers none and caps pages', () => {
    const full = referenceFeatures('default');
    const seeds = referenceFeatures('seeds');
    for (const key of [
      'changesFeed',
      'idempotencyKey',
      'erpUpsert',
      'previousOfferPrice',
      'resetUsername',
      'accentInsensitiveNames',
      'extraFilters',
      'monthlySales',
      'privacyPolicy',
    ] as const) {
      expect(full[key], key).toBe(true);
      expect(seeds[key], key).toBe(false);
    }
    expect(full.maxPageSize).toBeNull();
    expect(seeds.maxPageSize).toBeGreaterThan(0);
  });

  it('reads REFERENCE_PROFILE, empty meaning default, and refuses an unknown name', () => {
    expect(profileFromEnv(undefined)).toBe('default');
    expect(profileFromEnv(' ')).toBe('default');
    expect(profileFromEnv('seeds')).toBe('seeds');
    expect(() => profileFromEnv('real')).toThrow(/REFERENCE_PROFILE=real/);
  });
});
