// Products and offers of the product API <-> the schema's Product and ProductOffer. The category and subcategory
// stay ids here: Product's resolvers read them for the whole page in one call each.
import type { CatalogueEntry, Product, ProductOffer } from '../../generated/resolvers-types';
import type { OfferRecord, SortedProductRecord } from '../../upstreams/product-api/products';
import { saoPauloDate } from '../../kit/dates';
import { belowMinimumStock, currentOfferDisplay, offerTypeName } from './rules';

export type ProductSource = Omit<Product, 'category' | 'subcategory'> & { categoryId: number | null; subcategoryId: number | null };

const decimal = (value: string | number | null | undefined, fallback = '0') =>
  value === null || value === undefined || value === '' ? fallback : String(value);
const optionalDecimal = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : String(value));
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

export function toProductOffer(record: OfferRecord): ProductOffer {
  return {
    id: String(record.id),
    type: offerTypeName(record.tipopoferta, 'offer'),
    price: decimal(record.poferta),
    minQuantity: decimal(record.liminicial),
    maxQuantity: decimal(record.limfinal),
    startsOn: day(record.dtinicial),
    endsOn: day(record.dtfinal),
  };
}

function sectionOf(value: SortedProductRecord['secao']): CatalogueEntry | null {
  return value ? { id: String(value.id), description: value.descricao ?? '' } : null;
}

/** `now` decides which offer runs today (the card's price). */
export function toProduct(record: SortedProductRecord, now = new Date()): ProductSource {
  const salePrice = decimal(record.pvenda);
  const tablePrice = decimal(record.ptabela);
  const stock = decimal(record.qtdestoque);
  const minimumStock = decimal(record.estoqueminimo);
  return {
    id: String(record.id),
    code: Number(record.codprod),
    auxiliaryCode: record.codauxiliar || null,
    branch: Number(record.codfilial),
    description: record.descricao,
    unit: record.unidade || null,
    section: sectionOf(record.secao),
    categoryId: record.categoria ?? null,
    subcategoryId: record.subcategoria ?? null,
    salePrice,
    tablePrice,
    priceDisplay: currentOfferDisplay(record.tipopoferta, salePrice, tablePrice, record.ofertasProduto ?? [], saoPauloDate(now)),
    canUpdate: Boolean(record.can_update),
    outOfLine: record.foralinha === 'S',
    stock,
    minimumStock,
    belowMinimumStock: belowMinimumStock(stock, minimumStock),
    minimumPurchase: decimal(record.qtdmincompra),
    onOffer: record.oferta === 'S',
    offerType: offerTypeName(record.tipopoferta),
    soldInPacks: Boolean(record.tem_multiplo),
    packQuantity: optionalDecimal(record.qtd_multiplo),
    unitWeight: record.unidade === 'KG' ? optionalDecimal(record.pesounitario) : null,
    notes: record.observacao || null,
    imageUrl: record.imagem || null,
    registeredOn: day(record.datacadastro),
    updatedAt: record.dataatualizacao || null,
    // In the order they were saved (ids grow), so the editor's rows come back as staff left them.
    offers: [...(record.ofertasProduto ?? [])].sort((a, b) => a.id - b.id).map(toProductOffer),
  };
}
