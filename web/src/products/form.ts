// 'Edição de Produto' (docs/areas/catalogue.md#product-edit): the form's values from a card's product, the cascade's
// choices (the categories of the chosen section, the subcategories of the chosen category), which conditional fields
// show, and the input the gateway checks again (required, minimum 0, cascade, 'fora de linha' rights, the image's
// bytes).
import type { ProductCatalogueQuery, ProductCard_ProductFragment, ProductInput } from '../generated/graphql';
import type { ImageRule } from '../lib/imageCheck';
import { MIN_ZERO } from '../lib/formMessages';
import { decimalOf, decimalProblem, moneyText } from '../lib/moneyField';
import type { Checked } from '../lib/useDialogForm';

export const REQUIRED = 'Campo Obrigatório';

/** The edit form's labels, naming each field in a refusal's toast ('Estoque: O valor mínimo é 0!'). */
export const PRODUCT_FIELD_LABELS: Readonly<Record<string, string>> = {
  description: 'Descrição',
  unit: 'Unidade',
  sectionId: 'Seção',
  categoryId: 'Categoria',
  subcategoryId: 'Subcategoria',
  salePrice: 'Preço de venda',
  tablePrice: 'Preço de tabela',
  stock: 'Estoque',
  minimumStock: 'Estoque mínimo',
  minimumPurchase: 'Quantidade mínima de compra',
  offerType: 'Tipo de oferta',
  packQuantity: 'Quantidade por embalagem',
  unitWeight: 'Peso unitário (kg)',
  outOfLine: 'Fora de linha',
  imageUrl: 'Imagem',
};

/**
 * The failure prefixes shown before a refusal, or when the gateway cannot be reached at all. Successes and
 * refusals are the gateway's words (the payload's message and errors).
 */
export const SAVE_FAILED = {
  product: 'Erro ao Atualizar Produto: ',
  offers: 'Erro ao Atualizar Oferta: ',
  deleteOffers: 'Erro ao Excluir Oferta: ',
} as const;

/** docs/areas/catalogue.md#images: JPEG up to 204800 bytes with the spec's message; no set dimensions. */
export const PRODUCT_IMAGE: ImageRule = {
  folder: 'produtos',
  maxBytes: 204_800,
  messages: { tooLarge: 'A imagem do produto deve ter um tamanho menor do que 200KB!' },
};

export const OFFER_TYPE_OPTIONS = [
  { value: 'V', label: 'Sem oferta' },
  { value: 'L', label: 'Limitação' },
  { value: 'A', label: 'Atacado' },
  { value: 'O', label: 'Oferta' },
] as const;

export interface ProductFormValues {
  description: string;
  unit: string;
  sectionId: string;
  categoryId: string;
  subcategoryId: string;
  salePrice: string;
  tablePrice: string;
  outOfLine: boolean;
  stock: string;
  minimumStock: string;
  minimumPurchase: string;
  onOffer: boolean;
  offerType: string;
  soldInPacks: boolean;
  packQuantity: string;
  unitWeight: string;
  notes: string;
  imageUrl: string;
}

/** A quantity as the field shows it: '12.000' -> '12', '0.500' -> '0,5'. */
export const quantityText = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? '' : String(Number(value)).replace('.', ',');

export const productFormOf = (p: ProductCard_ProductFragment): ProductFormValues => ({
  description: p.description,
  unit: p.unit ?? '',
  sectionId: p.section?.id ?? '',
  categoryId: p.category?.id ?? '',
  subcategoryId: p.subcategory?.id ?? '',
  salePrice: moneyText(p.salePrice),
  tablePrice: moneyText(p.tablePrice),
  outOfLine: p.outOfLine,
  stock: quantityText(p.stock),
  minimumStock: quantityText(p.minimumStock),
  minimumPurchase: quantityText(p.minimumPurchase),
  onOffer: p.onOffer,
  offerType: p.offerType.code,
  soldInPacks: p.soldInPacks,
  packQuantity: quantityText(p.packQuantity),
  unitWeight: quantityText(p.unitWeight),
  notes: p.notes ?? '',
  imageUrl: p.imageUrl ?? '',
});

type Catalogue = ProductCatalogueQuery['productCatalogue'];

/** The categories of the chosen section and the subcategories of the chosen category. */
export function cascadeChoices(catalogue: Catalogue, sectionId: string, categoryId: string) {
  const categories = catalogue.find((s) => s.id === sectionId)?.categories ?? [];
  const subcategories = categories.find((c) => c.id === categoryId)?.subcategories ?? [];
  return { categories, subcategories };
}

/** A new section empties the category and subcategory; a new category empties the subcategory. */
export function withCascade(
  values: ProductFormValues,
  change: Partial<Pick<ProductFormValues, 'sectionId' | 'categoryId' | 'subcategoryId'>>,
): ProductFormValues {
  if (change.sectionId !== undefined && change.sectionId !== values.sectionId)
    return { ...values, sectionId: change.sectionId, categoryId: '', subcategoryId: '' };
  if (change.categoryId !== undefined && change.categoryId !== values.categoryId) return { ...values, categoryId: change.categoryId, subcategoryId: '' };
  return { ...values, ...change };
}

export const isWeighed = (unit: string) => unit.trim().toUpperCase() === 'KG';

/** The required fields and numbers of the form; the gateway checks these again with the rest. */
export function productInput(values: ProductFormValues): Checked<ProductInput> {
  const errors: Record<string, string> = {};
  const text = (field: keyof ProductFormValues) => {
    const value = String(values[field]).trim();
    if (!value) errors[field] = REQUIRED;
    return value;
  };
  const number = (field: keyof ProductFormValues, required = true) => {
    const raw = String(values[field]).trim();
    if (!raw) {
      if (required) errors[field] = REQUIRED;
      return null;
    }
    const decimal = decimalOf(raw);
    if (decimal === null) errors[field] = decimalProblem(raw)!;
    // docs/areas/catalogue.md#validation: numeric fields at least 0, said on the field before anything is sent.
    else if (Number(decimal) < 0) errors[field] = MIN_ZERO;
    return decimal;
  };
  const description = text('description');
  const unit = text('unit');
  const sectionId = text('sectionId');
  const categoryId = text('categoryId');
  const subcategoryId = text('subcategoryId');
  const offerType = text('offerType');
  const salePrice = number('salePrice');
  const tablePrice = number('tablePrice');
  const stock = number('stock');
  const minimumStock = number('minimumStock');
  const minimumPurchase = number('minimumPurchase');
  const packQuantity = values.soldInPacks ? number('packQuantity') : null;
  const unitWeight = isWeighed(values.unit) ? number('unitWeight') : null;
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      description,
      unit: unit.toUpperCase(),
      sectionId,
      categoryId,
      subcategoryId,
      salePrice: salePrice!,
      tablePrice: tablePrice!,
      outOfLine: values.outOfLine,
      stock: stock!,
      minimumStock: minimumStock!,
      minimumPurchase: minimumPurchase!,
      onOffer: values.onOffer,
      offerType,
      soldInPacks: values.soldInPacks,
      packQuantity,
      unitWeight,
      notes: values.notes.trim() || null,
      imageUrl: values.imageUrl || null,
    },
  };
}
