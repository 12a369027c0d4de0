import { describe, expect, it } from 'vitest';
import { flattenGroups, formatQuantity, groupBySection, itemsTotal, lineValue, showsCovenant, visibleForView, visibleRange } from './items';
import { makeItem } from './testData';

describe('groupBySection', () => {
  it('groups items and orders sections by rank, unranked last', () => {
    const items = [
      makeItem({ section: ['2', 'Açougue', 5] }),
      makeItem({ section: ['1', 'Mercearia', 1] }),
      makeItem({ section: null }),
      makeItem({ section: ['3', 'Bebidas', null] }),
      makeItem({ section: ['2', 'Açougue', 5] }),
    ];
    const groups = groupBySection(items);
    expect(groups.map((g) => [g.description, g.items.length])).toEqual([
      ['Mercearia', 1],
      ['Açougue', 2],
      ['Bebidas', 1],
      ['Sem seção', 1],
    ]);
  });
});

describe('flattenGroups', () => {
  it('puts substitutes right under their item', () => {
    const substitute = makeItem();
    const item = makeItem({ substitutes: [substitute] });
    const rows = flattenGroups(groupBySection([item]));
    expect(rows.map((r) => r.kind)).toEqual(['section', 'item', 'substitute']);
    expect(rows[2]).toMatchObject({ parentId: item.id });
  });
});

describe('quantities and values', () => {
  it('trims the last decimal, or keeps three for separated substitutes', () => {
    expect(formatQuantity('1.500')).toBe('1,50');
    expect(formatQuantity('2')).toBe('2,00');
    expect(formatQuantity('0.125', true)).toBe('0,125');
    expect(formatQuantity(null)).toBe('-');
  });

  it('values lines by the shown quantity and zeroes missing items when picked', () => {
    const item = makeItem({ quantity: '2.000', pickedQuantity: '1.500', price: '3.99' });
    expect(lineValue(item, 'ordered')).toBe(7.98);
    expect(lineValue(item, 'picked')).toBe(5.99);
    const missing = makeItem({ missing: true, price: '5.00' });
    expect(lineValue(missing, 'ordered')).toBe(5);
    expect(lineValue(missing, 'picked')).toBe(0);
    expect(itemsTotal([item, missing], 'ordered')).toBe(12.98);
  });

  it('hides missing items in the picked view only', () => {
    const items = [makeItem(), makeItem({ missing: true })];
    expect(visibleForView(items, 'ordered')).toHaveLength(2);
    expect(visibleForView(items, 'picked')).toEqual([items[0]]);
  });

  it('shows the covenant code for payment methods 11 and 12', () => {
    expect(['1', '11', '12', '6', null].map(showsCovenant)).toEqual([false, true, true, false, false]);
  });
});

describe('visibleRange', () => {
  it('renders only the rows in view plus overscan', () => {
    expect(visibleRange(0, 400, 40, 10000, 5)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(4000, 400, 40, 10000, 5)).toEqual({ start: 95, end: 115 });
    expect(visibleRange(400000, 400, 40, 10000, 5)).toEqual({ start: 9995, end: 10000 });
  });
});
