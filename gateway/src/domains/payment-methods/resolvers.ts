// Resolvers of schema/payment-methods.graphql ('Formas de Pagamento', type 1 by the policy). The list answers the
// spec's load prefix; each change is one journaled write with its audit entry.
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { MutationResolvers, PaymentMethodInput, QueryResolvers } from '../../generated/resolvers-types';
import type { PaymentMethodRecord } from '../../upstreams/product-api/payment-methods';
import { isNotFound, MAX_PAGE_SIZE } from '../../upstreams/product-api/transport';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../workflows/effects';
import { StepRefusal } from '../../workflows/runner';
import { pageRequest, pageResult } from '../paging';
import { imageProblem } from '../uploads/image-check';
import { toPaymentMethod, toPaymentMethodWrite } from './mappers';
import { PAYMENT_METHOD_IMAGE, PAYMENT_METHOD_MESSAGES, paymentMethodProblems, sameCode } from './rules';

const TABLE = 'formas-pagamento';

const upstreamStatus = (error: unknown) => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus;
const inUse = (error: unknown) => upstreamStatus(error) === 400 || upstreamStatus(error) === 409;
const validId = (id: string) => /^\d{1,12}$/.test(id.trim());
const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];
const refused = (errors: UserErrorData[]) => ({ paymentMethod: null, message: null, errors });

/** The payment method by id, or the user error that answers instead. */
async function existing(ctx: Context, id: string, prefix: string): Promise<PaymentMethodRecord | UserErrorData[]> {
  if (!validId(id)) return failure('NOT_FOUND', PAYMENT_METHOD_MESSAGES.notFound, 'id');
  try {
    return await ctx.upstreams.productApi.paymentMethods.get(Number(id));
  } catch (error) {
    if (isNotFound(error)) return failure('NOT_FOUND', PAYMENT_METHOD_MESSAGES.notFound, 'id');
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
}

/** Whether another method has this internal code. A short list (a few dozen at most): read whole, so the check
 *  does not depend on an API filter. */
async function codeTaken(ctx: Context, code: string, ownId: number | undefined): Promise<boolean> {
  const all = await ctx.upstreams.productApi.paymentMethods.list(1, MAX_PAGE_SIZE);
  return all.items.some((m) => m.id !== ownId && sameCode(m.codInterno ?? '', code));
}

/** The form's problems, the internal code's uniqueness, then the image (only a new one: a stored one was accepted). */
async function formErrors(ctx: Context, input: PaymentMethodInput, before: PaymentMethodRecord | null, prefix: string): Promise<UserErrorData[]> {
  const problems = paymentMethodProblems(input);
  if (problems.length) return inputErrors(problems);
  try {
    if (await codeTaken(ctx, input.internalCode, before?.id)) return failure('CODE_TAKEN', PAYMENT_METHOD_MESSAGES.codeTaken, 'internalCode');
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
  const image = input.imageUrl?.trim();
  if (image && image !== before?.imagem) {
    const problem = await imageProblem(image, PAYMENT_METHOD_IMAGE, ctx.services.connections.settings.urls.storage);
    if (problem) return failure('IMAGE_INVALID', problem, 'imageUrl');
  }
  return [];
}

const Query: QueryResolvers = {
  paymentMethods: async (_parent, { page, pageSize }, ctx) => {
    const request = pageRequest(page, pageSize);
    try {
      const found = await ctx.upstreams.productApi.paymentMethods.list(request.page, request.size);
      return pageResult(request, { total: found.total, items: found.items.map(toPaymentMethod) });
    } catch (error) {
      throw new GraphQLError(`${PAYMENT_METHOD_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
  },
};

const Mutation: MutationResolvers = {
  savePaymentMethod: async (_parent, { id, input }, ctx) => {
    const prefix = id == null ? PAYMENT_METHOD_MESSAGES.createFailed : PAYMENT_METHOD_MESSAGES.updateFailed;
    const api = ctx.upstreams.productApi.paymentMethods;
    const before = id == null ? null : await existing(ctx, id, prefix);
    if (Array.isArray(before)) return refused(before);
    const errors = await formErrors(ctx, input, before, prefix);
    if (errors.length) return refused(errors);
    const write = toPaymentMethodWrite(input);
    const outcome = await runChange(workflowDeps(ctx), {
      kind: before ? 'payment_method_update' : 'payment_method_create',
      subject: `${TABLE}:${before ? before.id : write.codInterno.toLowerCase()}`,
      table: TABLE,
      method: before ? 'PUT' : 'POST',
      before,
      asked: { id: before?.id ?? null, write },
      // Read again while the run holds the code's subject: a method given this code meanwhile is not made twice.
      check: async () => {
        if (await codeTaken(ctx, write.codInterno, before?.id)) throw new StepRefusal('CODE_TAKEN', PAYMENT_METHOD_MESSAGES.codeTaken, false, 'internalCode');
      },
      write: () => (before ? api.update(before.id, write) : api.create(write)),
      prefix,
    });
    if (!outcome.record) return refused(outcome.errors);
    return {
      paymentMethod: toPaymentMethod(outcome.record),
      message: before ? PAYMENT_METHOD_MESSAGES.updated : PAYMENT_METHOD_MESSAGES.created,
      errors: [],
    };
  },
  deletePaymentMethod: async (_parent, { id }, ctx) => {
    const prefix = PAYMENT_METHOD_MESSAGES.deleteFailed;
    const before = await existing(ctx, id, prefix);
    if (Array.isArray(before)) return { deletedId: null, message: null, errors: before };
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'payment_method_delete',
      subject: `${TABLE}:${before.id}`,
      table: TABLE,
      method: 'DELETE',
      before,
      asked: { id: before.id },
      write: async () => {
        try {
          await ctx.upstreams.productApi.paymentMethods.delete(before.id);
        } catch (error) {
          // The API refuses to delete a method that orders still name: a fact to show, not a fault to retry.
          if (inUse(error)) throw new StepRefusal('REFUSED', `${prefix}${PAYMENT_METHOD_MESSAGES.inUse}`);
          throw error;
        }
        return { id: before.id };
      },
      after: () => null,
      prefix,
    });
    if (!outcome.record) return { deletedId: null, message: null, errors: outcome.errors };
    return { deletedId: String(before.id), message: PAYMENT_METHOD_MESSAGES.deleted, errors: [] };
  },
};

export const paymentMethodResolvers = { Query, Mutation };
