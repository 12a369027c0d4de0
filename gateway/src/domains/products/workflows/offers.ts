// saveProductOffers ('Edição de Ofertas'): the editor's rows checked by the offer rules, then one journaled
// workflow per save: each delete, update and create its own step, the product marked on offer when an offer is
// new, and one audit entry with the offers before and after. An upstream fault is retried here (automatic attempts
// resume after the last step done); an attempt after one whose answer was lost finds what it already did: a
// delete of an offer already gone is done, and a create first looks for the offer it may have made.
// deleteProductOffers (the card's delete confirmation; docs/decisions/0015-products-belong-to-the-erp.md: products
// belong to the ERP, so the card deletes the product's offers, never the product) is the same workflow with no rows,
// which also takes the product off offer (oferta N, type V) so the card stops showing an offer it no longer has.
import type { Context } from '../../../context';
import type { ProductOfferInput, ResolversTypes } from '../../../generated/resolvers-types';
import { dateScalarDay } from '../../../kit/dates';
import { failure, isRefusal, refusal } from '../../../kit/payload';
import type { OfferRecord, OfferWrite, ProductRecord, ProductWrite } from '../../../upstreams/product-api/products';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { inputErrors, type UserErrorData } from '../../../user-error';
import { auditStep } from '../../../workflows/audit';
import { workflowDeps } from '../../../workflows/deps';
import { failureWith } from '../../../workflows/effects';
import { performChange } from '../../../workflows/engine';
import { sameSubmission } from '../../../workflows/keys';
import { busyText } from '../../../workflows/busy';
import { RUN_ATTEMPTS, type StepIO, type WorkflowStep } from '../../../workflows/runner';
import { journalSubject } from '../../../workflows/subjects';
import { PRODUCT_EDIT_MESSAGES } from '../edit-rules';
import { toProduct } from '../mappers';
import { productLookup } from '../queries';
import { markedProduct, OFFER_MESSAGES, offerPlan, offerProblems, priceBeforeOffers, rowsToSave, unmarkedProduct, type OfferRow } from '../offer-rules';

const refused = refusal('product');

/** The stored product without the fields the API sets itself. */
function writableOf(product: ProductRecord): ProductWrite {
  const { id: _id, dataatualizacao: _updated, ofertasProduto: _offers, ...write } = product;
  return write;
}

const rowOf = (input: ProductOfferInput): OfferRow => ({
  id: input.id?.trim() || null,
  type: input.type.trim().toUpperCase(),
  price: input.price ?? '',
  minQuantity: input.minQuantity ?? '',
  maxQuantity: input.maxQuantity ?? '',
  startsOn: dateScalarDay(input.startsOn) ?? '',
  endsOn: dateScalarDay(input.endsOn) ?? '',
});

/** The same offer as `write` (what a create sends), compared on the fields the editor sets. */
const sameOffer = (offer: OfferRecord, write: OfferWrite) =>
  offer.tipopoferta === write.tipopoferta &&
  Number(offer.poferta) === Number(write.poferta) &&
  Number(offer.liminicial) === Number(write.liminicial) &&
  Number(offer.limfinal) === Number(write.limfinal) &&
  (offer.dtinicial ?? '').slice(0, 10) === (write.dtinicial ?? '').slice(0, 10) &&
  (offer.dtfinal ?? '').slice(0, 10) === (write.dtfinal ?? '').slice(0, 10);

/** The product whose offers change; its refusals name the mutation's argument, productId. */
async function productOf(ctx: Context, id: string): Promise<ProductRecord | UserErrorData[]> {
  const found = await productLookup(ctx, id, OFFER_MESSAGES.loadFailed);
  return isRefusal(found) ? found.map((error) => (error.field === 'id' ? { ...error, field: 'productId' } : error)) : found;
}

/** What a save does and says: the editor's save, or the card's deletion of every offer. */
interface OfferSaveMode {
  kind: 'save' | 'delete';
  failedPrefix: string;
}

export const SAVE_MODE: OfferSaveMode = { kind: 'save', failedPrefix: OFFER_MESSAGES.updateFailed };
export const DELETE_MODE: OfferSaveMode = { kind: 'delete', failedPrefix: OFFER_MESSAGES.deleteFailed };

