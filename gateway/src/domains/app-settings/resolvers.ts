// Resolvers of schema/app-settings.graphql ('Configurações Apps', type 1 by the policy): the app settings, the
// terms and the privacy policy read through the kit's read wrapper (none stored is the page's NOT_FOUND); the
// writes are mutations.ts. The privacy policy is a product API extension (docs/contracts/product-api.md#extensions):
// where the start probe found it absent, its read is NOT_AVAILABLE with no call made, and privacyPolicyAvailability
// says so to the dialog.
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { notAvailable } from '../../kit/availability';
import { reading } from '../../kit/read';
import { toAppSettings, toPrivacyPolicy, toTermsTopics } from './mappers';
import { privacyPolicyAvailability, saveAppSettings, savePrivacyPolicy, saveTermsOfUse, storedTerms } from './mutations';
import { APP_SETTINGS_MESSAGES, PRIVACY_POLICY_MESSAGES } from './rules';

/** The one stored record of its kind; none is NOT_FOUND with the page's load text (passed as it is by reading). */
function found<T>(record: T | null | undefined, loadFailed: string, missing: string): T {
  if (!record) throw new GraphQLError(`${loadFailed}${missing}`, { extensions: { code: 'NOT_FOUND' } });
  return record;
}

const Query: QueryResolvers = {
  appSettings: (_parent, _args, ctx) =>
    reading(APP_SETTINGS_MESSAGES.loadFailed, async () =>
      toAppSettings(found(await ctx.upstreams.productApi.appSettings.current(), APP_SETTINGS_MESSAGES.loadFailed, APP_SETTINGS_MESSAGES.missing)),
    ),
  termsOfUse: (_parent, _args, ctx) => reading(APP_SETTINGS_MESSAGES.termsLoadFailed, async () => toTermsTopics(await storedTerms(ctx))),
  privacyPolicy: (_parent, _args, ctx) => {
    if (!privacyPolicyAvailability(ctx).available) throw notAvailable(PRIVACY_POLICY_MESSAGES.unavailable);
    return reading(PRIVACY_POLICY_MESSAGES.loadFailed, async () =>
      toPrivacyPolicy(found(await ctx.upstreams.productApi.privacyPolicy.current(), PRIVACY_POLICY_MESSAGES.loadFailed, PRIVACY_POLICY_MESSAGES.missing)),
    );
  },
  privacyPolicyAvailability: (_parent, _args, ctx) => privacyPolicyAvailability(ctx),
};

const Mutation: MutationResolvers = {
  saveAppSettings: (_parent, { input }, ctx) => saveAppSettings(ctx, input),
  saveTermsOfUse: (_parent, { requestId, topics }, ctx) => saveTermsOfUse(ctx, requestId, topics),
  savePrivacyPolicy: (_parent, { input }, ctx) => savePrivacyPolicy(ctx, input),
};

export const appSettingsResolvers = { Query, Mutation };
