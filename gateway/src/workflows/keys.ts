// How a change is named in the workflow journal, so that identical submissions are one run
// (docs/decisions/0048-exactly-once-changes.md): a double click, a retrying client or two tabs sending the same form
// write once and audit once.
//
// The key is the subject, the kind, a keyed digest of what was asked (the normalised input and its target: a
// record id or a natural key such as branch and day; never the record as read, since racers read it before and
// after the winner wrote) and the id of the subject's latest run when the submission came. Submissions racing
// each other read the same latest run, or find the winner's run as the latest, so they share one key: the
// journal then lets one run it, answers the others busy while it runs and the winner's record once it succeeded,
// and takes a failed one up again. Once another change of the subject followed, or SAME_SUBMISSION_MS passed,
// the same form is a new change (setting A, then B, then A again writes A again).
import { createHmac, randomUUID } from 'node:crypto';
import type { WorkflowJournal } from './journal';

/** How long after it succeeded an identical submission is still answered by the run it repeats. */
export const SAME_SUBMISSION_MS = 2 * 60_000;

/** JSON with sorted keys: the same value whatever order its fields came in (the store's jsonb reorders them). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A keyed digest (HMAC with the gateway's secret), so a key names no password or other input it was made of. */
export function inputDigest(secret: Buffer, value: unknown): string {
  return createHmac('sha256', secret).update(canonicalJson(value)).digest('hex').slice(0, 24);
}

export interface KeyDeps {
  journal: WorkflowJournal;
  encryptionKey: Buffer;
}

/** The idempotency key of a submission asking `asked` of `subject` (see the top of this file). */
export async function submissionKey(deps: KeyDeps, subject: string, kind: string, asked: unknown, windowMs = SAME_SUBMISSION_MS): Promise<string> {
  const prefix = `${subject}:${kind}:${inputDigest(deps.encryptionKey, asked)}:`;
  const latest = await deps.journal.reads.latestWithAge(subject);
  if (latest?.run.idempotencyKey.startsWith(prefix) && (latest.run.status !== 'succeeded' || latest.ageMs < windowMs)) return latest.run.idempotencyKey;
  return `${prefix}${latest?.run.id ?? 0}`;
}

/**
 * How a run is named, one of five strategies (a mutation declares which; `runKeyOf` makes the key):
 * - `sameSubmission(asked)`: identical submissions are one run (a double click, two tabs, a retrying client), as
 *   described at the top of this file. The default of every form's create, update, save and delete.
 * - `clientRequest(requestId, asked)`: the client names the attempt (a dialog's request id, kept across its own
 *   retries): that user's same request with the same content is one run, even minutes later. Used where the
 *   client can resend after a lost answer (pushes to customers, recipes).
 * - `eachSubmission()`: every submission is its own run (an explicit 'send again', an item's toggle).
 * - `perTarget(target)`: one run per subject and target, ever: every later attempt takes up the same run (an
 *   order's move to a status resumes where the last attempt stopped, and never runs twice once it succeeded).
 * - `writtenKey(key)`: like perTarget, under a key written before these strategies that a later read looks up by
 *   its text (an order's loyalty cancellation, 'pedido:N:loyalty-cancel': its past runs say when it was done).
 */
export type RunKey =
  | { strategy: 'sameSubmission'; asked: unknown }
  | { strategy: 'clientRequest'; requestId: string; asked: unknown }
  | { strategy: 'eachSubmission' }
  | { strategy: 'perTarget'; target: string }
  | { strategy: 'writtenKey'; key: string };

export const sameSubmission = (asked: unknown): RunKey => ({ strategy: 'sameSubmission', asked });
export const clientRequest = (requestId: string, asked: unknown): RunKey => ({ strategy: 'clientRequest', requestId, asked });
export const eachSubmission = (): RunKey => ({ strategy: 'eachSubmission' });
export const perTarget = (target: string): RunKey => ({ strategy: 'perTarget', target });
export const writtenKey = (key: string): RunKey => ({ strategy: 'writtenKey', key });

export interface RunKeyDeps extends KeyDeps {
  user: { userId: number };
}

/** The journal's idempotency key of a run of `kind` on `subject` named by `key`. */
export async function runKeyOf(deps: RunKeyDeps, subject: string, kind: string, key: RunKey): Promise<string> {
  switch (key.strategy) {
    case 'sameSubmission':
      return submissionKey(deps, subject, kind, key.asked);
    case 'clientRequest':
      // The user is part of the key: a request id never takes up another user's run.
      return `${subject}:${kind}:${deps.user.userId}:${key.requestId}:${inputDigest(deps.encryptionKey, key.asked)}`;
    case 'eachSubmission':
      return `${subject}:${kind}:${randomUUID()}`;
    case 'perTarget':
      return `${subject}:${kind}:${key.target}`;
    case 'writtenKey':
      return key.key;
  }
}
