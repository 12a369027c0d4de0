import { describe, expect, it } from 'vitest';
import { coverageFilterErrors, coverageVariables } from './filters';
import { areaInput } from './form';

describe('the coverage forms take a CEP typed with a dot', () => {
  it("'Nova Área de Cobertura' sends the 8 digits of '64.220-000'", () => {
    expect(areaInput({ branch: '17', postalCode: '64.220-000', fee: '3,50' })).toEqual({ input: { branch: 17, postalCode: '64220000', fee: '3.50' } });
  });

  it("'Filtros de Áreas de cobertura' applies '64.220-000' as 64220000", () => {
    const filter = { postalCode: '64.220-000', branch: '' };
    expect(coverageFilterErrors(filter)).toEqual({});
    expect(coverageVariables(filter, { page: 1, pageSize: 10 }).filter).toEqual({ postalCode: '64220000' });
  });
});
