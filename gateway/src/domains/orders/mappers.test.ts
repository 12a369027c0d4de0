import { describe, expect, it } from 'vitest';
import { cancelledByName, toBranch, toDeliveryWindow, toProduct } from './mappers';
import { isLimitedItem } from './item-rules';
import { sectionRank, sortItemsBySection } from './section-order';
import type { OrderItemRecord } from '../../upstreams/product-api/order-items';

const section = (id: number, ranks: [number, number][]) => ({
  id,
  descricao: `Seção ${id}`,
  ranksecao: ranks.map(([filial, rank]) => ({ filial, rank })),
});

const item = (id: number, sec: ReturnType<typeof section> | null, extra: Partial<OrderItemRecord> = {}): OrderItemRecord => ({
  id,
  productId: id * 10,
  product: { id: id * 10, codprod: id * 100, descricao: `P${id}`, unidade: 'UN', secao: sec },
  ...extra,
});

describe('section rank for the order branch', () => {
  const butchery = section(1, [
    [17, 3],
    [18, 0],
  ]);
  const bakery = section(2, [
    [17, 1],
    [18, 5],
  ]);

  it("takes the branch's own rank, else the stored modranksecao", () => {
    expect(sectionRank(item(1, butchery), 17)).toBe(3);
    expect(sectionRank(item(1, butchery), 18)).toBe(0);
    expect(sectionRank(item(1, butchery, { modranksecao: 9 }), 99)).toBe(9);
    expect(sectionRank(item(1, null), 17)).toBeNull();
  });

  it('groups by section in rank order, unranked last, items by id inside', () => {
    const items = [item(5, butchery), item(1, null), item(3, bakery), item(2, butchery), item(4, bakery)];
    expect(sortItemsBySection(items, 17).map((i) => i.id)).toEqual([3, 4, 2, 5, 1]);
    expect(sortItemsBySection(items, 18).map((i) => i.id)).toEqual([2, 5, 3, 4, 1]);
  });

  it('maps the product with the rank for the branch', () => {
    const product = toProduct({ id: 7, codprod: 700, descricao: 'Picanha', unidade: 'KG', tipopoferta: 'L', secao: butchery }, 3);
    expect(product).toMatchObject({ id: '7', code: '700', unit: 'KG', offerType: 'L', section: { id: '1', rank: 3 } });
  });
});

describe('order parts', () => {
  it('branch with its name, or named by its code when the API did not nest the name', () => {
    expect(toBranch({ codfilial: { codFilial: 17, razaoSocial: 'LOJA CENTRO' } })).toEqual({ code: 17, name: 'LOJA CENTRO' });
    expect(toBranch({ codfilial: { codFilial: 18 } })).toEqual({ code: 18, name: 'Filial 18' });
  });

  it('delivery window as HH:mm', () => {
    expect(toDeliveryWindow({ horarioentrega: { id: 2, horaInicio: '08:00:00', horaFim: '10:00:00' } })).toEqual({
      id: '2',
      start: '08:00',
      end: '10:00',
    });
    expect(toDeliveryWindow({ horarioentrega: null })).toBeNull();
  });

  it('limited items: the item offer type wins over the product one', () => {
    expect(isLimitedItem(item(1, null, { tipopoferta: 'L' }))).toBe(true);
    expect(isLimitedItem(item(1, null, { tipopoferta: 'CB' }))).toBe(false);
    expect(isLimitedItem({ id: 1, productId: 1, product: { id: 1, codprod: 1, tipopoferta: 'L' } })).toBe(true);
  });

  it('who cancelled: full name, else the login', () => {
    expect(cancelledByName({ usuario: { pk: 1, username: '1003', first_name: 'Sabrina', last_name: 'Subgerente' } })).toBe('Sabrina Subgerente');
    expect(cancelledByName({ usuario: { pk: 1, username: '1003', first_name: '', last_name: '' } })).toBe('1003');
    expect(cancelledByName({ usuario: { pk: 5 } })).toBeNull();
    expect(cancelledByName({ usuario: null })).toBeNull();
  });
});
