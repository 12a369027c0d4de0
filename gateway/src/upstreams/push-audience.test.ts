import { describe, expect, it } from 'vitest';
import { audienceChunks, devicesIn } from './push-audience';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const alias = (n: number) => `cliente-${n}`;
const range = (count: number, make: (n: number) => string) => Array.from({ length: count }, (_, i) => make(i + 1));

describe('audienceChunks', () => {
  it('cuts 5 000 aliases into 2 000 + 2 000 + 1 000', () => {
    const chunks = audienceChunks(range(5000, alias), 'current');
    expect(chunks.map(devicesIn)).toEqual([2000, 2000, 1000]);
    expect(chunks[0]).toMatchObject({ target_channel: 'push' });
    expect(chunks.flatMap((c) => ('include_aliases' in c ? c.include_aliases.external_id : []))).toEqual(range(5000, alias));
  });

  it('keeps exactly 2 000 in one request and 2 001 in two', () => {
    expect(audienceChunks(range(2000, alias), 'current').map(devicesIn)).toEqual([2000]);
    expect(audienceChunks(range(2001, alias), 'current').map(devicesIn)).toEqual([2000, 1]);
  });

  it('groups device ids and aliases apart (one targeting method per request), by API style', () => {
    const ids = [uuid(1), alias(1), uuid(2), alias(2)];
    expect(audienceChunks(ids, 'current')).toEqual([
      { include_subscription_ids: [uuid(1), uuid(2)] },
      { include_aliases: { external_id: [alias(1), alias(2)] }, target_channel: 'push' },
    ]);
    expect(audienceChunks(ids, 'legacy')[0]).toEqual({ include_player_ids: [uuid(1), uuid(2)] });
  });

  it('drops blank ids and repeats', () => {
    expect(audienceChunks([null, '', '  ', undefined, alias(1), ` ${alias(1)} `], 'current')).toEqual([
      { include_aliases: { external_id: [alias(1)] }, target_channel: 'push' },
    ]);
    expect(audienceChunks([null, ''], 'current')).toEqual([]);
  });

  it('takes a smaller chunk size, never a larger one', () => {
    expect(audienceChunks(range(5, alias), 'current', 2).map(devicesIn)).toEqual([2, 2, 1]);
    expect(() => audienceChunks([], 'current', 2001)).toThrow(RangeError);
    expect(devicesIn({ included_segments: ['Subscribed Users'] })).toBe(0);
  });
});
