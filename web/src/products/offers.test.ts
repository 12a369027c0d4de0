import { describe, expect, it } from 'vitest';
import { addOfferRow, canAddOffer, changeOfferType, offerInputs, rowsLostByType, type OfferRowValues } from './offers';

const row = (id: string | null, type: string, extra: Partial<OfferRowValues> = {}): OfferRowValues => ({
  key: id ?? 'n',
  id,
  type,
  price: '9,00',
  minQuantity: '1',
  maxQuantity: '3',
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  ...extra,
});

describe('the offers editor rows (docs/areas/catalogue.md#offers)', () => {
  it('adds a row only with none or a first row of type L, copying its type and dates', () => {
    expect(canAddOffer([row('1', 'O')])).toBe(false);
    expect(addOfferRow([row('1', 'O')])).toHaveLength(1);
    const added = addOfferRow([row('1', 'L', { startsOn: '2026-12-01', endsOn: '2026-12-31' })]);
    expect(added[1]).toMatchObject({ id: null, type: 'L', startsOn: '2026-12-01', endsOn: '2026-12-31', price: '' });
    expect(addOfferRow([])[0]).toMatchObject({ id: null, type: 'O', minQuantity: '0', maxQuantity: '0' });
  });
  it('keeps only the first saved offer when L is chosen among several', () => {
    expect(changeOfferType([row(null, 'A'), row('7', 'A'), row('8', 'A')], 0, 'L')).toEqual([{ ...row('7', 'A'), type: 'L' }]);
    expect(changeOfferType([row('7', 'L')], 0, 'A')[0]).toMatchObject({ type: 'A', minQuantity: '0', maxQuantity: '0' });
  });
  it('never mixes types: leaving L with several tiers keeps the first saved one; rows that go are counted first', () => {
    const tiers = [row('7', 'L'), row(null, 'L', { minQuantity: '4', maxQuantity: '6' })];
    expect(changeOfferType(tiers, 0, 'O')).toEqual([{ ...row('7', 'L'), type: 'O', minQuantity: '0', maxQuantity: '0' }]);
    expect(rowsLostByType(tiers, 0, 'O')).toBe(1);
    expect(rowsLostByType(tiers, 1, 'L')).toBe(0);
    expect(changeOfferType(tiers, 1, 'L')).toEqual(tiers);
    expect(rowsLostByType([row('7', 'A'), row('8', 'O')], 1, 'L')).toBe(1);
  });
  it('sends decimals with a point and empty values as null', () => {
    expect(offerInputs([row(null, 'L', { price: '9,5', minQuantity: '', endsOn: '' })])).toEqual([
      { id: null, type: 'L', price: '9.5', minQuantity: null, maxQuantity: '3', startsOn: '2026-11-01', endsOn: null },
    ]);
  });
});
