// @vitest-environment jsdom
// 'Edição de Produto': the cascade (a new section empties category and subcategory; choices filtered), the
// conditional fields, 'Fora de linha' only with its right, read-only without EDIT_PRODUCT, and the input sent.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCatalogueQuery, ProductCard_ProductFragment } from '../../generated/graphql';
import { ProductEditDialog } from './ProductEditDialog';

vi.mock('../../lib/uploadImage', () => ({ useImageUpload: () => ({ progress: null, upload: async () => 'https://storage.local/files/produtos/x.jpg' }) }));

const catalogue: ProductCatalogueQuery['productCatalogue'] = [
  {
    id: '1',
    description: 'Mercearia',
    categories: [
      {
        id: '10',
        description: 'Grãos',
        subcategories: [
          { id: '100', description: 'Arroz' },
          { id: '101', description: 'Feijão' },
        ],
      },
    ],
  },
  { id: '2', description: 'Açougue', categories: [{ id: '20', description: 'Bovinos', subcategories: [{ id: '200', description: 'Picanha' }] }] },
];
const product = {
  __typename: 'Product',
  id: '5',
  code: 10005,
  auxiliaryCode: '789',
  branch: 17,
  description: 'ARROZ CAMIL',
  unit: 'UN',
  section: { __typename: 'CatalogueEntry', id: '1', description: 'Mercearia' },
  category: { __typename: 'CatalogueEntry', id: '10', description: 'Grãos' },
  subcategory: { __typename: 'CatalogueEntry', id: '100', description: 'Arroz' },
  salePrice: '8.50',
  tablePrice: '10.00',
  priceDisplay: { __typename: 'ProductPriceDisplay', price: '8.50', struckPrice: '10.00' },
  canUpdate: true,
  outOfLine: false,
  stock: '40.000',
  minimumStock: '5.000',
  belowMinimumStock: false,
  minimumPurchase: '1.000',
  onOffer: true,
  offerType: { __typename: 'OfferTypeName', code: 'O', label: 'Oferta' },
  soldInPacks: false,
  packQuantity: null,
  unitWeight: null,
  notes: null,
  imageUrl: null,
  registeredOn: '2026-01-01',
  updatedAt: null,
  offers: [],
} as ProductCard_ProductFragment;

function renderDialog(rights: { canEdit: boolean; canEditOutOfLine: boolean }, onSubmit = vi.fn()) {
  render(<ProductEditDialog product={product} catalogue={catalogue} loading={false} errors={{}} onClose={() => undefined} onSubmit={onSubmit} {...rights} />);
  return { dialog: screen.getByRole('dialog', { name: 'Edição de Produto' }), onSubmit };
}
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(cleanup);

describe('ProductEditDialog', () => {
  it('filters the cascade, shows the conditional fields and sends the whole input', () => {
    const { dialog, onSubmit } = renderDialog({ canEdit: true, canEditOutOfLine: true });
    expect(options(within(dialog).getByLabelText('Subcategoria'))).toEqual(['Selecione', 'Arroz', 'Feijão']);
    fireEvent.change(within(dialog).getByLabelText('Seção'), { target: { value: '2' } });
    expect((within(dialog).getByLabelText('Categoria') as HTMLSelectElement).value).toBe('');
    expect(options(within(dialog).getByLabelText('Categoria'))).toEqual(['Selecione', 'Bovinos']);
    expect(options(within(dialog).getByLabelText('Subcategoria'))).toEqual(['Selecione']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getAllByText('Campo Obrigatório')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Categoria'), { target: { value: '20' } });
    // A field filled no longer says 'Campo Obrigatório'; the one still empty does.
    expect(within(dialog).getAllByText('Campo Obrigatório')).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText('Subcategoria'), { target: { value: '200' } });
    expect(within(dialog).queryByText('Campo Obrigatório')).toBeNull();
    expect(within(dialog).queryByLabelText('Quantidade por embalagem')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Vendido em múltiplos'));
    fireEvent.change(within(dialog).getByLabelText('Quantidade por embalagem'), { target: { value: '12' } });
    expect(within(dialog).queryByLabelText('Peso unitário (kg)')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Unidade'), { target: { value: 'kg' } });
    fireEvent.change(within(dialog).getByLabelText('Peso unitário (kg)'), { target: { value: '0,5' } });
    fireEvent.click(within(dialog).getByLabelText('Fora de linha'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({
      description: 'ARROZ CAMIL',
      unit: 'KG',
      sectionId: '2',
      categoryId: '20',
      subcategoryId: '200',
      salePrice: '8.50',
      tablePrice: '10.00',
      outOfLine: true,
      stock: '40',
      minimumStock: '5',
      minimumPurchase: '1',
      onOffer: true,
      offerType: 'O',
      soldInPacks: true,
      packQuantity: '12',
      unitWeight: '0.5',
      notes: null,
      imageUrl: null,
    });
  });

  it("says 'O valor mínimo é 0!' on each negative price or quantity at the first 'Salvar', sending nothing", () => {
    const { dialog, onSubmit } = renderDialog({ canEdit: true, canEditOutOfLine: true });
    fireEvent.change(within(dialog).getByLabelText('Preço de venda'), { target: { value: '-8,50' } });
    fireEvent.change(within(dialog).getByLabelText('Estoque'), { target: { value: '-3' } });
    fireEvent.change(within(dialog).getByLabelText('Estoque mínimo'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getAllByText('O valor mínimo é 0!').length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByLabelText('Estoque').closest('.bp6-form-group')?.textContent).toContain('O valor mínimo é 0!');
    expect(within(dialog).getByLabelText('Estoque mínimo').closest('.bp6-form-group')?.textContent).toContain('O valor mínimo é 0!');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps 'Fora de linha' locked without its right", () => {
    const { dialog } = renderDialog({ canEdit: true, canEditOutOfLine: false });
    expect((within(dialog).getByLabelText('Fora de linha') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Descrição') as HTMLInputElement).disabled).toBe(false);
  });

  it('is read-only without EDIT_PRODUCT (type 5): every field disabled and no save', () => {
    const { dialog } = renderDialog({ canEdit: false, canEditOutOfLine: false });
    for (const label of [
      'Descrição',
      'Unidade',
      'Seção',
      'Categoria',
      'Subcategoria',
      'Estoque',
      'Tipo de oferta',
      'Em oferta',
      'Fora de linha',
      'Vendido em múltiplos',
      'Observação',
    ]) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).disabled, label).toBe(true);
    }
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
  });
});
