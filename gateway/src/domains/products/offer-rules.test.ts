import { describe, expect, it } from 'vitest';
import type { OfferRecord } from '../../upstreams/product-api/products';
import { markedProduct, offerPlan, offerProblems, priceBeforeOffers, rowsToSave, unmarkedProduct, type OfferRow } from './offer-rules';

const row = (id: string | null, type: string, extra: Partial<OfferRow> = {}): OfferRow => ({
  id,
  type,
  price: '9.00',
  minQuantity: type === 'L' ? '1' : '0',
  maxQuantity: type === 'L' ? '3' : '0',
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  ...extra,
});
const product = { id: 5, codprod: 10005, codauxiliar: '789', codfilial: 17 };
const stored = (id: number, type: string, extra: Partial<OfferRecord> = {}): OfferRecord => ({
  id,
  tipopoferta: type,
  poferta: '9.00',
  codprod: 10005,
  codauxiliar: '789',
  liminicial: type === 'L' ? '1' : '0',
  limfinal: type === 'L' ? '3' : '0',
  dtinicial: '2026-11-01',
  dtfinal: '2026-11-30',
  codfilial: 17,
  produto: 5,
  atualizacao: 'N',
  ...extra,
});

describe('saving', () => {
  it("copies the first offer's dates to every row and zeroes the limits of other types", () => {
    const saved = rowsToSave([row('1', 'L'), row(null, 'L', { startsOn: '2027-01-01', endsOn: '2027-01-02' })]);
    expect(saved.map((r) => [r.startsOn, r.endsOn])).toEqual([
      ['2026-11-01', '2026-11-30'],
      ['2026-11-01', '2026-11-30'],
    ]);
    expect(rowsToSave([row(null, 'o', { minQuantity: '5' })])[0]).toMatchObject({ type: 'O', minQuantity: '0' });
  });
  it('checks required fields, minimums, dates and limits of L', () => {
    expect(offerProblems([row('1', 'L')])).toEqual([]);
    expect(offerProblems([row(null, 'L', { price: '', minQuantity: '', endsOn: '2026-10-01' })])).toEqual([
      { field: 'offers.0.price', message: 'Campo Obrigatório' },
      { field: 'offers.0.endsOn', message: 'A data final deve ser igual ou posterior à data inicial.' },
      { field: 'offers.0.minQuantity', message: 'Campo Obrigatório' },
    ]);
    expect(offerProblems([row(null, 'L', { minQuantity: '5', maxQuantity: '2' })])[0].field).toBe('offers.0.maxQuantity');
    expect(offerProblems([row(null, 'O', { price: '-1' })])).toEqual([{ field: 'offers.0.price', message: 'O valor mínimo é 0!' }]);
    expect(offerProblems([row('1', 'O'), row(null, 'O')]).map((p) => p.field)).toEqual(['offers']);
  });
  it('plans deletes, changed updates and creates with the product codes', () => {
    const plan = offerPlan(
      product,
      [stored(1, 'L'), stored(2, 'L', { liminicial: '4', limfinal: '10' }), stored(3, 'L')],
      [row('1', 'L'), row('2', 'L', { minQuantity: '4', maxQuantity: '12' }), row(null, 'L', { minQuantity: '13', maxQuantity: '24' })],
    );
    expect(plan.deletes).toEqual([3]);
    expect(plan.updates).toEqual([{ id: 2, write: expect.objectContaining({ limfinal: '12', produto: 5, codprod: 10005 }) }]);
    expect(plan.creates).toEqual([expect.objectContaining({ tipopoferta: 'L', liminicial: '13', codauxiliar: '789', codfilial: 17, produto: 5 })]);
    expect(offerPlan(product, [stored(1, 'O')], []).deletes).toEqual([1]);
  });
  it('marks the product on offer with the first type only when an offer is new', () => {
    expect(markedProduct([row(null, 'A')])).toEqual({ oferta: 'S', tipopoferta: 'A' });
    expect(markedProduct([row('1', 'A')])).toBeNull();
  });
  it('takes a product off offer when the card deletes its offers, and leaves one already off alone', () => {
    expect(unmarkedProduct({ oferta: 'S', tipopoferta: 'A' })).toEqual({ oferta: 'N', tipopoferta: 'V' });
    expect(unmarkedProduct({ oferta: 'N', tipopoferta: 'O' })).toEqual({ oferta: 'N', tipopoferta: 'V' });
    expect(unmarkedProduct({ oferta: 'N', tipopoferta: 'V' })).toBeNull();
  });
});

describe('several offers (docs/areas/catalogue.md#offers)', () => {
  it('are refused unless every row is of type L', () => {
    expect(offerProblems([row('1', 'L'), row(null, 'A')])).toEqual([
      { field: 'offers', message: 'Mais de uma oferta só é permitida quando todas são do tipo L.' },
    ]);
    expect(offerProblems([row('1', 'A'), row(null, 'L', { minQuantity: '4', maxQuantity: '6' })]).map((p) => p.field)).toEqual(['offers']);
    expect(offerProblems([row('1', 'L'), row(null, 'L', { minQuantity: '4', maxQuantity: '6' })])).toEqual([]);
  });
  it('refuses overlapping L tiers, naming the later row', () => {
    expect(offerProblems([row('1', 'L', { minQuantity: '1', maxQuantity: '5' }), row(null, 'L', { minQuantity: '3', maxQuantity: '10' })])).toEqual([
      { field: 'offers.1.minQuantity', message: 'As faixas de quantidade não podem se sobrepor (1 a 5 e 3 a 10).' },
    ]);
    expect(offerProblems([row('1', 'L', { minQuantity: '6', maxQuantity: '10' }), row(null, 'L', { minQuantity: '1', maxQuantity: '6' })])[0].field).toBe(
      'offers.1.minQuantity',
    );
    expect(offerProblems([row('1', 'L', { minQuantity: '1', maxQuantity: '5' }), row(null, 'L', { minQuantity: '6', maxQuantity: '10' })])).toEqual([]);
  });
});

describe('the price before the offers', () => {
  it('is the one the oldest offer recorded, or null when the API keeps none', () => {
    expect(priceBeforeOffers([stored(9, 'L', { pvenda_anterior: '4.00' }), stored(3, 'L', { pvenda_anterior: '5.40' })])).toBe('5.40');
    expect(priceBeforeOffers([stored(3, 'O')])).toBeNull();
    expect(priceBeforeOffers([])).toBeNull();
  });
});
