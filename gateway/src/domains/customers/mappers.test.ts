import { describe, expect, it } from 'vitest';
import { mainPhone, toPhone } from './mappers';

describe('customer mappers', () => {
  it('maps phones to the schema names', () => {
    expect(toPhone({ id: 1, telefone: '86999990000', principal: null })).toEqual({ id: '1', number: '86999990000', main: false });
  });

  it('the main phone is the flagged one, else the first', () => {
    const a = { id: 1, telefone: '111', principal: false };
    const b = { id: 2, telefone: '222', principal: true };
    expect(mainPhone([a, b])).toBe('222');
    expect(mainPhone([a])).toBe('111');
    expect(mainPhone([])).toBeNull();
    expect(mainPhone(undefined)).toBeNull();
  });
});
