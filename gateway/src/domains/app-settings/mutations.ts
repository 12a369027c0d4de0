// The writes of 'Configurações Apps': the app settings and the privacy policy, each the one record of its kind,
// as the kit's record pipeline (one journaled change with its audit entry); the terms as one workflow of the
// writes the editor's version needs (terms-diff.ts plans them, workflows/terms-save.ts runs them).
import type { Context } from '../../context';
import type { AppSettingsInput, PrivacyPolicyInput, TermsTopicInput } from '../../generated/resolvers-types';
import { availability } from '../../kit/availability';
import { recordChange } from '../../kit/mutation';
import { failure, refusal } from '../../kit/payload';
import { recordId } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { AppSettingsRecord } from '../../upstreams/product-api/app-settings';
import type { PrivacyPolicyRecord } from '../../upstreams/product-api/privacy-policy';
import type { UserErrorData } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import { sameSubmission } from '../../workflows/keys';
import { journalSubject } from '../../workflows/subjects';
import { toAppSettings, toAppSettingsWrite, toPrivacyPolicy, toPrivacyPolicyWrite, toStoredTopics, toTermsTopics } from './mappers';
import { APP_SETTINGS_MESSAGES, appSettingsProblems, PRIVACY_POLICY_MESSAGES, privacyPolicyProblems } from './rules';
import { planTermsSave, type AskedTopic, type StoredTopic, type TermsProblem } from './terms-diff';
import { runTermsSave, type TermsRunInput } from './workflows/terms-save';
import { performChange } from '../../workflows/engine';

const SETTINGS_TABLE = 'application-settings';
const PRIVACY_TABLE = 'politica-privacidade';
const MAX_TOPICS = 200;
const MAX_PARAGRAPHS = 500;

/** The one stored record of its kind, or the errors that answer instead (none stored is NOT_FOUND). */
async function theRecord<T>(read: () => Promise<T | null | undefined>, failed: string, missing: string): Promise<T | UserErrorData[]> {
  let record;
  try {
    record = await read();
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${failed}${textOf(error)}`);
  }
  return record ?? failure('NOT_FOUND', `${failed}${missing}`);
}

export function saveAppSettings(ctx: Context, input: AppSettingsInput) {
  const api = ctx.upstreams.productApi.appSettings;
  const prefix = APP_SETTINGS_MESSAGES.saveFailed;
  const write = toAppSettingsWrite(input);
  return performChange(
    workflowDeps(ctx),
    recordChange({
      problems: () => appSettingsProblems(input),
      load: () => theRecord<AppSettingsRecord>(() => api.current(), prefix, APP_SETTINGS_MESSAGES.missing),
      change: (stored) => ({
        kind: 'app_settings_update',
        subject: journalSubject(SETTINGS_TABLE, stored!.id),
        table: SETTINGS_TABLE,
        method: 'PUT',
        before: stored,
        key: sameSubmission({ id: stored!.id, write }),
        write: () => api.update(stored!.id, write),
        prefix,
      }),
      done: (written: AppSettingsRecord) => ({ appSettings: toAppSettings(written), message: APP_SETTINGS_MESSAGES.saved, errors: [] }),
      refused: refusal('appSettings'),
    }),
  );
}

/** Whether the product API offers the privacy policy (capability privacyPolicy), with the dialog's note if not. */
export const privacyPolicyAvailability = (ctx: Context) => availability(ctx, 'privacyPolicy', PRIVACY_POLICY_MESSAGES.unavailable);

export async function savePrivacyPolicy(ctx: Context, input: PrivacyPolicyInput) {
  // Refused before any call where the product API has no privacy policy: a 404 would read as an upstream failure.
  if (!privacyPolicyAvailability(ctx).available) {
    return refusal('privacyPolicy')(failure('NOT_AVAILABLE', PRIVACY_POLICY_MESSAGES.unavailable));
  }
  const api = ctx.upstreams.productApi.privacyPolicy;
  const prefix = PRIVACY_POLICY_MESSAGES.saveFailed;
  const write = toPrivacyPolicyWrite(input);
  return performChange(
    workflowDeps(ctx),
    recordChange({
      problems: () => privacyPolicyProblems(input),
      load: () => theRecord<PrivacyPolicyRecord>(() => api.current(), prefix, PRIVACY_POLICY_MESSAGES.missing),
      change: (stored) => ({
        kind: 'privacy_policy_update',
        subject: journalSubject(PRIVACY_TABLE, stored!.id),
        table: PRIVACY_TABLE,
        method: 'PUT',
        before: stored,
        key: sameSubmission({ id: stored!.id, write }),
        write: () => api.update(stored!.id, write),
        prefix,
      }),
      done: (written: PrivacyPolicyRecord) => ({ privacyPolicy: toPrivacyPolicy(written), message: PRIVACY_POLICY_MESSAGES.saved, errors: [] }),
      refused: refusal('privacyPolicy'),
    }),
  );
}

/** The terms as stored, in order. */
export async function storedTerms(ctx: Context): Promise<StoredTopic[]> {
  return toStoredTopics(await ctx.upstreams.productApi.terms.topics());
}

/** An id the editor sent back; anything else can match no stored record (-1). */
const idOf = (id: string | null | undefined) => (id == null ? null : (recordId(id) ?? -1));

function askedTerms(topics: readonly TermsTopicInput[]): AskedTopic[] {
  return topics.map((t) => ({ id: idOf(t.id), title: t.title, paragraphs: t.paragraphs.map((p) => ({ id: idOf(p.id), text: p.text, item: p.item })) }));
}

function problemErrors(problems: readonly TermsProblem[]): UserErrorData[] {
  return problems.map((p): UserErrorData => {
    if (p.kind === 'title') return { code: 'BAD_USER_INPUT', message: APP_SETTINGS_MESSAGES.required, field: `topics.${p.topic - 1}.title` };
    const message =
      p.kind === 'unknownTopic'
        ? APP_SETTINGS_MESSAGES.unknownTopic
        : p.kind === 'unknownParagraph'
          ? APP_SETTINGS_MESSAGES.unknownParagraph
          : APP_SETTINGS_MESSAGES.repeated;
    return { code: 'BAD_USER_INPUT', message, field: 'topics' };
  });
}

export async function saveTermsOfUse(ctx: Context, requestId: string, topics: readonly TermsTopicInput[]) {
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
}
