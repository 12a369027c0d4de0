import { describe, expect, it } from 'vitest';
import type { BranchSettingsInput } from '../../generated/resolvers-types';
import { settingsProblems } from './rules';

const complete: BranchSettingsInput = {
  minimumPurchase: '0',
  minimumPickupPurchase: '10.5',
  additionalOrderItemLimit: 0,
  stockMarginPercent: '5',
  deliveryIntervalMinutes: 30,
  nextDaySearchLimit: 1,
  serviceFee: '0',
  serviceFeeProductId: 1,
  serviceFeeErpCode: 'A',
  deliveryFeeProductId: 2,
  deliveryFeeErpCode: 'B',
  neighbourhoodPostalCode: '64220000',
  supportUrl: 'https://suporte.example.com',
};

describe('settingsProblems', () => {
  it('accepts a complete form with zeros, the loyalty user left empty and the stored password kept', () => {
    expect(settingsProblems(complete, true)).toEqual([]);
  });

  it('asks for a password only while none is stored', () => {
    expect(settingsProblems(complete, false)).toEqual([{ field: 'loyaltyPassword', message: 'Campo obrigatório!' }]);
    expect(settingsProblems({ ...complete, loyaltyPassword: '  ' }, false)).toHaveLength(1);
    expect(settingsProblems({ ...complete, loyaltyPassword: 'x' }, false)).toEqual([]);
  });

  it('names each empty or negative field once, in the order of the form', () => {
    const problems = settingsProblems(
      { ...complete, minimumPurchase: '', additionalOrderItemLimit: -1, serviceFeeErpCode: ' ', supportUrl: 'ftp://x.y' },
      true,
    );
    expect(problems).toEqual([
      { field: 'minimumPurchase', message: 'Campo obrigatório!' },
      { field: 'additionalOrderItemLimit', message: 'O valor mínimo é 0!' },
      { field: 'serviceFeeErpCode', message: 'Campo obrigatório!' },
      { field: 'supportUrl', message: 'Informe um endereço começando com http:// ou https://' },
    ]);
  });

  it('refuses a stock margin above 100% (a share of the stock) and takes 100 and a CEP typed with a dot', () => {
    expect(settingsProblems({ ...complete, stockMarginPercent: '150' }, true)).toEqual([{ field: 'stockMarginPercent', message: 'O valor máximo é 100!' }]);
    expect(settingsProblems({ ...complete, stockMarginPercent: '100', neighbourhoodPostalCode: '64.220-000' }, true)).toEqual([]);
  });
});
