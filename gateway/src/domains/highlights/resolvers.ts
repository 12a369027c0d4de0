// Resolvers of schema/highlights.graphql ('Destaques', types 1 and 5 by the policy): the list through the kit's
// read wrapper, and each change as the kit's record pipeline (kit/mutation.ts): the form's rules, the record, the
// image and the limit of 7, then one journaled write with its audit entry. Creations share one journal subject,
// so two at once cannot both take the seventh place: the count is read again inside the run.
import type { Context } from '../../context';
import type { HighlightInput, MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { imageProblem, storedFilesBase } from '../../kit/image-check';
import { mappedPage } from '../../kit/page-read';
import { failure, refusal } from '../../kit/payload';
import { deleteChange } from '../../kit/record-delete';
import { saveChange } from '../../kit/record-save';
import { reading } from '../../kit/read';
import { existing } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { HighlightRecord } from '../../upstreams/product-api/highlights';
import type { UserErrorData } from '../../user-error';
import { sameSubmission } from '../../workflows/keys';
import { StepRefusal } from '../../workflows/runner';
import { journalSubject } from '../../workflows/subjects';
import { toHighlight, toHighlightWrite } from './mappers';
import { HIGHLIGHT_IMAGE, HIGHLIGHT_LIMIT, HIGHLIGHT_MESSAGES, highlightProblems, mayAddHighlight } from './rules';
import { performChange } from '../../workflows/engine';
import { workflowDeps } from '../../workflows/deps';

const TABLE = 'destaques';
/** Every creation runs on this subject: the journal lets one run hold it at a time, across gateway instances. */
const CREATION_SUBJECT = journalSubject(TABLE, 'novo');

const refused = refusal('highlight');

const lookup = (ctx: Context, id: string, failed: string) =>
  existing<HighlightRecord>(ctx, { id, get: (n) => ctx.upstreams.productApi.highlights.get(n), notFound: HIGHLIGHT_MESSAGES.notFound, failed });

/** The image (only a new one: one already stored was accepted when it was), then, for a creation, the limit. */
async function verify(ctx: Context, input: HighlightInput, before: HighlightRecord | null, failed: string): Promise<UserErrorData[]> {
  const image = input.imageUrl?.trim();
  if (image && image !== before?.imagem) {
    const problem = await imageProblem(image, HIGHLIGHT_IMAGE, storedFilesBase(ctx.services.connections.settings.urls));
    if (problem) return failure('IMAGE_INVALID', problem, 'imageUrl');
  }
  if (before) return [];
  try {
    if (!mayAddHighlight(await ctx.upstreams.productApi.highlights.count())) return failure('REFUSED', HIGHLIGHT_MESSAGES.limit);
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${failed}${textOf(error)}`);
  }
  return [];
}

/** Create (id null) or update: the same form, one write. */
function save(ctx: Context, id: string | null | undefined, input: HighlightInput) {
  const api = ctx.upstreams.productApi.highlights;
  return performChange(
    workflowDeps(ctx),
    saveChange({
      id,
      kind: 'highlight',
      table: TABLE,
      texts: HIGHLIGHT_MESSAGES,
      problems: () => highlightProblems(input),
      lookup: (n, failed) => lookup(ctx, n, failed),
      verify: (before, failed) => verify(ctx, input, before, failed),
      write: (before) => {
        const write = toHighlightWrite(input, before);
        return {
          subject: before ? journalSubject(TABLE, before.id) : CREATION_SUBJECT,
          key: sameSubmission({ id: before?.id ?? null, write }),
          write: async () => {
            if (before) return api.update(before.id, write);
            if (!mayAddHighlight(await api.count())) throw new StepRefusal('REFUSED', HIGHLIGHT_MESSAGES.limit);
            return api.create(write);
          },
        };
      },
      done: (record, message) => ({ highlight: toHighlight(record), message, errors: [] }),
      refused,
    }),
  );
}

const Query: QueryResolvers = {
  highlights: (_parent, { page, pageSize }, ctx) =>
    reading(HIGHLIGHT_MESSAGES.loadFailed, async () => ({
      ...(await mappedPage(page, pageSize, (n, size) => ctx.upstreams.productApi.highlights.list(n, size), toHighlight)),
      limit: HIGHLIGHT_LIMIT,
    })),
};

const Mutation: MutationResolvers = {
  createHighlight: (_parent, { input }, ctx) => save(ctx, null, input),
  updateHighlight: (_parent, { id, input }, ctx) => save(ctx, id, input),
  saveHighlight: (_parent, { id, input }, ctx) => save(ctx, id, input),
  deleteHighlight: (_parent, { id }, ctx) =>
    performChange(
      workflowDeps(ctx),
      deleteChange({
        kind: 'highlight_delete',
        table: TABLE,
        load: () => lookup(ctx, id, HIGHLIGHT_MESSAGES.deleteFailed),
        remove: (n) => ctx.upstreams.productApi.highlights.delete(n),
        failed: HIGHLIGHT_MESSAGES.deleteFailed,
        deleted: HIGHLIGHT_MESSAGES.deleted,
      }),
    ),
};

export const highlightResolvers = { Query, Mutation };
