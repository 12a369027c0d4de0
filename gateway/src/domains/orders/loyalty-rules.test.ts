import { describe, expect, it } from 'vitest';
import type { RuleOrderItem } from './item-rules';
import { isValidCpf, loyaltyPurchaseBody } from './loyalty-rules';

const order = { cpf: '529.982.247-25', paymentMethod: 'Cartão de Crédito' };
const payment = { NUMCUPOM: 88123, VLTOTAL: '51.197', DTHORAAUTORIZACAOSEFAZ: '2024-05-10 14:32:07' };

function item(id: number, extra: Partial<RuleOrderItem>, unidade = 'UN'): RuleOrderItem {
  return {
    id,
    codauxiliar: `7890000000${id}`,
    product: {
      codprod: id,
      descricao: `Produto ${id}`,
      unidade,
      secao: { id: 1, descricao: 'Mercearia' },
      categoria: { descricao: 'Biscoitos' },
    },
    qtd_separada: 1,
    pvenda: '1.00',
    ...extra,
  };
}

describe('loyaltyPurchaseBody', () => {
  const items: RuleOrderItem[] = [
    item(1, { qtd_separada: 2, pvenda: '4.99', tipopoferta: 'CB' }),
    item(2, { qtd_separada: '0.532', pvenda: '39.90', tipopoferta: 'CI' }, 'KG'),
    item(3, { qtd_separada: 3, pvenda: '2.50', tipopoferta: 'L' }),
    item(4, { qtd_separada: 1, pvenda: '9.99' }, 'kg'),
    item(5, { qtd_separada: 1, pvenda: '5.00', tipopoferta: 'CB', em_falta: true }),
    item(6, { qtd_separada: 1, pvenda: '5.00', tipopoferta: 'CI', cancela_item: true }),
    // Offer type only on the product.
    { ...item(7, { qtd_separada: 2, pvenda: '1.25' }), product: { ...item(7, {}).product, tipopoferta: 'CB' } },
  ];

  it('builds registration, payment, discounts (CB/CI only) and items from the picked items', () => {
    const result = loyaltyPurchaseBody(order, items, payment);
    expect(result).toEqual({
      ok: true,
      body: {
        registration: '52998224725',
        payment: {
          coupon: '88123',
          total: 51.197,
          method: 'Cartão de Crédito',
          installments: 1,
          split: 1,
          date: '2024-05-10 14:32:07',
        },
        discounts: [
          { code: '78900000001', quantity: 2 },
          { code: '78900000002', quantity: 0.532 },
          { code: '78900000007', quantity: 2 },
        ],
        items: [
          line(1, 'un', 4.99, 2, 9.98),
          line(2, 'kg', 39.9, 0.532, 21.227),
          line(3, 'un', 2.5, 3, 7.5),
          line(4, 'kg', 9.99, 1, 9.99),
          line(7, 'un', 1.25, 2, 2.5),
        ],
      },
    });
  });

  function line(id: number, unity_type: string, unit_value: number, quantity: number, total_value: number) {
    return {
      category: 'Mercearia',
      subcategory: 'Biscoitos',
      product_name: `Produto ${id}`,
      code: `7890000000${id}`,
      unity_type,
      unit_value,
      quantity,
      total_value,
    };
  }

  it('lines add up to the invoice total the ERP computed (3-decimal line rounding)', () => {
    const result = loyaltyPurchaseBody(order, items, payment);
    if (!result.ok) throw new Error(result.message);
    const sum = result.body.items.reduce((acc, i) => acc + Math.round(i.total_value * 1000), 0) / 1000;
    expect(sum).toBe(result.body.payment.total);
  });

  it('refuses an order with nothing sold or without a payment method', () => {
    expect(loyaltyPurchaseBody(order, [item(1, { em_falta: true })], payment)).toEqual({
      ok: false,
      code: 'NO_SOLD_ITEMS',
      message: 'Não é possível concluir pedido: nenhum item separado.',
    });
    expect(loyaltyPurchaseBody({ ...order, paymentMethod: ' ' }, items, payment)).toEqual({
      ok: false,
      code: 'PAYMENT_METHOD_MISSING',
      message: 'Não é possível concluir pedido: forma de pagamento não informada.',
    });
    const byId = loyaltyPurchaseBody({ ...order, paymentMethod: 3 }, items, payment);
    expect(byId.ok && byId.body.payment.method).toBe('3');
  });

  it('has no discount lines when no item is CB or CI', () => {
    const result = loyaltyPurchaseBody(order, [item(1, { tipopoferta: 'L' }), item(2, { tipopoferta: 'X' })], payment);
    expect(result.ok && result.body.discounts).toEqual([]);
  });

  it('falls back to the product code when there is no barcode, and tolerates missing descriptions', () => {
    const bare: RuleOrderItem = { codauxiliar: null, product: { codprod: 555 }, qtd_separada: 1, pvenda: 3, tipopoferta: 'CI' };
    const result = loyaltyPurchaseBody(order, [bare], payment);
    expect(result.ok && result.body.items).toEqual([
      {
        category: '',
        subcategory: '',
        product_name: '',
        code: '555',
        unity_type: 'un',
        unit_value: 3,
        quantity: 1,
        total_value: 3,
      },
    ]);
    expect(result.ok && result.body.discounts).toEqual([{ code: '555', quantity: 1 }]);
  });

  it.each([0, '0', '0.000', -1, null, ''])('refuses a zero invoice total (%j)', (total) => {
    expect(loyaltyPurchaseBody(order, items, { ...payment, VLTOTAL: total })).toEqual({
      ok: false,
      code: 'ZERO_INVOICE_TOTAL',
      message: 'Não é possivel concluir pedido: Valor da nota zerado.',
    });
  });

  it('refuses unreadable payment data', () => {
    const refused = { ok: false, code: 'PAYMENT_DATA_INVALID', message: 'Erro ao consultar dados de pagamento.' };
    expect(loyaltyPurchaseBody(order, items, { ...payment, VLTOTAL: 'abc' })).toEqual(refused);
    expect(loyaltyPurchaseBody(order, items, { ...payment, NUMCUPOM: null })).toEqual(refused);
    expect(loyaltyPurchaseBody(order, items, { ...payment, DTHORAAUTORIZACAOSEFAZ: ' ' })).toEqual(refused);
  });

  it.each([null, '', '123', '111.111.111-11', '529.982.247-24'])('refuses customer CPF %j', (cpf) => {
    expect(loyaltyPurchaseBody({ ...order, cpf }, items, payment)).toEqual({
      ok: false,
      code: 'CPF_INVALID',
      message: 'Não é possível concluir pedido: CPF do cliente inválido.',
    });
  });
});

describe('isValidCpf', () => {
  it.each(['52998224725', '11144477735', '00000000191'])('%s is valid', (cpf) => expect(isValidCpf(cpf)).toBe(true));
  it.each(['52998224724', '00000000000', '5299822472', '529982247250', '5299822472a'])('%s is invalid', (cpf) => expect(isValidCpf(cpf)).toBe(false));
});
