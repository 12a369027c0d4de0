import { describe, expect, it } from 'vitest';
import { amountText, pluralWord, unitFor } from './amount';

describe('an ingredient amount', () => {
  it("puts the unit in the plural from two up: '2 xícaras', '3 colheres de sopa', but '1,5 xícara'", () => {
    expect(amountText('2.000', 'xícara')).toBe('2 xícaras');
    expect(amountText('1', 'xícara')).toBe('1 xícara');
    expect(amountText('1.5', 'xícara')).toBe('1,5 xícara');
    expect(amountText('3', 'colher de sopa')).toBe('3 colheres de sopa');
    expect(amountText('2', 'colher de chá')).toBe('2 colheres de chá');
    expect(amountText('4', 'unidade')).toBe('4 unidades');
    expect(amountText('200', 'gramas')).toBe('200 gramas');
    expect(amountText('500', 'ml')).toBe('500 ml');
    expect(amountText('2', 'kg')).toBe('2 kg');
    expect(amountText(null, 'pitada')).toBe('pitada');
    expect(amountText('2', null)).toBe('2');
  });

  it('follows the regular plural endings', () => {
    expect(['copo', 'lata', 'dente', 'colher', 'noz', 'bombom', 'papel', 'barril', 'xícaras', 'un.', 'pão'].map(pluralWord)).toEqual([
      'copos',
      'latas',
      'dentes',
      'colheres',
      'nozes',
      'bombons',
      'papéis',
      'barris',
      'xícaras',
      'un.',
      'pão',
    ]);
    expect(unitFor(2, '  ')).toBe('');
  });
});
