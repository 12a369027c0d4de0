import { describe, expect, it } from 'vitest';
import { diffOrders, newestIds } from './useNewOrdersCue';

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

describe('newestIds', () => {
  it('takes the last rows of a page, where an oldest-first list puts new orders', () => {
    expect([...newestIds(['7', '8', '9'], 2)]).toEqual(['8', '9']);
    expect([...newestIds(['7'], 3)]).toEqual(['7']);
    expect(newestIds(['7', '8'], 0).size).toBe(0);
  });
});
