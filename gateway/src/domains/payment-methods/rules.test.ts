import { describe, expect, it } from 'vitest';
import { toPaymentMethod, toPaymentMethodWrite } from './mappers';
import { paymentMethodProblems, sameCode } from './rules';

const input = { internalCode: 'PIX', erpChargeCode: '0006', description: 'PIX', imageUrl: null };

describe('paymentMethodProblems', () => {
  it('needs the internal code, the ERP charge code and the description', () => {
    expect(paymentMethodProblems(input)).toEqual([]);
    expect(paymentMethodProblems({ internalCode: ' ', erpChargeCode: '', description: '  ', imageUrl: null })).toEqual([
      { field: 'internalCode', message: 'Código Interno não pode estar vazio!' },
      { field: 'erpChargeCode', message: 'Código de Cobrança (Winthor) não pode estar vazio!' },
      { field: 'description', message: 'Descrição não pode estar vazio!' },
    ]);
  });
  it('compares internal codes trimmed and case-insensitively', () => {
    expect(sameCode(' pix ', 'PIX')).toBe(true);
    expect(sameCode('CARC', 'CARD')).toBe(false);
  });
});

describe('mappers', () => {
  it('write trimmed fields and read the record back', () => {
    expect(toPaymentMethodWrite({ ...input, description: ' PIX ', imageUrl: ' ' })).toEqual({
      codInterno: 'PIX',
      codCobWinthor: '0006',
      descricao: 'PIX',
      imagem: null,
    });
    expect(toPaymentMethod({ id: 6, codInterno: 'PIX', codCobWinthor: '0006', descricao: 'PIX', imagem: '' })).toEqual({
      id: '6',
      internalCode: 'PIX',
      erpChargeCode: '0006',
      description: 'PIX',
      imageUrl: null,
    });
  });
});
