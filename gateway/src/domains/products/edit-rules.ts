// 'Edição de Produto' (docs/areas/catalogue.md#product-edit; docs/decisions/0025-stale-product-refresh.md): the form's required
// and minimum rules, the section -> category -> subcategory cascade, the conditional fields, who may change 'fora de
// linha', the 200 KB image, the busy ERP stock update (and when it is stale), and the whole product PUT takes. Pure
// functions.
import type { ProductInput } from '../../generated/resolvers-types';
import type { CategoryRecord, OfferRecord, ProductRecord, ProductWrite, SubcategoryRecord, UpdateLogRecord } from '../../upstreams/product-api/products';
import { problemList, type FieldProblem } from '../../kit/form-rules';
import type { ImageRule } from '../../kit/image-check';
import type { Env } from '@painel/db/settings';
import { gatewaySetting } from '../../settings';

export const PRODUCT_EDIT_MESSAGES = {
  required: 'Campo Obrigatório',
  minZero: 'O valor mínimo é 0!',
  updated: 'Produto Atualizado com Sucesso!',
  updateFailed: 'Erro ao Atualizar Produto: ',
  notFound: 'Produto não encontrado.',
  imageTooLarge: 'A imagem do produto deve ter um tamanho menor do que 200KB!',
  busy: 'Atualização de Estoque de produtos sendo executada no momento, tente mais tarde.',
  categoryOutsideSection: 'A categoria escolhida não pertence à seção.',
  subcategoryOutsideCategory: 'A subcategoria escolhida não pertence à categoria.',
  sectionMissing: 'Seção não encontrada.',
  outOfLineForbidden: 'Somente superusuários e gerentes podem alterar "Fora de linha".',
  offerType: 'Tipo de oferta inválido: use V, L, A ou O.',
  // docs/areas/catalogue.md#offers (the offers editor's rule, offer-rules.ts): the product's type is its offers' type.
  offerTypeOfOffers: (type: string) =>
    `Este produto tem ofertas do tipo ${type}: o tipo de oferta deve ser ${type}. Para mudar o tipo, altere ou exclua as ofertas em 'Ofertas'.`,
} as const;

/** The forced ERP refresh of one product (docs/areas/catalogue.md#erp-refresh). */
export const REFRESH_MESSAGES = {
  done: 'Atualização do produto realizada com sucesso!',
  busy: 'É necessário aguardar a finalização da atualização atual para requisitar outra!',
  failed: 'Erro ao atualizar produto: ',
  notUpdatable: 'Este produto não é atualizado pelo ERP.',
} as const;

/** docs/areas/catalogue.md#images: JPEG up to 204800 bytes, in the storage folder 'produtos'; no set dimensions. */
export const PRODUCT_IMAGE: ImageRule = { folder: 'produtos', maxBytes: 204_800, of: 'do produto', tooLarge: PRODUCT_EDIT_MESSAGES.imageTooLarge };

/** The types the form offers (docs/areas/catalogue.md#product-edit); the ERP's own CB and CI may stay as stored. */
const EDITABLE_OFFER_TYPES = ['V', 'L', 'A', 'O'] as const;

/** docs/decisions/0025-stale-product-refresh.md: a refresh left 'Executando' longer than PRODUCT_REFRESH_STALE_MINUTES is stale, not busy. */
export function refreshStaleMinutes(env?: Env): number {
  return gatewaySetting('PRODUCT_REFRESH_STALE_MINUTES', env);
}

export type RefreshState = 'idle' | 'running' | 'stale';

/** The ERP stock update's state from update-logs' newest entry (docs/areas/catalogue.md#erp-refresh: 'Executando'
 *  means busy). */
export function refreshState(latest: UpdateLogRecord | null, now: Date, staleMinutes: number): RefreshState {
  if (!latest || latest.output?.trim() !== 'Executando') return 'idle';
  const started = Date.parse(latest.start_date_hour ?? '');
  if (!Number.isFinite(started)) return 'stale';
  return now.getTime() - started > staleMinutes * 60_000 ? 'stale' : 'running';
}

const amount = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? null : Number(value));

