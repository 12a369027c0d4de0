import { describe, expect, it } from 'vitest';
import { daysSinceLastPurchase, hasPushDevice } from './customer-activity';

describe('customer activity', () => {
  it('a push device is any non-blank id, of either shape', () => {
    expect(hasPushDevice({ player_id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' })).toBe(true);
    expect(hasPushDevice({ player_id: 'cliente-123' })).toBe(true);
    expect(hasPushDevice({ player_id: '  ' })).toBe(false);
    expect(hasPushDevice({ player_id: null })).toBe(false);
  });

  it('counts São Paulo days since the last purchase, from a date or a date-time', () => {
    const now = new Date('2026-11-22T02:00:00Z'); // 21 Nov, 23:00 in São Paulo
    expect(daysSinceLastPurchase('2026-11-21', now)).toBe(0);
    expect(daysSinceLastPurchase('2026-10-22', now)).toBe(30);
    expect(daysSinceLastPurchase('2026-10-22T15:00:00-03:00', now)).toBe(30);
    expect(daysSinceLastPurchase(null, now)).toBeNull();
  });
});
