// The rows of 'Edição de Ofertas' as the editor changes them (docs/areas/catalogue.md#offers): a row may be added
// only when there is none or the first is type L, and then copies the first row's type and dates; choosing L when
// several rows exist keeps only the first saved one. These editor rules live here only (the gateway sees the saved
// list, never rows being edited); `canAddOffer` is the client-side pre-check of the one rule the gateway enforces
// again on save ('more than one offer only when all are type L', gateway/src/domains/products/offer-rules.ts
// offerProblems), which also copies the first row's dates to every row.
import type { ProductCard_ProductFragment, ProductOfferInput } from '../generated/graphql';
import { decimalOf, decimalProblem, moneyText } from '../lib/moneyField';
import type { Checked } from '../lib/useDialogForm';
import { quantityText } from './form';

export interface OfferRowValues {
  key: string;
  id: string | null;
  type: string;
  price: string;
  minQuantity: string;
  maxQuantity: string;
  startsOn: string;
  endsOn: string;
}

export const OFFER_ROW_TYPES = [
  { value: 'L', label: 'Limitação' },
  { value: 'A', label: 'Atacado' },
  { value: 'O', label: 'Oferta' },
  { value: 'V', label: 'Volume' },
] as const;

let counter = 0;
const nextKey = () => `nova-${++counter}`;

export const offerRowsOf = (product: ProductCard_ProductFragment): OfferRowValues[] =>
  product.offers.map((o) => ({
    key: o.id,
    id: o.id,
    type: o.type.code,
    price: moneyText(o.price),
    minQuantity: quantityText(o.minQuantity),
    maxQuantity: quantityText(o.maxQuantity),
    startsOn: o.startsOn ?? '',
    endsOn: o.endsOn ?? '',
  }));

export const canAddOffer = (rows: readonly OfferRowValues[]) => rows.length === 0 || rows[0].type === 'L';

export function addOfferRow(rows: readonly OfferRowValues[]): OfferRowValues[] {
  if (!canAddOffer(rows)) return [...rows];
  const first = rows[0];
  const row: OfferRowValues = first
    ? { key: nextKey(), id: null, type: 'L', price: '', minQuantity: '', maxQuantity: '', startsOn: first.startsOn, endsOn: first.endsOn }
    : { key: nextKey(), id: null, type: 'O', price: '', minQuantity: '0', maxQuantity: '0', startsOn: '', endsOn: '' };
  return [...rows, row];
}

/** Several rows are tiers of type L only (the gateway refuses a mix): a type change that would mix them keeps
 *  the first saved row (or the changed one) with the new type, as docs/areas/catalogue.md#offers says of choosing L. */
export function changeOfferType(rows: readonly OfferRowValues[], index: number, type: string): OfferRowValues[] {
  const changed = rows.map((row, i) => (i === index ? { ...row, type, ...(type === 'L' ? {} : { minQuantity: '0', maxQuantity: '0' }) } : row));
  if (changed.length < 2 || changed.every((row) => row.type === 'L')) return changed;
  const keep = rows.find((row) => row.id !== null) ?? rows[index];
  return [{ ...keep, type, ...(type === 'L' ? {} : { minQuantity: '0', maxQuantity: '0' }) }];
}

/** How many rows a type change would take away (the editor asks before they go). */
export const rowsLostByType = (rows: readonly OfferRowValues[], index: number, type: string) => rows.length - changeOfferType(rows, index, type).length;

/** Under a first row of type L every other row is a tier of type L too: their type follows the first. */
export const typeFollowsFirst = (rows: readonly OfferRowValues[], index: number) => index > 0 && rows[0]?.type === 'L';

/** The rows to send, or what is wrong with a number typed in them ('1.234,5678', '999999999999'), on its field:
 *  the gateway would take a number it cannot read for a missing one. Empty and negative are the gateway's to say. */
export function offerCheck(rows: readonly OfferRowValues[]): Checked<ProductOfferInput[]> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    for (const field of ['price', 'minQuantity', 'maxQuantity'] as const) {
      const problem = row[field].trim() ? decimalProblem(row[field]) : null;
      if (problem) errors[`offers.${index}.${field}`] = problem;
    }
  });
  return Object.keys(errors).length ? { errors } : { input: offerInputs(rows) };
}

/** The rows as the mutation takes them; unreadable numbers go as null (the gateway names the field). */
export const offerInputs = (rows: readonly OfferRowValues[]): ProductOfferInput[] =>
  rows.map((row) => ({
    id: row.id,
    type: row.type,
    price: decimalOf(row.price),
    minQuantity: decimalOf(row.minQuantity),
    maxQuantity: decimalOf(row.maxQuantity),
    startsOn: row.startsOn || null,
    endsOn: row.endsOn || null,
  }));
