import { describe, expect, it } from 'vitest';
import { toPostalCode } from './mappers';

describe('toPostalCode', () => {
  it("lists a CEP's neighbourhoods in Portuguese order, whatever order the product API answers", () => {
    const bairro = (id: number, name: string) => ({ id, bairro: name, valor: '3.000', observacao: null, ativo: true, cep: 1 });
    const postalCode = toPostalCode({
      id: 1,
      cep: '64220-000',
      endereco: 'Centro',
      bairrosexternos: [bairro(1, 'Zoobotânico'), bairro(2, 'Água Fria'), bairro(3, 'Aeroporto'), bairro(4, 'Ininga'), bairro(5, 'Itararé')],
    } as Parameters<typeof toPostalCode>[0]);
    expect(postalCode.code).toBe('64220000');
    expect(postalCode.neighbourhoods.map((n) => n.name)).toEqual(['Aeroporto', 'Água Fria', 'Ininga', 'Itararé', 'Zoobotânico']);
  });
});
