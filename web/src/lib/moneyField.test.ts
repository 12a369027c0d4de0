import { describe, expect, it } from 'vitest';
import { decimalOf, moneyText } from './moneyField';

describe('money field', () => {
  it("takes what the gateway's Decimal takes: 11 digits before the separator, 3 after, comma or point", () => {
    expect(decimalOf(' 12,5 ')).toBe('12.5');
    expect(decimalOf('99999999999.999')).toBe('99999999999.999');
    expect(decimalOf('-0,001')).toBe('-0.001');
    for (const bad of ['999999999999999.99', '100000000000', '1,2345', '1.2.3', 'R$ 10', '', '1e5']) expect(decimalOf(bad), bad).toBeNull();
  });

  it('shows a Decimal with two places and a comma', () => {
    expect(moneyText('7.500')).toBe('7,50');
    expect(moneyText(null)).toBe('');
  });
});
