import { describe, expect, it } from 'vitest';
import { emptyBranchForm, formProblems } from './form';

const filled = {
  ...emptyBranchForm(),
  code: '19',
  name: 'Loja',
  cnpj: '1',
  address: 'Rua',
  number: '1',
  neighbourhood: 'Centro',
  city: 'Teresina',
  state: 'PI',
  postalCode: '64000-000',
  mapsUrl: 'https://m.test',
  contact: '1',
  whatsappUrl: 'https://w.test',
};

describe('the branch form problems (docs/decisions/0045-what-is-seen-is-sent.md)', () => {
  it("says letters in 'Código da Filial' are not a number, not that the minimum is 0", () => {
    expect(formProblems({ ...filled, code: 'abc' }, {}).code).toBe('Informe o código numérico da filial.');
    expect(formProblems({ ...filled, code: '-3' }, {}).code).toBe('O valor mínimo é 0!');
    expect(formProblems(filled, {})).toEqual({});
  });
  it("gives a negative delivery quantity the minimum's message, an empty one 'Campo obrigatório!'", () => {
    expect(formProblems(filled, { N: { periodIds: ['1'], maxDeliveries: '-2' } })).toEqual({ 'schedules.N.maxDeliveries': 'O valor mínimo é 0!' });
    expect(formProblems(filled, { N: { periodIds: ['1'], maxDeliveries: '' } })).toEqual({ 'schedules.N.maxDeliveries': 'Campo obrigatório!' });
    expect(formProblems(filled, { N: { periodIds: ['1'], maxDeliveries: '2,5' } })).toEqual({ 'schedules.N.maxDeliveries': 'Informe um número inteiro.' });
  });
});
