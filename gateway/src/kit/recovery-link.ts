// A password-reset link for one e-mail (docs/areas/staff-and-support.md#recovery-link), as one journaled change with
// its audit entry: the '/recovery/' page (domains/password-reset) asks it for the e-mail typed, and the staff pages'
// 'Enviar redefinição de senha' (domains/staff/password-reset.ts) for a person's own e-mail: in the kit because two
// domains run it. Every request makes a new link; the live link is kept sealed in the journal and redacted in the audit
// entry. Failures answer the spec's text, never the upstream's.
import type { Context } from '../context';
import { decryptSecret, encryptSecret } from '../auth/keys';
import type { UserErrorData } from '../user-error';
import { REDACTED } from '../redaction';
import { recordChange } from './mutation';
import { eachSubmission } from '../workflows/keys';
import { StepRefusal } from '../workflows/runner';
import { journalSubject } from '../workflows/subjects';
import { performChange } from '../workflows/engine';
import { workflowDeps } from '../workflows/deps';

const TABLE = 'recovery';

/**
 * Outcome 'error02' (the link did not verify), which a failed recovery shows too
 * (docs/areas/staff-and-support.md#recovery-link): the password-reset domain's texts name it from here, the one copy.
 */
export const RECOVERY_FAILED = 'Erro no processo de verificação. Solicite novamente a redefinição de senha no app.';

/** Only a web address is shown and offered to copy as the reset link. */
export function isResetUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export const upstreamStatus = (error: unknown) => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus;
/** The API's own answer about the link or the e-mail (400/401/403/404), as opposed to a fault on the way. */
export const isUpstreamRefusal = (error: unknown) => [400, 401, 403, 404].includes(upstreamStatus(error) ?? 0);

export type RecoveryOutcome = { link: string; errors: [] } | { link: null; errors: UserErrorData[] };

/** The reset link the product API makes for the active user with this (trimmed, non-empty) e-mail. */
export function recoveryLink(ctx: Context, address: string): Promise<RecoveryOutcome> {
  const secret = ctx.services.keys.encryption;
  const failed = RECOVERY_FAILED;
  return performChange(
    workflowDeps(ctx),
    recordChange({
      change: () => ({
        kind: 'password_recovery',
        subject: journalSubject(TABLE, address.toLowerCase()),
        table: TABLE,
        method: 'POST',
        before: null,
        // Every request makes a new link.
        key: eachSubmission(),
        write: async () => {
          let answer;
          try {
            answer = await ctx.upstreams.productApi.passwordResets.recover(address);
          } catch (error) {
            // An unknown e-mail is the API's 400 on the field; a failed recovery shows error02 (docs/areas/staff-and-support.md#recovery-link).
            if (isUpstreamRefusal(error)) throw new StepRefusal('NOT_FOUND', failed, false, 'email');
            throw new StepRefusal('UPSTREAM_ERROR', failed, true);
          }
          if (!answer?.success || !isResetUrl(answer.url)) throw new StepRefusal('UPSTREAM_ERROR', failed, true);
          // The journal keeps each step's answer: the live link is kept sealed there, like the other secrets.
          return { email: address, url: encryptSecret(secret, answer.url) };
        },
        after: (written) => ({ email: written.email, url: REDACTED }),
        prefix: '',
      }),
      done: (written): RecoveryOutcome => ({ link: decryptSecret(secret, written.url), errors: [] }),
      // A fault of the journal's own steps (audit) keeps its words; the rest is the spec's text.
      refused: (errors): RecoveryOutcome => ({
        link: null,
        errors: errors.map((e) => (e.code === 'AUDIT_FAILED' || e.code === 'WORKFLOW_BUSY' ? e : { ...e, message: failed })),
      }),
    }),
  );
}
