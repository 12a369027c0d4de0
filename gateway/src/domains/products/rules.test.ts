import { describe, expect, it } from 'vitest';
import { toProduct } from './mappers';
import { belowMinimumStock, currentOfferDisplay, offerTypeName, priceDisplay, productListFilter } from './rules';
import type { SortedProductRecord } from '../../upstreams/product-api/products';

describe('priceDisplay (docs/areas/catalogue.md#products)', () => {
  it('shows the normal sale price alone for types V and L', () => {
    expect(priceDisplay('V', '10.00', '10.00')).toEqual({ price: '10.00', struckPrice: null });
    expect(priceDisplay('L', '9.00', '10.00')).toEqual({ price: '9.00', struckPrice: null });
    expect(priceDisplay(null, '9.00', '10.00')).toEqual({ price: '9.00', struckPrice: null });
  });
  it('strikes the table price through for the other types', () => {
    expect(priceDisplay('O', '8.50', '10.00')).toEqual({ price: '8.50', struckPrice: '10.00' });
    expect(priceDisplay('A', '8.00', '10.00')).toEqual({ price: '8.00', struckPrice: '10.00' });
    expect(priceDisplay('cb', '9.50', '10.00')).toEqual({ price: '9.50', struckPrice: '10.00' });
  });
  it("shows the offer's own price when the product has its row (an offer made in the panel leaves pvenda as it was)", () => {
    expect(priceDisplay('A', '5.40', '5.40', '1.99')).toEqual({ price: '1.99', struckPrice: '5.40' });
    expect(priceDisplay('L', '5.40', '6.00', '4.00')).toEqual({ price: '5.40', struckPrice: null });
  });
});

describe('offerTypeName', () => {
  it('labels the spec types and names the ERP ones with their code', () => {
    expect(offerTypeName('V')).toEqual({ code: 'V', label: 'Sem oferta' });
    expect(offerTypeName('L')).toEqual({ code: 'L', label: 'Limitação' });
    expect(offerTypeName('A').label).toBe('Atacado');
    expect(offerTypeName('O').label).toBe('Oferta');
    expect(offerTypeName('V', 'offer').label).toBe('Volume');
    expect(offerTypeName('CB').label).toContain('CB');
    expect(offerTypeName('ZZ')).toEqual({ code: 'ZZ', label: 'Oferta ZZ' });
  });
});

describe('belowMinimumStock', () => {
  it('is true only under the minimum', () => {
    expect(belowMinimumStock('1', '2')).toBe(true);
    expect(belowMinimumStock('-3', '0')).toBe(true);
    expect(belowMinimumStock('2', '2')).toBe(false);
    expect(belowMinimumStock('2.500', '2')).toBe(false);
  });
});

describe('productListFilter (docs/areas/catalogue.md#calls)', () => {
  it('sends only what the dialog holds, for the branch the policy decided', () => {
    expect(productListFilter(17, {})).toEqual({ codfilial: 17 });
    expect(
      productListFilter(18, {
        branch: 17,
        registeredFrom: '2026-01-01',
        registeredTo: '2026-02-01',
        sectionId: '3378',
        description: ' arroz ',
        code: 10001,
        auxiliaryCode: ' 789 ',
        onOfferOnly: true,
        withoutImageOnly: true,
        outOfLine: false,
      }),
    ).toEqual({
      codfilial: 18,
      datacadastro_after: '2026-01-01',
      datacadastro_before: '2026-02-01',
      secao: 3378,
      descricao: 'arroz',
      codprod: 10001,
      codauxiliar: '789',
      oferta: 'S',
      imagem: 'None',
      foralinha: 'N',
    });
    expect(productListFilter(17, { outOfLine: true, onOfferOnly: false }).foralinha).toBe('S');
    // graphql-scalars hands the resolver a Date at UTC midnight.
    expect(productListFilter(17, { registeredFrom: new Date('2026-03-01T00:00:00Z') as unknown as string }).datacadastro_after).toBe('2026-03-01');
  });
});

