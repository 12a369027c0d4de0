import { describe, expect, it } from 'vitest';
import { daysSinceLastPurchase, hasPushDevice, mainPhone, toAddress, toPhone } from './mappers';

describe('customer mappers', () => {
  it('maps addresses and phones to the schema names', () => {
    expect(toAddress({ id: 3, endereco: 'Rua A', numero: '10', bairro: 'Centro', cep: '64000000', cidade: 'Teresina', estado: 'PI' })).toEqual({
      id: '3',
      street: 'Rua A',
      number: '10',
      neighbourhood: 'Centro',
      postalCode: '64000000',
      streetLine: null,
      complement: null,
      city: 'Teresina',
      state: 'PI',
    });
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

  it('a push device is any non-blank id, of either shape', () => {
    expect(hasPushDevice({ player_id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' })).toBe(true);
    expect(hasPushDevice({ player_id: 'cliente-123' })).toBe(true);
    expect(hasPushDevice({ player_id: '  ' })).toBe(false);
    expect(hasPushDevice({ player_id: null })).toBe(false);
  });

  it('counts São Paulo days since the last purchase', () => {
    const now = new Date('2026-11-22T02:00:00Z'); // 21 Nov, 23:00 in São Paulo
    expect(daysSinceLastPurchase('2026-11-21', now)).toBe(0);
    expect(daysSinceLastPurchase('2026-10-22', now)).toBe(30);
    expect(daysSinceLastPurchase(null, now)).toBeNull();
  });
});
