import { describe, expect, it } from 'vitest';
import { amountChain, changeForOf, orderAmounts, type OrderFigures } from './amounts';

const order = (figures: Partial<OrderFigures> = {}): OrderFigures => ({
  id: 6,
  ordered: '1194.40',
  separated: null,
  deliveryFee: '5.00',
  discount: '0.00',
  ...figures,
});

describe('orderAmounts', () => {
  it('charges the ordered value before picking', () => {
    const amounts = orderAmounts({ order: order(), additional: [], invoiced: null });
    expect(amounts).toMatchObject({ ordered: 1194.4, separated: null, invoiced: null, toCharge: 1194.4, toChargeFrom: 'ORDERED', deliveryFee: 5, discount: 0 });
  });

  it('charges the separated value after picking', () => {
    const amounts = orderAmounts({ order: order({ separated: '1189.21' }), additional: [], invoiced: null });
    expect(amounts).toMatchObject({ separated: 1189.21, toCharge: 1189.21, toChargeFrom: 'SEPARATED' });
  });

  it('charges what the ERP invoiced once it answered, not the separated value (order 6)', () => {
    const amounts = orderAmounts({ order: order({ separated: '1189.21' }), additional: [], invoiced: '1144.01' });
    expect(amounts).toMatchObject({ invoiced: 1144.01, toCharge: 1144.01, toChargeFrom: 'INVOICED', additionalShare: 0 });
  });

  it('rounds the ERP three decimals to cents', () => {
    expect(orderAmounts({ order: order({ separated: '30' }), additional: [], invoiced: '29.185' }).toCharge).toBe(29.19);
  });

  it('adds the additional orders before invoicing and keeps their share', () => {
    const amounts = orderAmounts({
      order: order({ id: 104, ordered: '340.00', separated: '334.58' }),
      additional: [order({ id: 105, ordered: '1150.08', separated: '1150.08' })],
      invoiced: null,
    });
    expect(amounts).toMatchObject({ ordered: 1490.08, separated: 1484.66, toCharge: 1484.66, additionalShare: 1150.08 });
  });

  it('counts the order unseparated while one additional order is not picked', () => {
    const amounts = orderAmounts({ order: order({ separated: '10' }), additional: [order({ id: 7, ordered: '5', separated: null })], invoiced: null });
    expect(amounts).toMatchObject({ separated: null, toChargeFrom: 'ORDERED', additionalShare: 5 });
  });

  it('charges the ERP total of both orders (get_payment_data_adicional)', () => {
    const amounts = orderAmounts({
      order: order({ id: 104, separated: '334.58' }),
      additional: [order({ id: 105, separated: '1150.08' })],
      invoiced: '1484.660',
    });
    expect(amounts).toMatchObject({ toCharge: 1484.66, toChargeFrom: 'INVOICED', additionalShare: 1150.08 });
  });

  it('computes the change due from the amount to charge', () => {
    const amounts = orderAmounts({ order: order({ separated: '33.44' }), additional: [], invoiced: '29.18', note: 'Troco para R$ 100,00' });
    expect(amounts).toMatchObject({ changeFor: 100, changeDue: 70.82 });
  });

  it('has no change due without a note or when the note does not cover the amount', () => {
    expect(orderAmounts({ order: order(), additional: [], invoiced: null, note: 'Tocar a campainha' })).toMatchObject({ changeFor: null, changeDue: null });
    expect(orderAmounts({ order: order(), additional: [], invoiced: null, note: 'Troco para R$ 50,00' })).toMatchObject({ changeFor: 50, changeDue: null });
  });
});

describe('changeForOf', () => {
  it.each([
    ['Troco para R$ 100,00', 100],
    ['troco p/ 50', 50],
    ['Troco: 1.000,00', 1000],
    ['levar troco para 200.50 por favor', 200.5],
    ['Troco para R$1.500', 1500],
  ])('%s -> %d', (note, value) => expect(changeForOf(note)).toBe(value));

  it.each([[null], [''], ['Sem troco'], ['Ligar ao chegar']])('%s -> null', (note) => expect(changeForOf(note)).toBeNull());
});

describe('amountChain', () => {
  it('explains the missing item between ordered and separated and the ERP difference', () => {
    const amounts = orderAmounts({ order: order({ ordered: '1234.40', separated: '1189.21' }), additional: [], invoiced: '1144.01' });
    const chain = amountChain(amounts, [{ reason: 'missing', value: 45.19 }]);
    expect(chain.map((s) => s.stage)).toEqual(['ORDERED', 'SEPARATED', 'INVOICED', 'TO_CHARGE']);
    expect(chain[1]).toEqual({ stage: 'SEPARATED', amount: 1189.21, difference: -45.19, reasons: ['1 item em falta: -R$\u00a045,19'] });
    expect(chain[2]).toEqual({ stage: 'INVOICED', amount: 1144.01, difference: -45.2, reasons: ['Calculado pelo ERP na nota: -R$\u00a045,20'] });
    expect(chain[3]).toEqual({ stage: 'TO_CHARGE', amount: 1144.01, difference: 0, reasons: [] });
  });

  it("explains an item marked 'Em Falta' after picking at the invoice, where the money dropped", () => {
    const amounts = orderAmounts({ order: order({ ordered: '114.12', separated: '114.12' }), additional: [], invoiced: '109.22' });
    const chain = amountChain(amounts, [{ reason: 'missing', value: 4.9 }]);
    expect(chain[1]).toEqual({ stage: 'SEPARATED', amount: 114.12, difference: 0, reasons: [] });
    expect(chain[2]).toEqual({ stage: 'INVOICED', amount: 109.22, difference: -4.9, reasons: ['1 item em falta: -R$\u00a04,90'] });
  });

  it('says a missing item is not yet taken off a separated value that was not invoiced', () => {
    const amounts = orderAmounts({ order: order({ ordered: '114.12', separated: '114.12' }), additional: [], invoiced: null });
    const chain = amountChain(amounts, [{ reason: 'missing', value: 4.9 }]);
    expect(chain[1].reasons).toEqual(['1 item em falta: -R$\u00a04,90 (ainda não descontado do valor separado)']);
  });

  it('names cancelled items and what picking changed beyond them', () => {
    const amounts = orderAmounts({ order: order({ ordered: '100', separated: '82.5' }), additional: [], invoiced: null });
    const chain = amountChain(amounts, [
      { reason: 'cancelled', value: 10 },
      { reason: 'cancelled', value: 5 },
    ]);
    expect(chain[1].reasons).toEqual(['2 itens cancelados: -R$\u00a015,00', 'Diferenças na separação (pesos e quantidades): -R$\u00a02,50']);
    expect(chain.map((s) => s.stage)).toEqual(['ORDERED', 'SEPARATED', 'TO_CHARGE']);
  });

  it('is the ordered value alone before picking', () => {
    const chain = amountChain(orderAmounts({ order: order(), additional: [], invoiced: null }), []);
    expect(chain).toEqual([
      { stage: 'ORDERED', amount: 1194.4, difference: null, reasons: [] },
      { stage: 'TO_CHARGE', amount: 1194.4, difference: 0, reasons: [] },
    ]);
  });
});
