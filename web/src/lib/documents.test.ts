import { describe, expect, it } from 'vitest';
import { CEP_MAX_LENGTH, cepDigits, cepText, formatCep, formatCnpj, formatCpf, formatPhone, formatRg, isCep, orDash } from './documents';

describe('document formats', () => {
  it('CPF as 000.000.000-00, CEP as 00000-000; other values as they came', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf(null)).toBe('-');
    expect(formatCpf('  ')).toBe('-');
    expect(formatCep('64052020')).toBe('64052-020');
    expect(formatCep('6405')).toBe('6405');
    expect(formatCep(undefined)).toBe('-');
  });

  it('one CEP rule for every CEP field: 64220000, 64220-000 and 64.220-000 are one CEP, its 8 digits stored', () => {
    for (const typed of ['64220000', '64220-000', '64.220-000']) {
      expect(isCep(typed), typed).toBe(true);
      expect(cepDigits(typed)).toBe('64220000');
      expect(cepText(typed)).toBe('64220-000');
      expect(typed.length).toBeLessThanOrEqual(CEP_MAX_LENGTH);
    }
    for (const typed of ['6422000', '64-220.000', '642.20-000', '64220 000']) {
      expect(isCep(typed), typed).toBe(false);
      expect(cepText(typed)).toBe(typed);
    }
  });

  it('CNPJ as 00.000.000/0000-00', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('')).toBe('-');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('phones with DDD as (00) 00000-0000 or (00) 0000-0000', () => {
    expect(formatPhone('86999887766')).toBe('(86) 99988-7766');
    expect(formatPhone('8632214455')).toBe('(86) 3221-4455');
    expect(formatPhone('(86) 99988-7766')).toBe('(86) 99988-7766');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('-');
  });

  it('shows no RG when there is no number, whatever the issuer', () => {
    expect(formatRg(null, 'SSP', 'PI')).toBe('-');
    expect(formatRg('1234567', 'SSP', 'PI')).toBe('1234567 SSP PI');
    expect(formatRg('1234567', null, undefined)).toBe('1234567');
  });

  it('prints empty text as a dash', () => {
    expect(orDash('')).toBe('-');
    expect(orDash(null)).toBe('-');
    expect(orDash(0)).toBe('0');
    expect(orDash(' x ')).toBe('x');
  });
});
