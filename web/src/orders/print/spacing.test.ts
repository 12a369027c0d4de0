import { describe, expect, it } from 'vitest';
import { spacerAfter, withSpacers } from './spacing';

const positionsBeforeSpacers = (count: number, mode: 'full' | 'partial') => {
  const rows = withSpacers(
    Array.from({ length: count }, (_, i) => i + 1),
    mode,
  );
  const result: number[] = [];
  rows.forEach((row, i) => {
    if (row.kind === 'spacer') {
      const before = rows[i - 1];
      if (before.kind === 'item') result.push(before.position);
    }
  });
  return result;
};

describe('print spacing', () => {
  it('full print: after item 3, then every 7', () => {
    expect(positionsBeforeSpacers(30, 'full')).toEqual([3, 10, 17, 24]);
  });

  it('partial print: after item 5, then every 6', () => {
    expect(positionsBeforeSpacers(30, 'partial')).toEqual([5, 11, 17, 23, 29]);
  });

  it('adds no spacer after the last item or to short lists', () => {
    expect(positionsBeforeSpacers(3, 'full')).toEqual([]);
    expect(positionsBeforeSpacers(4, 'full')).toEqual([3]);
    expect(positionsBeforeSpacers(5, 'partial')).toEqual([]);
    expect(withSpacers([], 'full')).toEqual([]);
  });

  it('keeps every item in order with its position', () => {
    const rows = withSpacers(['a', 'b', 'c', 'd', 'e'], 'full');
    expect(rows).toEqual([
      { kind: 'item', item: 'a', position: 1 },
      { kind: 'item', item: 'b', position: 2 },
      { kind: 'item', item: 'c', position: 3 },
      { kind: 'spacer' },
      { kind: 'item', item: 'd', position: 4 },
      { kind: 'item', item: 'e', position: 5 },
    ]);
  });

  it('spacerAfter follows the same rule', () => {
    expect([1, 2, 3, 4, 9, 10, 11, 17].filter((p) => spacerAfter(p, 'full'))).toEqual([3, 10, 17]);
    expect([4, 5, 6, 11, 12, 17].filter((p) => spacerAfter(p, 'partial'))).toEqual([5, 11, 17]);
  });
});
