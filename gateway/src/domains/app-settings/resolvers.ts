// Resolvers of schema/app-settings.graphql ('Configurações Apps', type 1 by the policy): the settings as one
// journaled change with its audit entry; the terms read whole and saved as one workflow (terms-save.ts) of the
// writes the editor's version needs (terms-diff.ts); the privacy policy as one journaled change (privacy-policy.ts).
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { MutationResolvers, QueryResolvers, TermsTopicInput } from '../../generated/resolvers-types';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { toAppSettings, toAppSettingsWrite, toStoredTopics, toTermsTopics } from './mappers';
import { privacyPolicyMutations, privacyPolicyQueries } from './privacy-policy';
import { APP_SETTINGS_MESSAGES, appSettingsProblems } from './rules';
import { planTermsSave, type AskedTopic, type StoredTopic, type TermsProblem } from './terms-diff';
import { runTermsSave, type TermsRunInput } from './terms-save';

const TABLE = 'application-settings';
const MAX_TOPICS = 200;
const MAX_PARAGRAPHS = 500;

const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];
/** An id the editor sent back; anything else can match no stored record (-1). */
const idOf = (id: string | null | undefined) => (id == null ? null : /^\d{1,12}$/.test(id.trim()) ? Number(id) : -1);

async function storedTerms(ctx: Context): Promise<StoredTopic[]> {
  return toStoredTopics(await ctx.upstreams.productApi.terms.topics());
}

function askedTerms(topics: readonly TermsTopicInput[]): AskedTopic[] {
  return topics.map((t) => ({ id: idOf(t.id), title: t.title, paragraphs: t.paragraphs.map((p) => ({ id: idOf(p.id), text: p.text, item: p.item })) }));
}

function problemErrors(problems: readonly TermsProblem[]): UserErrorData[] {
  return problems.map((p): UserErrorData => {
    if (p.kind === 'title') return { code: 'BAD_USER_INPUT', message: APP_SETTINGS_MESSAGES.required, field: `topics.${p.topic - 1}.title` };
    const message = p.kind === 'unknownTopic' ? APP_SETTINGS_MESSAGES.unknownTopic : p.kind === 'unknownParagraph' ? APP_SETTINGS_MESSAGES.unknownParagraph : APP_SETTINGS_MESSAGES.repeated;
    return { code: 'BAD_USER_INPUT', message, field: 'topics' };
  });
}

const Query: QueryResolvers = {
  appSettings: async (_parent, _args, ctx) => {
    let record;
    try {
      record = await ctx.upstreams.productApi.appSettings.current();
    } catch (error) {
      throw new GraphQLError(`${APP_SETTINGS_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
    if (!record) throw new GraphQLError(`${APP_SETTINGS_MESSAGES.loadFailed}${APP_SETTINGS_MESSAGES.missing}`, { extensions: { code: 'NOT_FOUND' } });
    return toAppSettings(record);
  },
  termsOfUse: async (_parent, _args, ctx) => {
    try {
      return toTermsTopics(await storedTerms(ctx));
    } catch (error) {
      throw new GraphQLError(`${APP_SETTINGS_MESSAGES.termsLoadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
  },
};

const Mutation: MutationResolvers = {
  saveAppSettings: async (_parent, { input }, ctx) => {
    const prefix = APP_SETTINGS_MESSAGES.saveFailed;
    const refused = (errors: UserErrorData[]) => ({ appSettings: null, message: null, errors });
    const problems = appSettingsProblems(input);
    if (problems.length) return refused(inputErrors(problems));
    const api = ctx.upstreams.productApi.appSettings;
    let before;
    try {
      before = await api.current();
    } catch (error) {
      return refused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
    }
    if (!before) return refused(failure('NOT_FOUND', `${prefix}${APP_SETTINGS_MESSAGES.missing}`));
    const stored = before;
    const write = toAppSettingsWrite(input);
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'app_settings_update',
      subject: `${TABLE}:${stored.id}`,
      table: TABLE,
      method: 'PUT',
      before: stored,
      asked: { id: stored.id, write },
      write: () => api.update(stored.id, write),
      prefix,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { appSettings: toAppSettings(outcome.record), message: APP_SETTINGS_MESSAGES.saved, errors: [] };
  },
  saveTermsOfUse: async (_parent, { requestId, topics }, ctx) => {
    const refused = (errors: UserErrorData[]) => ({ topics: null, message: null, writes: 0, errors });
    // The id names the save in the journal: a short or shared one would make two saves one.
    if (!/^[A-Za-z0-9-]{8,64}$/.test(requestId.trim())) return refused(failure('BAD_USER_INPUT', APP_SETTINGS_MESSAGES.badRequestId, 'requestId'));
    if (topics.length > MAX_TOPICS || topics.some((t) => t.paragraphs.length > MAX_PARAGRAPHS)) {
      return refused(failure('BAD_USER_INPUT', APP_SETTINGS_MESSAGES.tooMany, 'topics'));
    }
    const asked = askedTerms(topics);
    const outcome = await runTermsSave(workflowDeps(ctx), requestId.trim(), async (): Promise<TermsRunInput | UserErrorData[]> => {
      let stored: StoredTopic[];
      try {
        stored = await storedTerms(ctx);
      } catch (error) {
        return failure('UPSTREAM_ERROR', `${APP_SETTINGS_MESSAGES.termsLoadFailed}${textOf(error)}`);
      }
      const plan = planTermsSave(stored, asked);
      if (plan.problems.length) return problemErrors(plan.problems);
      return {
        writes: plan.writes,
        knownTopics: stored.map((t) => t.id),
        knownParagraphs: stored.flatMap((t) => t.paragrafos.map((p) => p.id)),
      };
    });
    if (outcome.errors.length) return refused(outcome.errors);
    let after: StoredTopic[];
    try {
      after = await storedTerms(ctx);
    } catch {
      // Saved; the editor reads the terms again itself when this answer has none.
      return { topics: null, message: APP_SETTINGS_MESSAGES.termsSaved, writes: outcome.writes, errors: [] };
    }
    return { topics: toTermsTopics(after), message: APP_SETTINGS_MESSAGES.termsSaved, writes: outcome.writes, errors: [] };
  },
};

export const appSettingsResolvers = { Query: { ...Query, ...privacyPolicyQueries }, Mutation: { ...Mutation, ...privacyPolicyMutations } };