export async function saveOffers(ctx: Context, productId: string, offers: readonly ProductOfferInput[], mode: OfferSaveMode) {
  const before = await productOf(ctx, productId);
  if (isRefusal(before)) return refused(before);
  const stored = before.ofertasProduto ?? [];
  // Whether offers carry the price before them is an extension (upstreams/capabilities.ts): what a read shows is kept.
  if (stored.length) ctx.services.connections.capabilities.found('previousOfferPrice', stored.some((o) => 'pvenda_anterior' in o) ? 'on' : 'off', 'learned');
  const rows = offers.length ? rowsToSave(offers.map(rowOf)) : [];
  if (rows.some((r) => r.id !== null && !stored.some((o) => String(o.id) === r.id))) {
    return refused(failure('NOT_FOUND', OFFER_MESSAGES.offerNotFound, 'offers'));
  }
  const problems = offerProblems(rows);
  if (problems.length) return refused(inputErrors(problems));
  const plan = offerPlan(before, stored, rows);
  const storedIds = stored.map((o) => o.id);
  const api = ctx.upstreams.productApi.products;
  const deps = workflowDeps(ctx);
  // A save that leaves no offer takes the product off offer, as the card's delete does.
  const leavesNone = mode.kind === 'delete' || rows.length === 0;
  // No offer left: the sale price goes back to what it was before the offers (when the API recorded it).
  const restored = leavesNone ? priceBeforeOffers(stored) : null;
  const repriced = restored !== null && Number(restored) !== Number(before.pvenda) ? { pvenda: restored } : null;
  const change = leavesNone ? unmarkedProduct(before) : markedProduct(rows);
  const marked = change || repriced ? { ...change, ...repriced } : null;
  // A card shown before someone else deleted its offers: nothing to delete, nothing to audit.
  if (mode.kind === 'delete' && !stored.length && !marked) return refused(failure('NOT_FOUND', OFFER_MESSAGES.nothingToDelete, 'productId'));
  const steps: WorkflowStep[] = [
    ...plan.deletes.map((id) => ({
      name: `delete-${id}`,
      failure: failureWith('WRITE_FAILED', OFFER_MESSAGES.deleteFailed.trim()),
      run: async () => {
        try {
          await api.deleteOffer(id);
        } catch (error) {
          // Gone already (an earlier attempt whose answer was lost): what was asked holds.
          if (!isNotFound(error)) throw error;
        }
        return { id };
      },
    })),
    ...plan.updates.map(({ id, write }) => ({
      name: `update-${id}`,
      failure: failureWith('WRITE_FAILED', OFFER_MESSAGES.updateFailed.trim()),
      run: () => api.updateOffer(id, write),
    })),
    ...plan.creates.map((write, i) => ({
      name: `create-${i}`,
      failure: failureWith('WRITE_FAILED', OFFER_MESSAGES.updateFailed.trim()),
      run: async (io: StepIO) => {
        if (io.attempt > 1) {
          // An offer this save made whose answer never came: one the product did not have and no other create took.
          const taken = new Set([...storedIds, ...Object.values(io.results).map((r) => (r as { id?: number } | null)?.id)]);
          const made = (await api.offersOf(before.id)).find((o) => !taken.has(o.id) && sameOffer(o, write));
          if (made) return made;
        }
        return api.createOffer(write);
      },
    })),
    ...(marked
      ? [
          {
            name: 'mark-product',
            failure: failureWith('WRITE_FAILED', PRODUCT_EDIT_MESSAGES.updateFailed.trim()),
            run: () => api.update(before.id, { ...writableOf(before), ...marked }),
          },
          // The product changed too (offer flag and type): its own entry, as 'Edição de Produto' writes one.
          auditStep(deps, 'audit.product', 'produtos', 'PUT', (results) => ({
            before: { id: before.id, ...writableOf(before) },
            after: results['mark-product'],
          })),
        ]
      : []),
    auditStep(deps, 'audit', 'ofertas', mode.kind === 'delete' ? 'DELETE' : 'PUT', (results) => ({
      before: { produto: before.id, ofertas: stored },
      after: {
        produto: before.id,
        ofertas: Object.entries(results)
          .filter(([name]) => /^(update|create)-/.test(name))
          .map(([, offer]) => offer),
        excluidas: plan.deletes,
      },
    })),
  ];
  return performChange<never, ResolversTypes['ProductPayload']>(deps, {
    run: () => ({
      kind: mode.kind === 'delete' ? 'product_offers_delete' : 'product_offers',
      subject: journalSubject('produtos', before.id),
      // Keyed by the rows asked: the same save sent ten times at once is one run.
      key: sameSubmission({ productId: before.id, rows }),
      input: { before: stored, rows },
      steps,
      // An upstream fault is resumed after the last step done, within the request.
      attempts: RUN_ATTEMPTS,
      busy: busyText(mode.failedPrefix),
    }),
    done: async () => {
      const saved = await api.getSorted(before.id);
      const message = mode.kind === 'delete' ? OFFER_MESSAGES.deleted : plan.creates.length ? OFFER_MESSAGES.created : OFFER_MESSAGES.saved;
      return { product: toProduct(saved), message, errors: [] };
    },
    refused: (errors) => refused(errors),
  });
}
