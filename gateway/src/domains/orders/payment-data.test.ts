// The payment data of an order with its additional orders, from the ERP's answers: one additional order is the pair
// call's answer as it is; with more, the main order's total, which every pair counts, is counted once.
import { describe, expect, it } from 'vitest';
import { combinedPaymentData, totalOf } from './payment-data';

const main = { NUMCUPOM: '200001', VLTOTAL: '50.5', DTHORAAUTORIZACAOSEFAZ: '2026-03-10 12:00:00' };
const pair = (extra: number, at: string) => ({ NUMCUPOM: '200001', VLTOTAL: String(50.5 + extra), DTHORAAUTORIZACAOSEFAZ: at });

describe('combined payment data', () => {
  it('is the main order alone without additional orders, and the pair with one', () => {
    expect(combinedPaymentData(main, [])).toBe(main);
    const one = pair(10, '2026-03-10 12:05:00');
    expect(combinedPaymentData(null, [one])).toBe(one);
  });

  it('adds every additional order once, with the main coupon and the latest authorisation', () => {
    const combined = combinedPaymentData(main, [pair(10.25, '2026-03-10 12:05:00'), pair(4.125, '2026-03-10 12:01:00')]);
    expect(combined).toEqual({ NUMCUPOM: '200001', VLTOTAL: '64.875', DTHORAAUTORIZACAOSEFAZ: '2026-03-10 12:05:00' });
    expect(totalOf(combined)).toBe(64.875);
  });

  it('has no total when an answer lacks one (an invoice the ERP does not show yet)', () => {
    expect(combinedPaymentData(main, [pair(10, '2026-03-10 12:05:00'), { ...pair(1, ''), VLTOTAL: null }])?.VLTOTAL).toBeNull();
    expect(totalOf({ NUMCUPOM: null, VLTOTAL: '', DTHORAAUTORIZACAOSEFAZ: null })).toBeNull();
    expect(totalOf(null)).toBeNull();
  });
});
