// Which live events change the page of 'Pedidos em Aberto' on screen (and so refetch it) and which the cache alone
// answers (no call).
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../generated/graphql';
import { OPEN_STATUSES } from '../status';
import { boardChange, filterMayShow, goneChange, type BoardView } from './boardChange';

const view = (patch: Partial<BoardView> = {}): BoardView => ({
  ids: ['10', '11'],
  total: 12,
  statuses: [...OPEN_STATUSES],
  from: '',
  to: '',
  cpf: '',
  cached: true,
  ...patch,
});
const order = (id: string, status: OrderStatus = 'R', placedAt = '2026-11-20T15:00:00.000Z') => ({ id, status, placedAt });

describe('boardChange', () => {
  it('a change to a row on the page is the cache’s: no call', () => {
    for (const kind of ['STATUS_CHANGED', 'ASSIGNED', 'INVOICED', 'ITEMS_CHANGED'] as const) expect(boardChange(kind, order('10', 'S'), view())).toBe('none');
  });

  it('a row that finishes or leaves the status filter refetches the page', () => {
    expect(boardChange('COMPLETED', order('10', 'V'), view())).toBe('refetch');
    expect(boardChange('CANCELLED', order('11', 'X'), view())).toBe('refetch');
    expect(boardChange('STATUS_CHANGED', order('10', 'S'), view({ statuses: ['R'] }))).toBe('refetch');
  });

  it('a new order the filter may show refetches; one it cannot show costs nothing', () => {
    expect(boardChange('CREATED', order('99'), view())).toBe('refetch');
    expect(boardChange('CREATED', order('99', 'R'), view({ statuses: ['S'] }))).toBe('none');
    expect(boardChange('CREATED', order('99', 'R', '2026-11-20T15:00:00.000Z'), view({ to: '2026-11-19' }))).toBe('none');
    // A CPF filter cannot be checked here: the gateway answers.
    expect(boardChange('CREATED', order('99'), view({ cpf: '52998224725' }))).toBe('refetch');
  });

  it('an order on another page of an unfiltered list changing in place costs nothing; anything else there refetches', () => {
    expect(boardChange('ASSIGNED', order('50', 'S'), view())).toBe('none');
    expect(boardChange('COMPLETED', order('50', 'V'), view())).toBe('refetch');
    expect(boardChange('STATUS_CHANGED', order('50', 'S'), view({ statuses: ['R', 'S'] }))).toBe('refetch');
  });

  it('when the page holds the whole list, an order not on it matters only if it enters it', () => {
    const whole = view({ total: 2 });
    expect(boardChange('COMPLETED', order('50', 'V'), whole)).toBe('none');
    expect(boardChange('STATUS_CHANGED', order('50', 'S'), view({ total: 2, statuses: ['R'] }))).toBe('none');
    expect(boardChange('STATUS_CHANGED', order('50', 'R'), view({ total: 2, statuses: ['R'] }))).toBe('refetch');
  });

  it('a finished order named by its id alone (the user may not read it) leaves: a refetch unless no page can hold it', () => {
    expect(goneChange('10', view())).toBe('refetch');
    expect(goneChange('10', view({ total: 2 }))).toBe('refetch');
    // On another page: the pages shift up.
    expect(goneChange('50', view())).toBe('refetch');
    // The page holds the whole list and not this order.
    expect(goneChange('50', view({ total: 2 }))).toBe('none');
  });

  it("'Todos' is read without the cache: a change to a row refetches", () => {
    expect(boardChange('ASSIGNED', order('10', 'S'), view({ cached: false, total: 2 }))).toBe('refetch');
  });

  it('the date filter reads the day the order was placed in São Paulo', () => {
    // 01:30 UTC on the 21st is 22:30 on the 20th in São Paulo.
    expect(filterMayShow(order('1', 'R', '2026-11-21T01:30:00.000Z'), { statuses: ['R'], from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(filterMayShow(order('1', 'R', '2026-11-21T03:30:00.000Z'), { statuses: ['R'], from: '2026-11-20', to: '2026-11-20' })).toBe(false);
    expect(filterMayShow(order('1', 'V'), { statuses: [...OPEN_STATUSES], from: '', to: '' })).toBe(false);
  });
});
