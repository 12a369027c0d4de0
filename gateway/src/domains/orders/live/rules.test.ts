import { describe, expect, it } from 'vitest';
import { changeKind, orderSignature, RecentlyTold, statusKind } from './rules';

const state = (status: string, separador: number | null = null, entregador: number | null = null, numcupom: string | null = null) => ({
  status,
  separador,
  entregador,
  numcupom,
});

describe('what kind of event a change of an order is', () => {
  it('names the statuses with kinds of their own, and every other status change', () => {
    expect(['R', 'S', 'P', 'C', 'E', 'F', 'V', 'X'].map(statusKind)).toEqual([
      'STATUS_CHANGED',
      'STATUS_CHANGED',
      'STATUS_CHANGED',
      'STATUS_CHANGED',
      'STATUS_CHANGED',
      'INVOICED',
      'COMPLETED',
      'CANCELLED',
    ]);
  });

  it('a status change wins over people assigned with it; people alone are ASSIGNED; an invoice number alone INVOICED', () => {
    expect(changeKind(state('R'), state('S', 5))).toBe('STATUS_CHANGED');
    expect(changeKind(state('C'), state('E', 5, 9))).toBe('STATUS_CHANGED');
    expect(changeKind(state('S', 5), state('S', 6))).toBe('ASSIGNED');
    expect(changeKind(state('E', 5, 9), state('E', 5, 10))).toBe('ASSIGNED');
    expect(changeKind(state('F'), state('F', null, null, '123'))).toBe('INVOICED');
    expect(changeKind(null, state('X'))).toBe('CANCELLED');
  });

  it('nothing the board shows changed: no event', () => {
    expect(changeKind(state('P', 5), state('P', 5))).toBeNull();
  });

  it('the signature tells two states apart by status, people and invoice number', () => {
    expect(orderSignature(state('S', 5))).not.toBe(orderSignature(state('S', 6)));
    expect(orderSignature(state('F', null, null, '1'))).not.toBe(orderSignature(state('F')));
    expect(orderSignature(state('R'))).toBe(orderSignature(state('R')));
  });
});

describe('RecentlyTold', () => {
  it('drops the same change of an order told twice (the watcher before the gateway), never a new one', () => {
    let now = 0;
    const told = new RecentlyTold(1000, () => now);
    const picked = { order: 7, kind: 'STATUS_CHANGED' as const, sig: 'S|1||' };
    expect(told.again(picked)).toBe(false);
    expect(told.again(picked)).toBe(true);
    expect(told.again({ ...picked, order: 8 })).toBe(false);
    // The same status with the picker nested or bare in one of the two: one change.
    expect(told.again({ ...picked, sig: 'S|||' })).toBe(true);
    expect(told.again({ ...picked, sig: 'C|1||' })).toBe(false);
    // Assignments differ by who: both told.
    expect(told.again({ order: 9, kind: 'ASSIGNED', sig: 'S|1||' })).toBe(false);
    expect(told.again({ order: 9, kind: 'ASSIGNED', sig: 'S|2||' })).toBe(false);
    // Back to the first state: a change of its own, told again.
    expect(told.again(picked)).toBe(false);
    now += 1001;
    expect(told.again(picked)).toBe(false);
    expect(told.again({ ...picked, sig: null })).toBe(false);
    expect(told.again({ ...picked, sig: null })).toBe(false);
  });
});
