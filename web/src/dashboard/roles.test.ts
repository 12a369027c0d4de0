import { describe, expect, it } from 'vitest';
import { roleLabel } from './roles';

describe('roleLabel', () => {
  it('names every session user type', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(roleLabel)).toEqual(['Superusuário', 'Gerente', 'Subgerente', 'Separador', 'Marketing', 'Entregador', 'Conferente']);
  });

  it('does not invent a role for an unknown type', () => {
    expect(roleLabel(9)).toBe('Tipo 9');
  });
});
