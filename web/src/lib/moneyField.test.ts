import { describe, expect, it } from 'vitest';
import { decimalOf, decimalProblem, moneyText } from './moneyField';

describe('money field', () => {
  it("takes what the gateway's Decimal takes: 11 digits before the separator, 3 after, comma or point", () => {
    expect(decimalOf(' 12,5 ')).toBe('12.5');
    expect(decimalOf('99999999999.999')).toBe('99999999999.999');
    expect(decimalOf('-0,001')).toBe('-0.001');
    for (const bad of ['999999999999999.99', '100000000000', '1,2345', '1.2.3', '1.23,4', 'R$', 'US$ 10', '', '1e5']) expect(decimalOf(bad), bad).toBeNull();
  });

  it("takes money as the panel shows it: 'R$ 3,50', '1.234,56', a non-breaking space after R$", () => {
    expect(decimalOf('R$ 3,50')).toBe('3.50');
    expect(decimalOf('R$\u00a02.623,28')).toBe('2623.28');
    expect(decimalOf('1.234,56')).toBe('1234.56');
    expect(decimalOf('1.234.567')).toBe('1234567');
    expect(decimalOf('50,00')).toBe('50.00');
    expect(decimalOf('1.5')).toBe('1.5'); // one point and no comma: a decimal point, as before
  });

  it('says what is wrong with a number it refuses: too large, too many places, or no number at all', () => {
    expect(decimalProblem('99999999999')).toBeNull();
    expect(decimalProblem('999999999999')).toBe('O valor máximo é 99.999.999.999,999!');
    expect(decimalProblem('999.999.999.999,99')).toBe('O valor máximo é 99.999.999.999,999!');
    expect(decimalProblem('1,2345')).toBe('Informe no máximo 3 casas decimais.');
    expect(decimalProblem('abc')).toBe('Informe um número, ex.: 12,50.');
    expect(decimalProblem('1e5', 'Informe um número.')).toBe('Informe um número.');
  });

  it('shows a Decimal with two places and a comma', () => {
    expect(moneyText('7.500')).toBe('7,50');
    expect(moneyText(null)).toBe('');
  });
});
