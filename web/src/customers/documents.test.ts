import { describe, expect, it } from 'vitest';
import { formatCep, formatCpf } from './documents';

describe('document formats', () => {
  it('CPF as 000.000.000-00, CEP as 00000-000; other values as they came', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf(null)).toBe('-');
    expect(formatCep('64052020')).toBe('64052-020');
    expect(formatCep('6405')).toBe('6405');
    expect(formatCep(undefined)).toBe('-');
  });
});
