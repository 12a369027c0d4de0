// An order item is one shape in the gateway whichever way the product API sent its product: nested (the detail view)
// or a bare id (a write's answer, some substitutes) become the product's id and the nested product or null, the
// item's substitutes alike, on every read of the module.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../http';
import { OrderItems, toOrderItem, type OrderItemWire, type ProductRecord } from './order-items';
import { ProductApiTransport, type Params } from './transport';

const rice: ProductRecord = {
  id: 9,
  codprod: 900,
  descricao: 'Arroz',
  unidade: 'UN',
  secao: { id: 2, descricao: 'Mercearia', ranksecao: [{ filial: 3, rank: 4 }] },
};
const beans: ProductRecord = { id: 8, codprod: 800, descricao: 'Feijão', secao: null };

const nestedRow: OrderItemWire = {
  id: 1,
  pedido: 40,
  codprod: rice,
  quantidade: '2.000',
  pvenda: '7.50',
  em_falta: true,
  substitutos: [{ id: 11, quantidade: '1.000', pvenda: '7.00', codprod: beans }],
};

const bareRow: OrderItemWire = { ...nestedRow, codprod: 9, substitutos: [{ id: 11, quantidade: '1.000', pvenda: '7.00', codprod: '8' }] };

describe('toOrderItem', () => {
  it('keeps the nested product with its id, substitutes included, and leaves no codprod on the item', () => {
    const item = toOrderItem(nestedRow);
    expect(item).toMatchObject({ id: 1, pedido: 40, productId: 9, product: rice, quantidade: '2.000', em_falta: true });
    expect(item.substitutos).toEqual([{ id: 11, quantidade: '1.000', pvenda: '7.00', productId: 8, product: beans, substitutos: undefined }]);
    expect(item).not.toHaveProperty('codprod');
  });

  it('makes a bare id the same product id with no product (read the detail again), substitutes included', () => {
    const item = toOrderItem(bareRow);
    expect(item).toEqual({ ...toOrderItem(nestedRow), product: null, substitutos: [{ ...toOrderItem(nestedRow).substitutos![0], product: null }] });
    expect(item.productId).toBe(9);
    expect(item.substitutos?.[0].productId).toBe(8);
  });

  it('answers a row that names no product with no product', () => {
    expect(toOrderItem({ id: 2, codprod: null, substitutos: null })).toEqual({ id: 2, productId: 0, product: null, substitutos: null });
  });
});

describe('OrderItems', () => {
  // The real module over a transport double: the detail view answers nested rows, or bare ones.
  function items(row: OrderItemWire) {
    class DemoTransport extends ProductApiTransport {
      override async get<T>(path: string, params: Params = {}): Promise<T> {
        if (path === `detalhe-item-pedido/${row.id}/`) return row as T;
        const asked = params.id__in === undefined || String(params.id__in).split(',').includes(String(row.id));
        return { total: asked ? 1 : 0, next: null, results: asked ? [row] : [] } as T;
      }
    }
    return new OrderItems(new DemoTransport({} as HttpClient, null));
  }

  it.each([
    ['nested', nestedRow],
    ['bare', bareRow],
  ])('shapes every read of a %s answer: an order, one by id, a fresh detail', async (_form, row) => {
    const shaped = toOrderItem(row);
    expect(await items(row).ofOrder(40)).toEqual([shaped]);
    expect(await items(row).load(1)).toEqual(shaped);
    expect(await items(row).detail(1)).toEqual(shaped);
  });
});
