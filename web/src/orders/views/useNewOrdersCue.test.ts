import { describe, expect, it } from 'vitest';
import { diffOrders } from './useNewOrdersCue';

describe('diffOrders', () => {
  it('counts ids not seen before', () => {
    expect(diffOrders(new Set(['1', '2']), 2, { ids: ['3', '1', '2'], total: 3 })).toEqual({ added: ['3'], count: 1 });
  });

  it('counts growth of the total when the new orders are on another page', () => {
    expect(diffOrders(new Set(['1', '2']), 12, { ids: ['1', '2'], total: 14 })).toEqual({ added: [], count: 2 });
  });

  it('reports nothing when orders only left the list', () => {
    expect(diffOrders(new Set(['1', '2', '3']), 3, { ids: ['1', '2'], total: 2 })).toEqual({ added: [], count: 0 });
  });
});
