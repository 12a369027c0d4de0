// The products page's rules and constants (docs/areas/catalogue.md#products;
// docs/decisions/0015-products-belong-to-the-erp.md): the page size, the offer type labels, the card's price rule and
// minimum-stock alert, and the filter dialog's query. Pure functions: the web draws what the gateway answers
// (Product.priceDisplay, Product.belowMinimumStock).
import type { ProductFilter } from '../../generated/resolvers-types';
import type { ProductListFilter } from '../../upstreams/product-api/products';
import { dateScalarDay } from '../../kit/dates';

/** The most products a page may ask for: each comes with its offers (the schema's default is 8,
 *  docs/areas/catalogue.md#constants). */
export const PRODUCT_PAGE_LIMIT = 50;

export const PRODUCT_MESSAGES = {
  loadFailed: 'Erro ao carregar produtos: ',
  minimumStock: 'Produto com Estoque abaixo do mínimo',
} as const;

/** docs/areas/catalogue.md#offers (product offer type, offer status) and docs/decisions/0015-products-belong-to-the-erp.md (CB and CI named with their
 *  code). */
const OFFER_TYPE_LABELS: Readonly<Record<string, string>> = {
  V: 'Sem oferta',
  L: 'Limitação',
  A: 'Atacado',
  O: 'Oferta',
  CB: 'Cashback (CB)',
  CI: 'Clube de Incentivo (CI)',
};

/** An offer's own type V reads 'Volume' (docs/areas/catalogue.md#offers: on an offer row V reads 'Volume'). */
export function offerTypeName(code: string | null | undefined, of: 'product' | 'offer' = 'product'): { code: string; label: string } {
  const type = (code ?? '').trim().toUpperCase() || 'V';
  if (of === 'offer' && type === 'V') return { code: type, label: 'Volume' };
  return { code: type, label: OFFER_TYPE_LABELS[type] ?? `Oferta ${type}` };
}

/** docs/areas/catalogue.md#products: V and L show the normal sale price; other types the table price struck through
 *  with the offer price. The offer's own price is taken when the product has its row: an offer made in the panel does
 *  not change the product's sale price (the ERP does, on its next refresh), and the card must not show the old price
 *  as the offer's. */
export function priceDisplay(
  offerType: string | null | undefined,
  salePrice: string,
  tablePrice: string,
  offerPrice?: string | null,
): { price: string; struckPrice: string | null } {
  const type = (offerType ?? '').trim().toUpperCase() || 'V';
  if (type === 'V' || type === 'L') return { price: salePrice, struckPrice: null };
  return { price: offerPrice ?? salePrice, struckPrice: tablePrice };
}

/** An offer row as the card's price rule reads it. */
export interface OfferPriceRow {
  tipopoferta: string;
  poferta: string | number | null;
  dtinicial: string | null;
  dtfinal: string | null;
}

/** The card's price on `today` (YYYY-MM-DD, São Paulo): the product's type rule with the price of its offer running
 *  today. An offer of its type that has not started yet (or has ended) is not the current price: the card shows
 *  the normal sale price, as for a product without offer. */
export function currentOfferDisplay(
  offerType: string | null | undefined,
  salePrice: string,
  tablePrice: string,
  offers: readonly OfferPriceRow[],
  today: string,
) {
  const type = (offerType ?? '').trim().toUpperCase() || 'V';
  const ofType = offers.filter((o) => o.tipopoferta.trim().toUpperCase() === type);
  if (!ofType.length) return priceDisplay(type, salePrice, tablePrice);
  const running = ofType.find((o) => (!o.dtinicial || o.dtinicial.slice(0, 10) <= today) && (!o.dtfinal || o.dtfinal.slice(0, 10) >= today));
  if (!running) return priceDisplay('V', salePrice, tablePrice);
  return priceDisplay(type, salePrice, tablePrice, running.poferta === null ? null : String(running.poferta));
}

/** The card's alert: stock under the minimum (decimal strings compared as numbers). */
export function belowMinimumStock(stock: string | null | undefined, minimum: string | null | undefined): boolean {
  const have = Number(stock ?? 0);
  const least = Number(minimum ?? 0);
  return Number.isFinite(have) && Number.isFinite(least) && have < least;
}

/** The dialog's filter as produtos-ordenados reads it (section 7), for a branch already decided by the policy. */
export function productListFilter(branch: number, filter: ProductFilter): ProductListFilter {
  const query: ProductListFilter = { codfilial: branch };
  const from = dateScalarDay(filter.registeredFrom);
  if (from) query.datacadastro_after = from;
  const to = dateScalarDay(filter.registeredTo);
  if (to) query.datacadastro_before = to;
  const section = filter.sectionId?.trim();
  if (section && /^\d{1,12}$/.test(section)) query.secao = Number(section);
  const description = filter.description?.trim();
  if (description) query.descricao = description;
  if (filter.code != null) query.codprod = filter.code;
  const auxiliary = filter.auxiliaryCode?.trim();
  if (auxiliary) query.codauxiliar = auxiliary;
  if (filter.onOfferOnly) query.oferta = 'S';
  if (filter.withoutImageOnly) query.imagem = 'None';
  if (filter.outOfLine != null) query.foralinha = filter.outOfLine ? 'S' : 'N';
  return query;
}
