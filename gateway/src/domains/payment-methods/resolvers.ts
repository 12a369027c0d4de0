// Resolvers of schema/payment-methods.graphql ('Formas de Pagamento', type 1 by the policy): the list, and each
// change as the kit's record pipeline (kit/mutation.ts): rules, the record, the code's uniqueness and the image,
// then one journaled write with its audit entry.
import type { Context } from '../../context';
import type { MutationResolvers, PaymentMethodInput, QueryResolvers } from '../../generated/resolvers-types';
import { imageProblem, storedFilesBase } from '../../kit/image-check';
import { mappedPage } from '../../kit/page-read';
import { failure, refusal } from '../../kit/payload';
import { deleteChange } from '../../kit/record-delete';
import { saveChange } from '../../kit/record-save';
import { reading } from '../../kit/read';
import { existing } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { PaymentMethodRecord, PaymentMethodWrite } from '../../upstreams/product-api/payment-methods';
import { MAX_PAGE_SIZE } from '../../upstreams/product-api/transport';
import type { UserErrorData } from '../../user-error';
import { sameSubmission } from '../../workflows/keys';
import { StepRefusal } from '../../workflows/runner';
import { journalSubject } from '../../workflows/subjects';
import { toPaymentMethod, toPaymentMethodWrite } from './mappers';
import { PAYMENT_METHOD_IMAGE, PAYMENT_METHOD_MESSAGES, paymentMethodProblems, sameCode } from './rules';
import { performChange } from '../../workflows/engine';
import { workflowDeps } from '../../workflows/deps';

const TABLE = 'formas-pagamento';

const upstreamStatus = (error: unknown) => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus;
/** The API refuses to delete a method that orders still name (400 or 409). */
const inUse = (error: unknown) => upstreamStatus(error) === 400 || upstreamStatus(error) === 409;

const refused = refusal('paymentMethod');

const lookup = (ctx: Context, id: string, failed: string) =>
  existing<PaymentMethodRecord>(ctx, { id, get: (n) => ctx.upstreams.productApi.paymentMethods.get(n), notFound: PAYMENT_METHOD_MESSAGES.notFound, failed });

/** Whether another method has this internal code. A short list (a few dozen at most): read whole, so the check
 *  does not depend on an API filter. */
async function codeTaken(ctx: Context, code: string, ownId: number | undefined): Promise<boolean> {
  const all = await ctx.upstreams.productApi.paymentMethods.list(1, MAX_PAGE_SIZE);
  return all.items.some((m) => m.id !== ownId && sameCode(m.codInterno ?? '', code));
}

/** The internal code's uniqueness, then the image (only a new one: a stored one was accepted). */
async function verify(ctx: Context, input: PaymentMethodInput, before: PaymentMethodRecord | null, failed: string): Promise<UserErrorData[]> {
  try {
    if (await codeTaken(ctx, input.internalCode, before?.id)) return failure('CODE_TAKEN', PAYMENT_METHOD_MESSAGES.codeTaken, 'internalCode');
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${failed}${textOf(error)}`);
  }
  const image = input.imageUrl?.trim();
  if (image && image !== before?.imagem) {
    const problem = await imageProblem(image, PAYMENT_METHOD_IMAGE, storedFilesBase(ctx.services.connections.settings.urls));
    if (problem) return failure('IMAGE_INVALID', problem, 'imageUrl');
  }
  return [];
}

/** Create or update: the same form, one write, the code checked again inside the run. */
function save(ctx: Context, id: string | null | undefined, input: PaymentMethodInput) {
  const api = ctx.upstreams.productApi.paymentMethods;
  const write: PaymentMethodWrite = toPaymentMethodWrite(input);
  return performChange(
    workflowDeps(ctx),
    saveChange({
      id,
      kind: 'payment_method',
      table: TABLE,
      texts: PAYMENT_METHOD_MESSAGES,
      problems: () => paymentMethodProblems(input),
      lookup: (n, failed) => lookup(ctx, n, failed),
      verify: (before, failed) => verify(ctx, input, before, failed),
      write: (before) => ({
        subject: journalSubject(TABLE, before ? before.id : write.codInterno.toLowerCase()),
        key: sameSubmission({ id: before?.id ?? null, write }),
        // Read again while the run holds the code's subject: a method given this code meanwhile is not made twice.
        check: async () => {
          if (await codeTaken(ctx, write.codInterno, before?.id)) throw new StepRefusal('CODE_TAKEN', PAYMENT_METHOD_MESSAGES.codeTaken, false, 'internalCode');
        },
        write: () => (before ? api.update(before.id, write) : api.create(write)),
      }),
      done: (record, message) => ({ paymentMethod: toPaymentMethod(record), message, errors: [] }),
      refused,
    }),
  );
}

const Query: QueryResolvers = {
  paymentMethods: (_parent, { page, pageSize }, ctx) =>
    reading(PAYMENT_METHOD_MESSAGES.loadFailed, () =>
      mappedPage(page, pageSize, (n, size) => ctx.upstreams.productApi.paymentMethods.list(n, size), toPaymentMethod),
    ),
};

const Mutation: MutationResolvers = {
  createPaymentMethod: (_parent, { input }, ctx) => save(ctx, null, input),
  updatePaymentMethod: (_parent, { id, input }, ctx) => save(ctx, id, input),
  savePaymentMethod: (_parent, { id, input }, ctx) => save(ctx, id, input),
  deletePaymentMethod: (_parent, { id }, ctx) =>
    performChange(
      workflowDeps(ctx),
      deleteChange({
        kind: 'payment_method_delete',
        table: TABLE,
        load: () => lookup(ctx, id, PAYMENT_METHOD_MESSAGES.deleteFailed),
        remove: (n) => ctx.upstreams.productApi.paymentMethods.delete(n),
        inUse: { when: inUse, text: PAYMENT_METHOD_MESSAGES.inUse },
        failed: PAYMENT_METHOD_MESSAGES.deleteFailed,
        deleted: PAYMENT_METHOD_MESSAGES.deleted,
      }),
    ),
};

export const paymentMethodResolvers = { Query, Mutation };
