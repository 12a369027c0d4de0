// Money and quantity arithmetic shared by the order rules. The product API sends decimals as strings
// (DRF DecimalField) and the ERP keeps 3 decimals, so parsing and rounding live in one place.

export type DecimalInput = number | string | null | undefined;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Parses a decimal; null, undefined and '' count as 0. Anything else unreadable is a data defect. */
export function toDecimal(value: DecimalInput): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return value;
  }
  const text = value.trim();
  if (text === '') return 0;
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal number: '${value}'`);
  return Number(text);
}

/**
 * Rounds half away from zero at `places` decimals, on the decimal representation of the number, so
 * 1.005 rounds to 1.01 (a plain `Math.round(x * 100)` gives 1.00 because 1.005 * 100 = 100.4999...).
 */
export function roundTo(value: number, places: number): number {
  if (value === 0) return 0;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(shiftExponent(Math.abs(value), places));
  const rounded = shiftExponent(shifted, -places);
  return rounded === 0 ? 0 : sign * rounded;
}

// Moves the decimal point in the number's shortest text form, which is exact where `x * 10 ** n` is not.
function shiftExponent(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Fixed-point text with 3 decimals, as the ERP stores money and weights (NUMBER(16,3)). */
export function fixed3(value: DecimalInput): string {
  return roundTo(toDecimal(value), 3).toFixed(3);
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,50' with the non-breaking space Intl prints. */
export function formatBRL(value: DecimalInput): string {
  return BRL.format(roundTo(toDecimal(value), 2));
}
