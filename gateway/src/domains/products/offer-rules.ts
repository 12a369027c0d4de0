// The offers' rules the gateway enforces on save (docs/areas/catalogue.md#offers;
// docs/decisions/0015-products-belong-to-the-erp.md), as pure functions: the form's checks (more than one offer only
// when all are type L, tiers that do not overlap), the first offer's dates copied to every row on save, the save's plan
// (deletes, updates, creates) and the product marked on offer when a new offer is saved. The editor's own row behaviour
// (when 'Adicionar Oferta' is enabled, what a new row copies, what a type change keeps) is the web's alone
// (web/src/products/offers.ts): the gateway never sees rows being edited, only the saved list, which offerProblems
// checks again.
import type { OfferRecord, OfferWrite, ProductRecord } from '../../upstreams/product-api/products';
import { problemList, type FieldProblem } from '../../kit/form-rules';

export const OFFER_MESSAGES = {
  required: 'Campo Obrigatório',
  minZero: 'O valor mínimo é 0!',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial.',
  limits: 'O limite final deve ser maior ou igual ao inicial.',
  addRefused: 'Mais de uma oferta só é permitida quando todas são do tipo L.',
  overlap: (a: string, b: string) => `As faixas de quantidade não podem se sobrepor (${a} e ${b}).`,
  created: 'Oferta criada com Sucesso!',
  saved: 'Ofertas Atualizadas com Sucesso!',
  // The spec has no text for the card's delete; worded like its neighbours ('Destaque Excluído com Sucesso!').
  deleted: 'Ofertas Excluídas com Sucesso!',
  nothingToDelete: 'Este produto não possui ofertas para excluir.',
  offerNotFound: 'Oferta não encontrada para este produto.',
  updateFailed: 'Erro ao Atualizar Oferta: ',
  deleteFailed: 'Erro ao Excluir Oferta: ',
  loadFailed: 'Erro ao carregar ofertas do produto: ',
} as const;

/** One row of the editor: id null for a new offer. Prices and limits as decimal strings, days as 'YYYY-MM-DD'. */
export interface OfferRow {
  id: string | null;
  type: string;
  price: string;
  minQuantity: string;
  maxQuantity: string;
  startsOn: string;
  endsOn: string;
}

/** Saving copies the first offer's dates to every row; types other than L keep their limits at 0. */
export function rowsToSave(rows: readonly OfferRow[]): OfferRow[] {
  const first = rows[0];
  return rows.map((row) => ({
    ...row,
    type: row.type.trim().toUpperCase(),
    startsOn: first.startsOn,
    endsOn: first.endsOn,
    ...(row.type.trim().toUpperCase() === 'L' ? {} : { minQuantity: '0', maxQuantity: '0' }),
  }));
}

const amount = (value: string) => (value.trim() === '' ? null : Number(value));

/** The rows' problems, fields named `offers.{index}.{field}` (the first row's dates stand for all). */
export function offerProblems(rows: readonly OfferRow[]): FieldProblem[] {
  const { problems, add } = problemList();
  rows.forEach((row, i) => {
    const field = (name: string) => `offers.${i}.${name}`;
    if (!row.type.trim()) add(field('type'), OFFER_MESSAGES.required);
    const price = amount(row.price);
    if (price === null || Number.isNaN(price)) add(field('price'), OFFER_MESSAGES.required);
    else if (price < 0) add(field('price'), OFFER_MESSAGES.minZero);
    if (!row.startsOn) add(field('startsOn'), OFFER_MESSAGES.required);
    if (!row.endsOn) add(field('endsOn'), OFFER_MESSAGES.required);
    if (row.startsOn && row.endsOn && row.endsOn < row.startsOn) add(field('endsOn'), OFFER_MESSAGES.endBeforeStart);
    if (row.type.trim().toUpperCase() === 'L') {
      const min = amount(row.minQuantity);
      const max = amount(row.maxQuantity);
      if (min === null || Number.isNaN(min)) add(field('minQuantity'), OFFER_MESSAGES.required);
      else if (min < 0) add(field('minQuantity'), OFFER_MESSAGES.minZero);
      if (max === null || Number.isNaN(max)) add(field('maxQuantity'), OFFER_MESSAGES.required);
      else if (max < 0) add(field('maxQuantity'), OFFER_MESSAGES.minZero);
      else if (min !== null && max < min) add(field('maxQuantity'), OFFER_MESSAGES.limits);
    }
  });
  // docs/areas/catalogue.md#offers: several offers are tiers of type L; a second row of another type would mix prices.
  if (rows.length > 1 && rows.some((r) => r.type.trim().toUpperCase() !== 'L')) add('offers', OFFER_MESSAGES.addRefused);
  else if (rows.length > 1) overlappingTiers(rows).forEach(({ index, message }) => add(`offers.${index}.minQuantity`, message));
  return problems;
}