/** The form's own problems (required, minimum 0, conditional fields, offer type), first per field. */
export function productProblems(input: ProductInput, before: Pick<ProductRecord, 'qtdestoque' | 'tipopoferta' | 'ofertasProduto'>): FieldProblem[] {
  const { problems, add } = problemList();
  const required = (field: keyof ProductInput, value: string | null | undefined) => {
    if (!value?.trim()) add(field, PRODUCT_EDIT_MESSAGES.required);
  };
  required('description', input.description);
  required('unit', input.unit);
  required('sectionId', input.sectionId);
  required('categoryId', input.categoryId);
  required('subcategoryId', input.subcategoryId);
  required('offerType', input.offerType);
  const minimum = (field: keyof ProductInput, value: string | null | undefined) => {
    const number = amount(value);
    if (number !== null && number < 0) add(field, PRODUCT_EDIT_MESSAGES.minZero);
  };
  minimum('salePrice', input.salePrice);
  minimum('tablePrice', input.tablePrice);
  minimum('minimumStock', input.minimumStock);
  minimum('minimumPurchase', input.minimumPurchase);
  // The ERP may report a negative stock; only a changed value must be 0 or more.
  if (amount(input.stock) !== amount(before.qtdestoque)) minimum('stock', input.stock);
  if (input.soldInPacks) {
    if (amount(input.packQuantity) === null) add('packQuantity', PRODUCT_EDIT_MESSAGES.required);
    else minimum('packQuantity', input.packQuantity);
  }
  if (isWeighed(input.unit)) {
    if (amount(input.unitWeight) === null) add('unitWeight', PRODUCT_EDIT_MESSAGES.required);
    else minimum('unitWeight', input.unitWeight);
  }
  const type = input.offerType.trim().toUpperCase();
  if (type && !(EDITABLE_OFFER_TYPES as readonly string[]).includes(type) && type !== before.tipopoferta?.toUpperCase()) {
    add('offerType', PRODUCT_EDIT_MESSAGES.offerType);
  }
  const offersType = storedOffersType(before.ofertasProduto ?? []);
  if (type && offersType && type !== offersType && type !== before.tipopoferta?.trim().toUpperCase()) {
    add('offerType', PRODUCT_EDIT_MESSAGES.offerTypeOfOffers(offersType));
  }
  return problems;
}

/** The type the product's stored offers give it (docs/areas/catalogue.md#offers: tiers are all L, else one offer;
 *  saving marks the product with the first offer's type, offer-rules.ts markedProduct). null without offers. */
function storedOffersType(offers: readonly Pick<OfferRecord, 'id' | 'tipopoferta'>[]): string | null {
  if (!offers.length) return null;
  if (offers.length > 1) return 'L';
  return offers[0].tipopoferta.trim().toUpperCase() || null;
}

const isWeighed = (unit: string | null | undefined) => unit?.trim().toUpperCase() === 'KG';

/** The cascade: the category belongs to the section, the subcategory to the category. */
export function cascadeProblems(sectionId: number, category: CategoryRecord | null, subcategory: SubcategoryRecord | null): FieldProblem[] {
  if (!category || category.secao !== sectionId) return [{ field: 'categoryId', message: PRODUCT_EDIT_MESSAGES.categoryOutsideSection }];
  if (!subcategory || subcategory.categoria !== category.id) return [{ field: 'subcategoryId', message: PRODUCT_EDIT_MESSAGES.subcategoryOutsideCategory }];
  return [];
}

/** Whether the save changes 'fora de linha' (docs/areas/catalogue.md#product-edit: only types 1 and 2 may). */
export const changesOutOfLine = (input: ProductInput, before: Pick<ProductRecord, 'foralinha'>) => input.outOfLine !== (before.foralinha === 'S');

/** The whole product PUT produtos/{id}/ takes: the stored one with the form's fields; codes and branch stay. */
export function productWrite(before: ProductRecord, input: ProductInput): ProductWrite {
  const weighed = isWeighed(input.unit);
  return {
    codprod: before.codprod,
    codauxiliar: before.codauxiliar,
    codfilial: before.codfilial,
    descricao: input.description.trim(),
    unidade: input.unit.trim().toUpperCase(),
    secao: Number(input.sectionId),
    categoria: Number(input.categoryId),
    subcategoria: Number(input.subcategoryId),
    pvenda: input.salePrice,
    ptabela: input.tablePrice,
    can_update: before.can_update,
    foralinha: input.outOfLine ? 'S' : 'N',
    qtdestoque: input.stock,
    estoqueminimo: input.minimumStock,
    qtdmincompra: input.minimumPurchase,
    oferta: input.onOffer ? 'S' : 'N',
    tipopoferta: input.offerType.trim().toUpperCase(),
    tem_multiplo: input.soldInPacks,
    qtd_multiplo: input.soldInPacks ? (input.packQuantity ?? null) : null,
    pesounitario: weighed ? (input.unitWeight ?? null) : null,
    observacao: input.notes?.trim() || null,
    imagem: input.imageUrl?.trim() || null,
    datacadastro: before.datacadastro,
    atualizacao: before.atualizacao,
  };
}
