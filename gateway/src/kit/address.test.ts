import { describe, expect, it } from 'vitest';
import { toAddress } from './address';

describe('address shape', () => {
  it('maps an address record to the schema names', () => {
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
  });
});
