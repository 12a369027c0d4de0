import { describe, expect, it } from 'vitest';
import type { BranchInput } from '../../generated/resolvers-types';
import { BRANCH_MESSAGES, branchProblems, isCep, isCnpj, isWebUrl, normaliseCnpj, ranksForNewBranch, scheduleProblems } from './rules';

const valid: BranchInput = {
  code: 30,
  name: 'Supermercado Exemplo Ltda',
  cnpj: '11.222.333/0001-81',
  address: 'Rua A',
  number: '100',
  neighbourhood: 'Centro',
  city: 'Teresina',
  state: 'PI',
  postalCode: '64000-000',
  mapsUrl: 'https://maps.google.com/?q=1',
  contact: '(86) 3222-0000',
  whatsappUrl: 'https://wa.me/558632220000',
  imageUrl: null,
  status: 'A',
};

describe('CNPJ', () => {
  it('accepts numeric CNPJs and the alphanumeric CNPJ of IN RFB 2.229/2024 (the Receita Federal example)', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isCnpj('12abc34501de35')).toBe(true);
    expect(normaliseCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
  it('refuses wrong check digits, repeated digits, letters in the check digits and wrong lengths', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isCnpj('11111111111111')).toBe(false);
    expect(isCnpj('12ABC34501DEAB')).toBe(false);
    expect(isCnpj('1122233300018')).toBe(false);
  });
});

describe('branch form', () => {
  it('has no problem when every field is right', () => {
    expect(branchProblems(valid)).toEqual([]);
  });
  it("answers 'Campo obrigatório!' for each empty required field", () => {
    const problems = branchProblems({ ...valid, name: ' ', contact: '', mapsUrl: '' });
    expect(problems).toEqual([
      { field: 'name', message: 'Campo obrigatório!' },
      { field: 'mapsUrl', message: 'Campo obrigatório!' },
      { field: 'contact', message: 'Campo obrigatório!' },
    ]);
  });
  it('checks CNPJ, CEP, state, URLs and a negative code', () => {
    const problems = branchProblems({ ...valid, code: -1, cnpj: '11.222.333/0001-80', postalCode: '6400', state: 'Piauí', whatsappUrl: 'wa.me/55' });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['code', BRANCH_MESSAGES.minZero],
      ['cnpj', BRANCH_MESSAGES.cnpj],
      ['postalCode', BRANCH_MESSAGES.cep],
      ['state', BRANCH_MESSAGES.state],
      ['whatsappUrl', BRANCH_MESSAGES.url],
    ]);
    expect(isCep('64000000')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('https://user:pw@maps.example.com/')).toBe(false);
  });
  it('needs periods and a quantity (min 0) for each ticked schedule type, each type once', () => {
    expect(scheduleProblems([{ type: 'N', periodIds: ['1', '2'], maxDeliveries: 5 }])).toEqual([]);
    expect(scheduleProblems([{ type: 'N', periodIds: [], maxDeliveries: 5 }])).toEqual([{ field: 'schedules.N.periodIds', message: 'Campo obrigatório!' }]);
    expect(scheduleProblems([{ type: 'F', periodIds: ['1'], maxDeliveries: -2 }])).toEqual([
      { field: 'schedules.F.maxDeliveries', message: BRANCH_MESSAGES.minZero },
    ]);
    expect(
      scheduleProblems([
        { type: 'N', periodIds: ['1'], maxDeliveries: 1 },
        { type: 'N', periodIds: ['2'], maxDeliveries: 1 },
      ]),
    ).toHaveLength(1);
  });
});

describe('ranksForNewBranch (docs/decisions/0046-delivery-periods-and-ranks.md: a new branch starts with every active section ranked)', () => {
  const section = (id: number, ativo = 'S', ordenar = id) => ({ id, descricao: `S${id}`, icone: null, info: null, ativo, ordenar });
  it('ranks the active sections in app order after the ranks the branch already has, available, not a fee', () => {
    expect(ranksForNewBranch([section(3), section(1), section(2, 'N')], [{ secao: 3 }], 19)).toEqual([
      { secao: 1, filial: 19, rank: 1, ativo: true, is_taxa: false },
    ]);
    expect(ranksForNewBranch([section(5, 'S', 1), section(4, 'S', 0)], [], 19).map((r) => [r.secao, r.rank])).toEqual([
      [4, 0],
      [5, 1],
    ]);
  });
});
