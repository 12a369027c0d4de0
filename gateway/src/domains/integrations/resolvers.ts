// Resolvers of schema/integrations.graphql ('Integrações', type 1 by the policy; a key never holds this page): list,
// create (the secret answered once; a journaled run, create.ts) and revoke keys in the gateway store. These are the
// gateway's own records, not the product API's: no application-log entry; the gateway's log records who did it.
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { integrationKeysOf, KEY_PAGES } from '../../auth/integration-keys';
import { isBindablePage } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import { failure, refusal } from '../../kit/payload';
import { textOf } from '../../kit/text';
import { inputErrors, type UserErrorData } from '../../user-error';
import { createKey } from './create';
import { toIntegrationKey } from './mappers';
import { INTEGRATION_MESSAGES, keyProblems } from './rules';

const refused = refusal('integrationKey');

/** A key bound to a branch must name one the product API has: a code that names none would bind the tool to nothing. */
async function branchProblems(ctx: Context, branch: number | null | undefined): Promise<UserErrorData[]> {
  if (branch == null) return [];
  try {
    if (await ctx.upstreams.productApi.branches.load(branch)) return [];
    return failure('NOT_FOUND', INTEGRATION_MESSAGES.branchNotFound, 'branch');
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${INTEGRATION_MESSAGES.branchCheckFailed}${textOf(error)}`);
  }
}

const Query: QueryResolvers = {
  integrationKeys: async (_parent, _args, ctx) => (await (await integrationKeysOf(ctx.services.store)).list()).map((key) => toIntegrationKey(key, ctx.now)),
  integrationKeyPages: () => [...KEY_PAGES],
  integrationKeyPageOptions: () => KEY_PAGES.map((page) => ({ page, branchWide: !isBindablePage(page) })),
};

const Mutation: MutationResolvers = {
  createIntegrationKey: async (_parent, { input }, ctx) => {
    const problems = keyProblems(input, ctx.now);
    if (problems.length) return { ...refused(inputErrors(problems)), secret: null };
    const branchErrors = await branchProblems(ctx, input.branch);
    if (branchErrors.length) return { ...refused(branchErrors), secret: null };
    const created = await createKey(ctx, input);
    if ('errors' in created) return { ...refused(created.errors), secret: null };
    const { key, secret } = created;
    if (secret) ctx.log.info('integration key created', { key: key.id, name: key.name, pages: key.pages, branch: key.branch });
    const message = secret ? INTEGRATION_MESSAGES.created : INTEGRATION_MESSAGES.createdBefore;
    return { integrationKey: toIntegrationKey(key, ctx.now), secret, message, errors: [] };
  },

  revokeIntegrationKey: async (_parent, { keyId: id }, ctx) => {
    const session = sessionOf(ctx);
    const keys = await integrationKeysOf(ctx.services.store);
    const before = await keys.read(id);
    if (!before) return refused(failure('NOT_FOUND', INTEGRATION_MESSAGES.notFound));
    if (before.revokedAt) return refused(failure('BAD_USER_INPUT', INTEGRATION_MESSAGES.alreadyRevoked));
    const key = await keys.revoke(id, `${session.matricula} - ${session.name}`, ctx.now);
    if (!key) return refused(failure('NOT_FOUND', INTEGRATION_MESSAGES.notFound));
    ctx.log.info('integration key revoked', { key: key.id, name: key.name });
    return { integrationKey: toIntegrationKey(key, ctx.now), message: INTEGRATION_MESSAGES.revoked, errors: [] };
  },
};

export const integrationResolvers = { Query, Mutation };
