// Resolvers of schema/password-reset.graphql. '/recovery/' (type 1 by the policy) asks the product API for a
// reset link as one journaled change with its audit entry (recovery.ts); the public reset pages check a link and send the new
// password without a session, so those two calls go to the API without a bearer. Every failure of a link answers
// the spec's text: never an upstream error, never the password. A completed reset ends every session of the user.
import type { Context } from '../../context';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { ProductApi } from '../../upstreams/product-api';
import type { PasswordResets } from '../../upstreams/product-api/password-resets';
import type { UserErrorData } from '../../user-error';
import { endSessionsAfterPasswordChange } from '../../auth/password-change';
import { auditPasswordReset } from './reset-audit';
import { isUpstreamRefusal, recoveryLink, upstreamStatus } from '../../kit/recovery-link';
import { isLinkShaped, newPasswordProblems, PASSWORD_RESET_MESSAGES, recoveryProblems, userOfLink, type FieldProblem } from './rules';

const isRefusal = isUpstreamRefusal;

/** The reset pages have no session: their calls carry no bearer, even when the browser has one. */
const publicResets = (ctx: Context): PasswordResets => new ProductApi(ctx.services.connections.productApi, null, ctx.services.connections.sites).passwordResets;

const inputErrors = (problems: readonly FieldProblem[]): UserErrorData[] => problems.map((p) => ({ ...p }));

const Query: QueryResolvers = {
  passwordResetLink: async (_parent, { uuid, token }, ctx) => {
    const invalid = { valid: false, message: PASSWORD_RESET_MESSAGES.verificationFailed };
    if (!isLinkShaped(uuid, token)) return invalid;
    try {
      const answer = await publicResets(ctx).check(uuid, token);
      return answer?.success === true ? { valid: true, message: null } : invalid;
    } catch (error) {
      if (!isRefusal(error)) ctx.log.warn('password reset link check failed', { status: upstreamStatus(error) ?? null });
      return invalid;
    }
  },
};

const Mutation: MutationResolvers = {
  requestPasswordRecovery: async (_parent, { email }, ctx) => {
    const problems = recoveryProblems(email);
    if (problems.length) return { link: null, errors: inputErrors(problems) };
    return recoveryLink(ctx, email.trim());
  },

  resetPassword: async (_parent, { uuid, token, password, confirmation }, ctx) => {
    const problems = newPasswordProblems(password, confirmation);
    if (problems.length) {
      return { done: false, message: null, errors: inputErrors(problems) };
    }
    const refused = (code: UserErrorData['code']) => ({
      done: false,
      message: null,
      errors: [{ code, message: PASSWORD_RESET_MESSAGES.submitFailed, field: null }],
    });
    if (!isLinkShaped(uuid, token)) return refused('REFUSED');
    let answer;
    try {
      answer = await publicResets(ctx).complete(uuid, token, password);
      if (answer?.success !== true) return refused('UPSTREAM_ERROR');
    } catch (error) {
      // Only the status: the upstream's text could echo what was sent.
      ctx.log.info('password reset refused', { status: upstreamStatus(error) ?? null });
      return refused(isRefusal(error) ? 'REFUSED' : 'UPSTREAM_ERROR');
    }
    ctx.log.info('password reset completed', { uidb64: uuid });
    await endSessionsAfterPasswordChange(ctx, userOfLink(uuid));
    // Its application-log entry, written as the user who reset (reset-audit.ts).
    await auditPasswordReset(ctx, userOfLink(uuid), answer.username, password);
    return { done: true, message: PASSWORD_RESET_MESSAGES.success, errors: [] };
  },
};

export const passwordResetResolvers = { Query, Mutation };
