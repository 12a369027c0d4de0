// Resolvers of schema/settings.graphql ('Configurações Gerais', types 1 and 2 by the policy): a branch's settings
// (never the password) through the kit's read wrapper, and the create-or-update change as the kit's record
// pipeline: the branch and its settings read, the form's rules (the password required only while none is
// stored), one journaled write with its audit entry (the password redacted).
import { branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { BranchSettingsInput, MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { isBranchCode } from '../../kit/branch-code';
import { changeRecord } from '../../kit/mutation';
import { failure, refusal } from '../../kit/payload';
import { reading } from '../../kit/read';
import { textOf } from '../../kit/text';
import type { GeneralSettingsRecord } from '../../upstreams/product-api/general-settings';
import { inputErrors, type UserErrorData } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import { sameSubmission } from '../../workflows/keys';
import { StepRefusal } from '../../workflows/runner';
import { journalSubject } from '../../workflows/subjects';
import { toBranchSettings, toSettingsWrite } from './mappers';
import { SETTINGS_MESSAGES, settingsProblems } from './rules';

const TABLE = 'configuracoes-gerais';

/** What a save starts from: the branch's settings record, or none yet (the save then creates it). */
interface Stored {
  record: GeneralSettingsRecord | undefined;
}

/** The branch's settings as stored, or the errors that answer instead (an unknown branch is NOT_FOUND). */
async function storedSettings(ctx: Context, branch: number): Promise<Stored | UserErrorData[]> {
  const notFound = failure('NOT_FOUND', SETTINGS_MESSAGES.notFound, 'branch');
  if (!isBranchCode(branch)) return notFound;
  const api = ctx.upstreams.productApi;
  try {
    const [found, record] = await Promise.all([api.branches.load(branch), api.generalSettings.ofBranch(branch)]);
    return found ? { record } : notFound;
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${SETTINGS_MESSAGES.saveFailed}${textOf(error)}`);
  }
}

function saveBranchSettings(ctx: Context, branch: number, input: BranchSettingsInput) {
  const api = ctx.upstreams.productApi.generalSettings;
  const deps = workflowDeps(ctx);
  return changeRecord(ctx, {
    load: () => storedSettings(ctx, branch),
    // The rules need the stored settings: whether a password is kept.
    verify: async (stored) => inputErrors(settingsProblems(input, Boolean(stored!.record?.confGeral?.cvPassword?.trim()))),
    change: (stored) => {
      const before = stored!.record;
      const write = toSettingsWrite(branch, input, before?.confGeral ?? {}, deps.encryptionKey);
      return {
        kind: before ? 'settings_update' : 'settings_create',
        subject: journalSubject(TABLE, branch),
        table: TABLE,
        method: before ? 'PUT' : 'POST',
        before: before ?? null,
        // The form (the password only inside the key's keyed digest) for the branch: the sealed password differs
        // on every save, so the write itself would name no two submissions alike.
        key: sameSubmission({ branch, input }),
        // A branch has one settings record: a create that finds one made meanwhile (another form) is refused in
        // Portuguese instead of reaching the API's 'already exists'.
        check: async () => {
          if (!before && (await api.ofBranch(branch))) throw new StepRefusal('REFUSED', `${SETTINGS_MESSAGES.saveFailed}${SETTINGS_MESSAGES.savedMeanwhile}`);
        },
        write: () => (before ? api.update(before.id, write) : api.create(write)),
        prefix: SETTINGS_MESSAGES.saveFailed,
      };
    },
    done: (written: GeneralSettingsRecord) => ({ settings: toBranchSettings(branch, written), message: SETTINGS_MESSAGES.saved, errors: [] }),
    refused: refusal('settings'),
  });
}

const Query: QueryResolvers = {
  branchSettings: (_parent, { branch }, ctx) =>
    reading(SETTINGS_MESSAGES.loadFailed, async () => {
      branchFilter(sessionOf(ctx), 'branchSettings', branch);
      if (!isBranchCode(branch)) return null;
      const api = ctx.upstreams.productApi;
      const [found, record] = await Promise.all([api.branches.load(branch), api.generalSettings.ofBranch(branch)]);
      return found ? toBranchSettings(branch, record) : null;
    }),
};

const Mutation: MutationResolvers = {
  saveBranchSettings: (_parent, { branch, input }, ctx) => {
    branchFilter(sessionOf(ctx), 'branchSettings', branch);
    return saveBranchSettings(ctx, branch, input);
  },
};

export const settingsResolvers = { Query, Mutation };