const tierText = (min: number, max: number) => `${min} a ${max}`;

/** Tiers sharing a quantity (1-5 and 3-10, or 1-5 and 5-10): the later row of each pair is named. */
function overlappingTiers(rows: readonly OfferRow[]): { index: number; message: string }[] {
  const tiers = rows.map((r) => ({ min: amount(r.minQuantity), max: amount(r.maxQuantity) }));
  const found: { index: number; message: string }[] = [];
  tiers.forEach((tier, i) => {
    if (tier.min === null || tier.max === null || Number.isNaN(tier.min) || Number.isNaN(tier.max)) return;
    const earlier = tiers.slice(0, i).find((t) => t.min !== null && t.max !== null && t.min <= tier.max! && tier.min! <= t.max);
    if (earlier) found.push({ index: i, message: OFFER_MESSAGES.overlap(tierText(earlier.min!, earlier.max!), tierText(tier.min, tier.max)) });
  });
  return found;
}

export interface OfferPlan {
  deletes: number[];
  updates: { id: number; write: OfferWrite }[];
  creates: OfferWrite[];
}

/** What the save writes: stored offers missing from the rows are deleted, changed ones updated, new ones created. */
export function offerPlan(
  product: Pick<ProductRecord, 'id' | 'codprod' | 'codauxiliar' | 'codfilial'>,
  stored: readonly OfferRecord[],
  rows: readonly OfferRow[],
): OfferPlan {
  const write = (row: OfferRow, atualizacao = 'N'): OfferWrite => ({
    tipopoferta: row.type,
    poferta: row.price,
    codprod: product.codprod,
    codauxiliar: product.codauxiliar,
    liminicial: row.minQuantity || '0',
    limfinal: row.maxQuantity || '0',
    dtinicial: row.startsOn || null,
    dtfinal: row.endsOn || null,
    codfilial: product.codfilial,
    produto: product.id,
    atualizacao,
  });
  const kept = new Set(rows.filter((r) => r.id !== null).map((r) => Number(r.id)));
  const byId = new Map(stored.map((o) => [o.id, o]));
  const same = (a: OfferWrite, b: OfferRecord) =>
    a.tipopoferta === b.tipopoferta &&
    Number(a.poferta) === Number(b.poferta) &&
    Number(a.liminicial) === Number(b.liminicial) &&
    Number(a.limfinal) === Number(b.limfinal) &&
    (a.dtinicial ?? '') === (b.dtinicial ?? '').slice(0, 10) &&
    (a.dtfinal ?? '') === (b.dtfinal ?? '').slice(0, 10);
  return {
    deletes: stored.filter((o) => !kept.has(o.id)).map((o) => o.id),
    updates: rows
      .filter((r) => r.id !== null && byId.has(Number(r.id)))
      .map((r) => ({ id: Number(r.id), write: write(r, byId.get(Number(r.id))!.atualizacao) }))
      .filter((u) => !same(u.write, byId.get(u.id)!)),
    creates: rows.filter((r) => r.id === null).map((r) => write(r)),
  };
}

/** docs/areas/catalogue.md#offers: a new offer marks the product on offer with the first offer's type. */
export function markedProduct(rows: readonly OfferRow[]): Pick<ProductRecord, 'oferta' | 'tipopoferta'> | null {
  if (!rows.some((r) => r.id === null)) return null;
  return { oferta: 'S', tipopoferta: rows[0].type };
}

/** Deleting every offer takes a product marked on offer off it (oferta N, type V: 'Sem oferta'). */
export function unmarkedProduct(product: Pick<ProductRecord, 'oferta' | 'tipopoferta'>): Pick<ProductRecord, 'oferta' | 'tipopoferta'> | null {
  if (product.oferta !== 'S' && product.tipopoferta === 'V') return null;
  return { oferta: 'N', tipopoferta: 'V' };
}

/** The sale price the product had before its offers: the reference product API records the product's pvenda on
 *  each offer it creates (pvenda_anterior); the oldest offer's is the price before any of them. null when the API
 *  keeps none (the price is then left as it is). */
export function priceBeforeOffers(offers: readonly OfferRecord[]): string | null {
  const oldest = [...offers].sort((a, b) => a.id - b.id).find((o) => o.pvenda_anterior != null && o.pvenda_anterior !== '');
  return oldest ? String(oldest.pvenda_anterior) : null;
}
