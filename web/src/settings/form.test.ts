import { describe, expect, it } from 'vitest';
import type { SettingsPage_SettingsFragment } from '../generated/graphql';
import { fieldUnit, settingsInput, settingsProblems, settingsValues } from './form';

describe('settings form values', () => {
  it('shows decimals with a comma and the CEP formatted, the password always empty', () => {
    const partial = {
      id: '1',
      branch: 17,
      minimumPurchase: '50.00',
      neighbourhoodPostalCode: '64220000',
      loyaltyPasswordSet: true,
      additionalOrderItemLimit: 0,
    };
    const values = settingsValues(partial as SettingsPage_SettingsFragment);
    expect(values).toMatchObject({
      minimumPurchase: '50,00',
      neighbourhoodPostalCode: '64220-000',
      additionalOrderItemLimit: '0',
      serviceFee: '',
      loyaltyPassword: '',
    });
  });

  it('sends numbers as the schema takes them, empty numbers as null, and the password only when typed', () => {
    const values = settingsValues(null);
    const typed = { ...values, minimumPurchase: '12,5', additionalOrderItemLimit: '3', serviceFeeErpCode: ' TX ' };
    expect(settingsInput(typed)).toEqual({
      input: expect.objectContaining({ minimumPurchase: '12.5', additionalOrderItemLimit: 3, serviceFee: null, serviceFeeErpCode: 'TX' }),
    });
    expect('loyaltyPassword' in (settingsInput(typed) as { input: object }).input).toBe(false);
    expect(settingsInput({ ...typed, loyaltyPassword: 'nova' })).toEqual({ input: expect.objectContaining({ loyaltyPassword: 'nova' }) });
  });

  it('names the fields whose text is not a number', () => {
    expect(settingsInput({ ...settingsValues(null), serviceFee: '2,5,0', deliveryIntervalMinutes: '1.5' })).toEqual({
      typing: { serviceFee: 'Informe um número.', deliveryIntervalMinutes: 'Informe um número inteiro.' },
    });
  });

  it('says a money value too large as its maximum, not as text that is no number', () => {
    expect(settingsInput({ ...settingsValues(null), minimumPurchase: '999999999999', serviceFee: '1,2345' })).toEqual({
      typing: { minimumPurchase: 'O valor máximo é 99.999.999.999,999!', serviceFee: 'Informe no máximo 3 casas decimais.' },
    });
    expect(settingsInput({ ...settingsValues(null), minimumPurchase: 'R$ 1.234,56', stockMarginPercent: '100' })).toEqual({
      input: expect.objectContaining({ minimumPurchase: '1234.56', stockMarginPercent: '100' }),
    });
    expect(settingsInput({ ...settingsValues(null), stockMarginPercent: '150' })).toEqual({ typing: { stockMarginPercent: 'O valor máximo é 100!' } });
  });

  it("says what the gateway takes: a whole number up to GraphQL's Int, a text within its field's length", () => {
    expect(settingsInput({ ...settingsValues(null), additionalOrderItemLimit: '99999999999', serviceFeeErpCode: 'T'.repeat(201) })).toEqual({
      typing: { additionalOrderItemLimit: 'O valor máximo é 2.147.483.647!', serviceFeeErpCode: 'Máximo de 200 caracteres.' },
    });
  });

  it("says 'O valor mínimo é 0!' on each negative number before anything is sent (docs/decisions/0045-what-is-seen-is-sent.md)", () => {
    expect(settingsInput({ ...settingsValues(null), minimumPurchase: '-5', additionalOrderItemLimit: '-1', serviceFee: '2,5' })).toEqual({
      typing: { minimumPurchase: 'O valor mínimo é 0!', additionalOrderItemLimit: 'O valor mínimo é 0!' },
    });
  });

  it('shows money with two places and percentages without the stored third place (docs/decisions/0045-what-is-seen-is-sent.md)', () => {
    const stored = { id: '1', branch: 17, minimumPurchase: '60.000', serviceFee: '2.990', stockMarginPercent: '2.990', minimumPickupPurchase: '10.000' };
    expect(settingsValues(stored as SettingsPage_SettingsFragment)).toMatchObject({
      minimumPurchase: '60,00',
      serviceFee: '2,99',
      stockMarginPercent: '2,99',
      minimumPickupPurchase: '10,00',
    });
    expect(settingsValues({ ...stored, stockMarginPercent: '10.000' } as SettingsPage_SettingsFragment).stockMarginPercent).toBe('10');
    expect(fieldUnit('minimumPurchase')).toBe('R$');
    expect(fieldUnit('stockMarginPercent')).toBe('%');
    expect(fieldUnit('deliveryIntervalMinutes')).toBeNull();
  });
});

describe('settings form rules', () => {
  it('names every empty field but the loyalty user, the password only while none is stored, a bad CEP and URL', () => {
    const filled = { ...settingsValues(null) };
    for (const key of Object.keys(filled) as (keyof typeof filled)[]) filled[key] = '1';
    const complete = { ...filled, neighbourhoodPostalCode: '64.220-000', supportUrl: 'https://suporte.example.com', loyaltyUsername: '' };
    expect(settingsProblems(complete, true)).toEqual({});
    expect(settingsProblems({ ...complete, loyaltyPassword: '' }, false)).toEqual({ loyaltyPassword: 'Campo obrigatório!' });
    expect(settingsProblems({ ...complete, serviceFee: ' ', neighbourhoodPostalCode: '6422', supportUrl: 'suporte' }, true)).toEqual({
      serviceFee: 'Campo obrigatório!',
      neighbourhoodPostalCode: 'CEP inválido! Informe os 8 dígitos.',
      supportUrl: 'Informe um endereço começando com http:// ou https://',
    });
  });
});
