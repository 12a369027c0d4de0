// Resolvers of schema/highlights.graphql ('Destaques', types 1 and 5 by the policy). The list answers the spec's
// load prefix; each change is one journaled write with its audit entry. Creations share one journal subject, so
// two at once cannot both take the seventh place: the count is read again inside the run.
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { HighlightInput, MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import type { HighlightRecord } from '../../upstreams/product-api/highlights';
import { isNotFound } from '../../upstreams/product-api/transport';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { StepRefusal } from '../../workflows/runner';
import { pageRequest, pageResult } from '../../kit/paging';
import { imageProblem } from '../../kit/image-check';
import { toHighlight, toHighlightWrite } from './mappers';
import { HIGHLIGHT_IMAGE, HIGHLIGHT_LIMIT, HIGHLIGHT_MESSAGES, highlightProblems, mayAddHighlight } from './rules';

const TABLE = 'destaques';
/** Every creation runs on this subject: the journal lets one run hold it at a time, across gateway instances. */
const CREATION_SUBJECT = 'destaques:novo';

const validId = (id: string) => /^\d{1,12}$/.test(id.trim());
const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];
const refused = (errors: UserErrorData[]) => ({ highlight: null, message: null, errors });

/** The highlight by id, or the user error that answers instead. */
async function existing(ctx: Context, id: string, prefix: string): Promise<HighlightRecord | UserErrorData[]> {
  if (!validId(id)) return failure('NOT_FOUND', HIGHLIGHT_MESSAGES.notFound, 'id');
  try {
    return await ctx.upstreams.productApi.highlights.get(Number(id));
  } catch (error) {
    if (isNotFound(error)) return failure('NOT_FOUND', HIGHLIGHT_MESSAGES.notFound, 'id');
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
}

/** The form's problems, then the image's (only a new image: one already stored was accepted when it was). */
async function formErrors(ctx: Context, input: HighlightInput, before: HighlightRecord | null): Promise<UserErrorData[]> {
  const problems = highlightProblems(input);
  if (problems.length) return inputErrors(problems);
  const image = input.imageUrl?.trim();
  if (image && image !== before?.imagem) {
    const problem = await imageProblem(image, HIGHLIGHT_IMAGE, ctx.services.connections.settings.urls.storage);
    if (problem) return failure('IMAGE_INVALID', problem, 'imageUrl');
  }
  return [];
}

const Query: QueryResolvers = {
  highlights: async (_parent, { page, pageSize }, ctx) => {
    const request = pageRequest(page, pageSize);
    try {
      const found = await ctx.upstreams.productApi.highlights.list(request.page, request.size);
      return { ...pageResult(request, { total: found.total, items: found.items.map(toHighlight) }), limit: HIGHLIGHT_LIMIT };
    } catch (error) {
      throw new GraphQLError(`${HIGHLIGHT_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
  },
};

const Mutation: MutationResolvers = {
  saveHighlight: async (_parent, { id, input }, ctx) => {
    const prefix = id == null ? HIGHLIGHT_MESSAGES.createFailed : HIGHLIGHT_MESSAGES.updateFailed;
    const api = ctx.upstreams.productApi.highlights;
    const before = id == null ? null : await existing(ctx, id, prefix);
    if (Array.isArray(before)) return refused(before);
    const errors = await formErrors(ctx, input, before);
    if (errors.length) return refused(errors);
    if (!before) {
      try {
        if (!mayAddHighlight(await api.count())) return refused(failure('REFUSED', HIGHLIGHT_MESSAGES.limit));
      } catch (error) {
        return refused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
      }
    }
    const write = toHighlightWrite(input, before);
    const outcome = await runChange(workflowDeps(ctx), {
      kind: before ? 'highlight_update' : 'highlight_create',
      subject: before ? `${TABLE}:${before.id}` : CREATION_SUBJECT,
      table: TABLE,
      method: before ? 'PUT' : 'POST',
      before,
      asked: { id: before?.id ?? null, write },
      write: async () => {
        if (before) return api.update(before.id, write);
        if (!mayAddHighlight(await api.count())) throw new StepRefusal('REFUSED', HIGHLIGHT_MESSAGES.limit);
        return api.create(write);
      },
      prefix,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { highlight: toHighlight(outcome.record), message: before ? HIGHLIGHT_MESSAGES.updated : HIGHLIGHT_MESSAGES.created, errors: [] };
  },
  deleteHighlight: async (_parent, { id }, ctx) => {
    const prefix = HIGHLIGHT_MESSAGES.deleteFailed;
    const before = await existing(ctx, id, prefix);
    if (Array.isArray(before)) return { deletedId: null, message: null, errors: before };
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'highlight_delete',
      subject: `${TABLE}:${before.id}`,
      table: TABLE,
      method: 'DELETE',
      before,
      asked: { id: before.id },
      write: async () => {
        await ctx.upstreams.productApi.highlights.delete(before.id);
        return { id: before.id };
      },
      after: () => null,
      prefix,
    });
    if (!outcome.record) return { deletedId: null, message: null, errors: outcome.errors };
    return { deletedId: String(before.id), message: HIGHLIGHT_MESSAGES.deleted, errors: [] };
  },
};

export const highlightResolvers = { Query, Mutation };