describe('toProduct', () => {
  const record = {
    id: 5,
    codprod: 10005,
    codauxiliar: '789',
    codfilial: 17,
    descricao: 'ARROZ',
    unidade: 'UN',
    secao: { id: 3378, descricao: 'Mercearia', icone: null },
    categoria: 2,
    subcategoria: 7,
    pvenda: '8.50',
    ptabela: '10.00',
    can_update: true,
    foralinha: 'S',
    qtdestoque: '1',
    estoqueminimo: '4',
    qtdmincompra: '1',
    oferta: 'S',
    tipopoferta: 'O',
    tem_multiplo: false,
    qtd_multiplo: null,
    pesounitario: '0.500',
    observacao: null,
    imagem: '',
    datacadastro: '2026-01-02',
    dataatualizacao: '2026-11-20T10:00:00-03:00',
    atualizacao: 'N',
    ofertasProduto: [
      {
        id: 9,
        tipopoferta: 'O',
        poferta: '8.50',
        codprod: 10005,
        codauxiliar: '789',
        liminicial: '0',
        limfinal: '0',
        dtinicial: '2026-11-01',
        dtfinal: '2026-11-30',
        codfilial: 17,
        produto: 5,
        atualizacao: 'N',
      },
    ],
  } as SortedProductRecord;
  it('applies the card rules and keeps the cascade ids', () => {
    const product = toProduct(record, new Date('2026-11-20T12:00:00Z'));
    expect(product).toMatchObject({
      id: '5',
      code: 10005,
      branch: 17,
      section: { id: '3378', description: 'Mercearia' },
      categoryId: 2,
      subcategoryId: 7,
      priceDisplay: { price: '8.50', struckPrice: '10.00' },
      outOfLine: true,
      belowMinimumStock: true,
      onOffer: true,
      offerType: { code: 'O', label: 'Oferta' },
      imageUrl: null,
      unitWeight: null,
    });
    expect(product.offers).toEqual([
      { id: '9', type: { code: 'O', label: 'Oferta' }, price: '8.50', minQuantity: '0', maxQuantity: '0', startsOn: '2026-11-01', endsOn: '2026-11-30' },
    ]);
    expect(toProduct({ ...record, unidade: 'KG' }).unitWeight).toBe('0.500');
  });
  it('lists the offers in the order they were saved, not by tier', () => {
    const tier = (id: number, liminicial: string) => ({ ...record.ofertasProduto[0], id, tipopoferta: 'L', liminicial });
    const product = toProduct({ ...record, ofertasProduto: [tier(12, '1'), tier(9, '6')] });
    expect(product.offers.map((o) => o.id)).toEqual(['9', '12']);
  });
});

describe('currentOfferDisplay: only an offer running today is the current price', () => {
  const offer = (tipopoferta: string, poferta: string, dtinicial: string | null, dtfinal: string | null) => ({ tipopoferta, poferta, dtinicial, dtfinal });
  it('shows a running offer of the product type against the table price', () => {
    expect(currentOfferDisplay('A', '5.40', '5.40', [offer('A', '1.99', '2026-11-01', '2026-11-30')], '2026-11-26')).toEqual({
      price: '1.99',
      struckPrice: '5.40',
    });
  });
  it('shows the normal sale price while the offer has not started or has ended', () => {
    expect(currentOfferDisplay('A', '5.40', '5.40', [offer('A', '1.99', '2026-12-01', '2026-12-31')], '2026-11-26')).toEqual({
      price: '5.40',
      struckPrice: null,
    });
    expect(currentOfferDisplay('O', '5.40', '6.00', [offer('O', '1.99', '2026-10-01', '2026-10-31')], '2026-11-26')).toEqual({
      price: '5.40',
      struckPrice: null,
    });
  });
  it('keeps the type rule when the product has no offer row of its type', () => {
    expect(currentOfferDisplay('O', '8.50', '10.00', [], '2026-11-26')).toEqual({ price: '8.50', struckPrice: '10.00' });
  });
});
