import { describe, expect, it } from 'vitest';
import { readOpenOrderFilter, readOrderFilter } from './filters';
import { ORDER_DIALOGS, orderListUrl } from './urls';

describe('order list links', () => {
  it('carry filter, page and the details dialog in the URL the screen reads back', () => {
    const url = orderListUrl('pedidosconcluidos', {
      filter: { from: '2026-11-01', to: '', cpf: '52998224725' },
      paging: { page: 2, pageSize: 25 },
      orderId: '344',
    });
    const [path, search] = url.split('?');
    expect(path).toBe('/dashboard/pedidosconcluidos/');
    const params = new URLSearchParams(search);
    expect(readOrderFilter(params)).toEqual({ from: '2026-11-01', to: '', cpf: '52998224725' });
    expect(params.get('pagina')).toBe('2');
    expect(params.get('itens')).toBe('25');
    expect(params.get(ORDER_DIALOGS.details)).toBe('344');
  });

  it('leave a plain list plain, and keep a status subset of the open orders', () => {
    expect(orderListUrl('pedido')).toBe('/dashboard/pedido/');
    const url = orderListUrl('pedido', { filter: { from: '', to: '', cpf: '', statuses: ['R', 'S'] } });
    expect(readOpenOrderFilter(new URLSearchParams(url.split('?')[1])).statuses).toEqual(['R', 'S']);
  });
});
