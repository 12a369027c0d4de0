import { describe, expect, it } from 'vitest';
import { flattenItems, hasButcheryItems, hasLimitedItems, isFirstPurchase, isSoldItem, offerTypeOf, separatedValue } from './item-rules';
import type { RuleOrderItem } from './item-rules';

const BUTCHERY = 3378;

function item(id: number, extra: Partial<RuleOrderItem> = {}, sectionId = 10, productOffer: string | null = null): RuleOrderItem {
  return {
    id,
    codauxiliar: String(id),
    product: { codprod: id, tipopoferta: productOffer, secao: { id: sectionId, descricao: 'Seção' } },
    qtd_separada: 1,
    pvenda: 1,
    ...extra,
  };
}

describe('offerTypeOf', () => {
  it("prefers the item's own offer type and falls back to the product's", () => {
    expect(offerTypeOf(item(1, { tipopoferta: 'CB' }, 10, 'L'))).toBe('CB');
    expect(offerTypeOf(item(1, { tipopoferta: null }, 10, 'L'))).toBe('L');
    expect(offerTypeOf(item(1, { tipopoferta: ' ' }, 10, 'ci'))).toBe('CI');
    expect(offerTypeOf(item(1))).toBeNull();
  });
});

describe('hasLimitedItems', () => {
  it('is true when any item (or substitute) has offer type L', () => {
    expect(hasLimitedItems([item(1), item(2, { tipopoferta: 'L' })])).toBe(true);
    expect(hasLimitedItems([item(1, {}, 10, 'L')])).toBe(true);
    expect(hasLimitedItems([item(1, { substitutos: [item(2, { tipopoferta: 'L' })] })])).toBe(true);
  });

  it('is false for other offer types and for an empty order', () => {
    expect(hasLimitedItems([item(1, { tipopoferta: 'CB' }), item(2, { tipopoferta: 'CI' })])).toBe(false);
    expect(hasLimitedItems([])).toBe(false);
  });
});

describe('hasButcheryItems', () => {
  it("is true when an item is in the branch's butchery section", () => {
    expect(hasButcheryItems([item(1), item(2, {}, BUTCHERY)], BUTCHERY)).toBe(true);
    expect(hasButcheryItems([item(1, { substitutos: [item(2, {}, BUTCHERY)] })], BUTCHERY)).toBe(true);
  });

  it('is false otherwise, or when the branch has no butchery section configured', () => {
    expect(hasButcheryItems([item(1), item(2, {}, 3379)], BUTCHERY)).toBe(false);
    expect(hasButcheryItems([item(1, {}, BUTCHERY)], null)).toBe(false);
    expect(hasButcheryItems([item(1, {}, BUTCHERY)], undefined)).toBe(false);
    expect(hasButcheryItems([{ ...item(1), product: { codprod: 1, secao: null } }], BUTCHERY)).toBe(false);
  });
});

describe('isFirstPurchase', () => {
  it.each([
    [1, true],
    ['1', true],
    [0, false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('qtdCompras %j -> %s', (qtdCompras, expected) => {
    expect(isFirstPurchase({ qtdCompras })).toBe(expected);
  });
});

describe('isSoldItem', () => {
  it('needs a separated quantity and neither flag', () => {
    expect(isSoldItem(item(1))).toBe(true);
    expect(isSoldItem(item(1, { em_falta: true }))).toBe(false);
    expect(isSoldItem(item(1, { cancela_item: true }))).toBe(false);
    expect(isSoldItem(item(1, { qtd_separada: '0.000' }))).toBe(false);
    expect(isSoldItem(item(1, { qtd_separada: undefined }))).toBe(false);
  });
});

describe('flattenItems', () => {
  it('lists substitutes after their item, each id once', () => {
    const sub = item(3);
    const list = flattenItems([item(1, { substitutos: [sub] }), sub, item(2)]);
    expect(list.map((i) => i.id)).toEqual([1, 3, 2]);
  });

  it('keeps items without an id', () => {
    const noId = { ...item(0), id: undefined };
    expect(flattenItems([noId, noId])).toHaveLength(2);
  });
});

describe('separatedValue', () => {
  it('sums separated quantity x sale price over sold items', () => {
    const items = [
      item(1, { qtd_separada: 2, pvenda: '4.99' }),
      item(2, { qtd_separada: '0.532', pvenda: '39.90' }), // 21.2268 -> 21.227
      item(3, { qtd_separada: 5, pvenda: 100, em_falta: true }),
      item(4, { qtd_separada: 5, pvenda: 100, cancela_item: true }),
      item(5, { quantidade: 3, qtd_separada: null, pvenda: 7 }),
    ];
    expect(separatedValue(items)).toBe(31.21);
  });

  it('counts a substitute once and avoids binary drift', () => {
    const sub = item(2, { qtd_separada: 3, pvenda: '0.1' });
    expect(separatedValue([item(1, { em_falta: true, substitutos: [sub] }), sub])).toBe(0.3);
    expect(separatedValue([item(1, { pvenda: 0.1 }), item(2, { pvenda: 0.2 })])).toBe(0.3);
  });

  it('is 0 for nothing separated', () => {
    expect(separatedValue([])).toBe(0);
    expect(separatedValue([item(1, { em_falta: true })])).toBe(0);
  });

  it('rejects an unreadable price instead of hiding it', () => {
    expect(() => separatedValue([item(1, { pvenda: '12,99' })])).toThrow(RangeError);
  });
});
