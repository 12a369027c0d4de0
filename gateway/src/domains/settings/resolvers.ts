// Resolvers of schema/settings.graphql ('Configurações Gerais', types 1 and 2 by the policy): a branch's settings
// (never the password) through the kit's read wrapper, and the create-or-update change as the kit's record
// pipeline: the branch and its settings read, the form's rules (the password required only while none is
// stored), one journaled write with its audit entry (the password redacted).
import { branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { BranchSettingsInput, MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { isBranchCode } from '../../kit/branch-code';
import { recordChange } from '../../kit/mutation';
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
import { performChange } from '../../workflows/engine';

const TABLE = 'configuracoes-gerais';

/** What a save starts from: the branch's id and its settings record, or none yet (the save then creates it). */
interface Stored {
  branchId: number;
  record: GeneralSettingsRecord | undefined;
}

/** The settings of the branch with this code (read by its id, docs/areas/catalogue.md#branch-ids-and-codes), or null:
 *  no such branch. */
async function settingsOf(ctx: Context, code: number): Promise<Stored | null> {
  if (!isBranchCode(code)) return null;
  const api = ctx.upstreams.productApi;
  const branchId = (await api.branches.map()).idOf(code);
  return branchId === null ? null : { branchId, record: await api.generalSettings.ofBranch(branchId) };
}

/** The branch's settings as stored, or the errors that answer instead (an unknown branch is NOT_FOUND). */
async function storedSettings(ctx: Context, branch: number): Promise<Stored | UserErrorData[]> {
  try {
    return (await settingsOf(ctx, branch)) ?? failure('NOT_FOUND', SETTINGS_MESSAGES.notFound, 'branch');
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${SETTINGS_MESSAGES.saveFailed}${textOf(error)}`);
  }
}

function saveBranchSettings(ctx: Context, branch: number, input: BranchSettingsInput) {
  const api = ctx.upstreams.productApi.generalSettings;
  const deps = workflowDeps(ctx);
  return performChange(
    workflowDeps(ctx),
    recordChange({
      load: () => storedSettings(ctx, branch),
      // The rules need the stored settings: whether a password is kept.
      verify: async (stored) => inputErrors(settingsProblems(input, Boolean(stored!.record?.confGeral?.cvPassword?.trim()))),
      change: (stored) => {
        const { branchId, record: before } = stored!;
        const write = toSettingsWrite(branchId, input, before?.confGeral ?? {}, deps.loyaltyPasswords);
        return {
          kind: before ? 'settings_update' : 'settings_create',
          subject: journalSubject(TABLE, branch),
          table: TABLE,
          method: before ? 'PUT' : 'POST',
          before: before ?? null,
          // The form (the password only inside the key's keyed digest) for the branch: the write holds the password,
          // which the journal must not.
          key: sameSubmission({ branch, input }),
          // A branch has one settings record: a create that finds one made meanwhile (another form) is refused in
          // Portuguese instead of reaching the API's 'already exists'.
          check: async () => {
            if (!before && (await api.ofBranch(branchId)))
              throw new StepRefusal('REFUSED', `${SETTINGS_MESSAGES.saveFailed}${SETTINGS_MESSAGES.savedMeanwhile}`);
          },
          write: () => (before ? api.update(before.id, write) : api.create(write)),
          prefix: SETTINGS_MESSAGES.saveFailed,
        };
      },
      done: (written: GeneralSettingsRecord) => ({ settings: toBranchSettings(branch, written), message: SETTINGS_MESSAGES.saved, errors: [] }),
      refused: refusal('settings'),
    }),
  );
}

const Query: QueryResolvers = {
  branchSettings: (_parent, { branch }, ctx) =>
    reading(SETTINGS_MESSAGES.loadFailed, async () => {
      branchFilter(sessionOf(ctx), 'branchSettings', branch);
      const stored = await settingsOf(ctx, branch);
      return stored && toBranchSettings(branch, stored.record);
    }),
};

const Mutation: MutationResolvers = {
  saveBranchSettings: (_parent, { branch, input }, ctx) => {
    branchFilter(sessionOf(ctx), 'branchSettings', branch);
    return saveBranchSettings(ctx, branch, input);
  },
};

export const settingsResolvers = { Query, Mutation };
