import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../generated/resolvers-types';
import type { ProductRecord } from '../../upstreams/product-api/products';
import { cascadeProblems, changesOutOfLine, productProblems, productWrite, refreshStaleMinutes, refreshState } from './edit-rules';

const input: ProductInput = {
  description: 'ARROZ CAMIL 1KG',
  unit: 'UN',
  sectionId: '1',
  categoryId: '2',
  subcategoryId: '3',
  salePrice: '8.50',
  tablePrice: '10.00',
  outOfLine: false,
  stock: '10',
  minimumStock: '2',
  minimumPurchase: '1',
  onOffer: true,
  offerType: 'O',
  soldInPacks: false,
  packQuantity: null,
  unitWeight: null,
  notes: null,
  imageUrl: null,
};
const stored = {
  id: 5,
  codprod: 10005,
  codauxiliar: '789',
  codfilial: 17,
  descricao: 'ARROZ',
  unidade: 'UN',
  secao: 1,
  categoria: 2,
  subcategoria: 3,
  pvenda: '8.50',
  ptabela: '10.00',
  can_update: true,
  foralinha: 'N',
  qtdestoque: '-2',
  estoqueminimo: '2',
  qtdmincompra: '1',
  oferta: 'S',
  tipopoferta: 'CB',
  tem_multiplo: false,
  qtd_multiplo: null,
  pesounitario: null,
  observacao: null,
  imagem: null,
  datacadastro: '2026-01-02',
  dataatualizacao: null,
  atualizacao: 'N',
  ofertasProduto: [],
} as ProductRecord;

describe('productProblems (docs/areas/catalogue.md#product-edit)', () => {
  it('accepts a complete form', () => expect(productProblems(input, stored)).toEqual([]));
  it('asks for the required fields with the product form text', () => {
    expect(productProblems({ ...input, description: ' ', sectionId: '', offerType: '' }, stored)).toEqual([
      { field: 'description', message: 'Campo Obrigatório' },
      { field: 'sectionId', message: 'Campo Obrigatório' },
      { field: 'offerType', message: 'Campo Obrigatório' },
    ]);
  });
  it('keeps numbers at 0 or more, except an unchanged negative stock from the ERP', () => {
    expect(productProblems({ ...input, salePrice: '-1', minimumStock: '-0.5' }, stored).map((p) => p.field)).toEqual(['salePrice', 'minimumStock']);
    expect(productProblems({ ...input, stock: '-2' }, stored)).toEqual([]);
    expect(productProblems({ ...input, stock: '-3' }, stored)).toEqual([{ field: 'stock', message: 'O valor mínimo é 0!' }]);
  });
  it('asks for the pack quantity only when sold in packs, the unit weight only for KG', () => {
    expect(productProblems({ ...input, soldInPacks: true }, stored)).toEqual([{ field: 'packQuantity', message: 'Campo Obrigatório' }]);
    expect(productProblems({ ...input, soldInPacks: true, packQuantity: '12' }, stored)).toEqual([]);
    expect(productProblems({ ...input, unit: 'kg' }, stored)).toEqual([{ field: 'unitWeight', message: 'Campo Obrigatório' }]);
    expect(productProblems({ ...input, unit: 'KG', unitWeight: '0.500' }, stored)).toEqual([]);
  });
  it('offers V, L, A and O, and lets a stored ERP type stay', () => {
    expect(productProblems({ ...input, offerType: 'X' }, stored)).toEqual([{ field: 'offerType', message: 'Tipo de oferta inválido: use V, L, A ou O.' }]);
    expect(productProblems({ ...input, offerType: 'CB' }, stored)).toEqual([]);
  });
});

describe('cascadeProblems', () => {
  it('needs the category in the section and the subcategory in the category', () => {
    expect(cascadeProblems(1, { id: 2, descricao: 'Grãos', secao: 1 }, { id: 3, descricao: 'Arroz', categoria: 2 })).toEqual([]);
    expect(cascadeProblems(9, { id: 2, descricao: 'Grãos', secao: 1 }, { id: 3, descricao: 'Arroz', categoria: 2 })[0].field).toBe('categoryId');
    expect(cascadeProblems(1, { id: 2, descricao: 'Grãos', secao: 1 }, { id: 3, descricao: 'Arroz', categoria: 7 })[0].field).toBe('subcategoryId');
    expect(cascadeProblems(1, null, null)[0].field).toBe('categoryId');
  });
});

describe('refreshState (docs/decisions/0025-stale-product-refresh.md)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const log = (output: string, start: string | null) => ({ id: 1, start_date_hour: start, date_hour: null, user_op: 'x', output, error: null });
  it('is running while the newest entry says Executando, stale after the configured minutes', () => {
    expect(refreshState(null, now, 30)).toBe('idle');
    expect(refreshState(log('Concluído: 1 produto(s) atualizado(s)', '2026-11-25T11:59:00Z'), now, 30)).toBe('idle');
    expect(refreshState(log('Executando', '2026-11-25T11:45:00Z'), now, 30)).toBe('running');
    expect(refreshState(log('Executando', '2026-11-25T11:29:00Z'), now, 30)).toBe('stale');
    expect(refreshState(log('Executando', null), now, 30)).toBe('stale');
  });
  it('reads the stale time from PRODUCT_REFRESH_STALE_MINUTES', () => {
    expect(refreshStaleMinutes({})).toBe(30);
    expect(refreshStaleMinutes({ PRODUCT_REFRESH_STALE_MINUTES: '5' })).toBe(5);
    expect(refreshStaleMinutes({ PRODUCT_REFRESH_STALE_MINUTES: 'x' })).toBe(30);
  });
});

describe('productWrite', () => {
  it('keeps codes, branch and dates, and drops the fields their conditions do not hold for', () => {
    const write = productWrite(stored, { ...input, outOfLine: true, unit: 'un', unitWeight: '1', packQuantity: '6', imageUrl: ' ' });
    expect(write).toMatchObject({
      codprod: 10005,
      codauxiliar: '789',
      codfilial: 17,
      unidade: 'UN',
      foralinha: 'S',
      oferta: 'S',
      tipopoferta: 'O',
      pesounitario: null,
      qtd_multiplo: null,
      imagem: null,
      datacadastro: '2026-01-02',
    });
    expect(productWrite(stored, { ...input, unit: 'KG', unitWeight: '0.5', soldInPacks: true, packQuantity: '6' })).toMatchObject({
      pesounitario: '0.5',
      qtd_multiplo: '6',
      tem_multiplo: true,
    });
    expect(changesOutOfLine({ ...input, outOfLine: true }, stored)).toBe(true);
    expect(changesOutOfLine(input, stored)).toBe(false);
  });
});
