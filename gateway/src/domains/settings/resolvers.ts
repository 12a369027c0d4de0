// Resolvers of schema/settings.graphql ('Configurações Gerais', types 1 and 2 by the policy): the branch choice,
// a branch's settings (never the password) and the create-or-update change.
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { StepRefusal } from '../../workflows/runner';
import { toBranchSettings, toSettingsWrite } from './mappers';
import { SETTINGS_MESSAGES, settingsProblems } from './rules';

/** A failed read answers the load prefix plus the upstream's words. */
async function loading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new GraphQLError(`${SETTINGS_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
  }
}

const validCode = (branch: number) => Number.isSafeInteger(branch) && branch >= 0;
const refused = (errors: UserErrorData[]) => ({ settings: null, message: null, errors });

const Query: QueryResolvers = {
  branchSettings: (_parent, { branch }, ctx) =>
    loading(async () => {
      if (!validCode(branch)) return null;
      const api = ctx.upstreams.productApi;
      const [found, record] = await Promise.all([api.branches.load(branch), api.generalSettings.ofBranch(branch)]);
      return found ? toBranchSettings(branch, record) : null;
    }),
};

const Mutation: MutationResolvers = {
  saveBranchSettings: async (_parent, { branch, input }, ctx) => {
    const notFound = refused([{ code: 'NOT_FOUND', message: SETTINGS_MESSAGES.notFound, field: 'branch' }]);
    if (!validCode(branch)) return notFound;
    const api = ctx.upstreams.productApi;
    let found, before;
    try {
      [found, before] = await Promise.all([api.branches.load(branch), api.generalSettings.ofBranch(branch)]);
    } catch (error) {
      return refused([{ code: 'UPSTREAM_ERROR', message: `${SETTINGS_MESSAGES.saveFailed}${textOf(error)}`, field: null }]);
    }
    if (!found) return notFound;
    const problems = settingsProblems(input, Boolean(before?.confGeral?.cvPassword?.trim()));
    if (problems.length) return refused(inputErrors(problems));
    const deps = workflowDeps(ctx);
    const write = toSettingsWrite(branch, input, before?.confGeral ?? {}, deps.encryptionKey);
    const outcome = await runChange(deps, {
      kind: before ? 'settings_update' : 'settings_create',
      subject: `configuracoes:${branch}`,
      table: 'configuracoes-gerais',
      method: before ? 'PUT' : 'POST',
      before: before ?? null,
      // The form (the password only inside the key's keyed digest) for the branch: the sealed password differs
      // on every save, so the write itself would name no two submissions alike.
      asked: { branch, input },
      // A branch has one settings record: a create that finds one made meanwhile (another form) is refused in
      // Portuguese instead of reaching the API's 'already exists'.
      check: async () => {
        if (!before && (await api.generalSettings.ofBranch(branch))) throw new StepRefusal('REFUSED', `${SETTINGS_MESSAGES.saveFailed}${SETTINGS_MESSAGES.savedMeanwhile}`);
      },
      write: () => (before ? api.generalSettings.update(before.id, write) : api.generalSettings.create(write)),
      prefix: SETTINGS_MESSAGES.saveFailed,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { settings: toBranchSettings(branch, outcome.record), message: SETTINGS_MESSAGES.saved, errors: [] };
  },
};

export const settingsResolvers = { Query, Mutation };
