// What every workflow shares: its dependencies, pushes as journaled steps carrying an idempotency key derived from
// the step's key, and the failure texts of docs/areas/orders.md#errors. The audit entry of a change is audit.ts.
import type { GraphQLError } from 'graphql';
import type { SessionUser } from '../auth/session';
import type { Logger } from '../logger';
import type { ErpBridge } from '../upstreams/erp-bridge';
import type { Loyalty } from '../upstreams/loyalty';
import type { ProductApi } from '../upstreams/product-api';
import type { Push } from '../upstreams/push';
import type { PushMessage } from '../upstreams/push-body';
import type { RunError } from './runs';
import type { WorkflowJournal } from './journal';
import { StepRefusal, type RunObserver, type StepIO, type WorkflowStep } from './runner';
import type { UserErrorCode } from '../user-error';
import { textOf } from '../kit/text';
import { upstreamOwnText } from '../upstreams/errors';
import type { LoyaltyPasswordKeys } from '../kit/branch-loyalty-password';

export interface WorkflowDeps {
  api: ProductApi;
  erp: ErpBridge;
  loyalty: Loyalty;
  push: Push;
  journal: WorkflowJournal;
  user: SessionUser;
  sessionId: string | null;
  now(): Date;
  /** Key for secrets at rest (journal digests). */
  encryptionKey: Buffer;
  /** How the branches' loyalty passwords are stored (kit/branch-loyalty-password.ts). */
  loyaltyPasswords: LoyaltyPasswordKeys;
  log: Logger;
  /** A step set a user's password: end that user's sessions everywhere (auth/password-change.ts). */
  passwordChanged?(userId: number): Promise<void>;
  /** Hears every run's steps and end (the live order desk publishes from it); none in tools and tests. */
  observer?: RunObserver;
}

const upstreamStatus = (error: unknown) => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus;

/** A write whose 4xx answer is the API refusing the data: repeating cannot help, so the step is refused (not
 *  retried) and the form shows the prefix and the API's text. */
export async function refusingData<T>(prefix: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const status = upstreamStatus(error);
    if (status !== undefined && status >= 400 && status < 500) throw new StepRefusal('REFUSED', `${prefix}${textOf(error)}`);
    throw error;
  }
}

/** A failure message of docs/areas/orders.md#errors: prefix, the server's text, optional suffix. */
export function failureWith(code: UserErrorCode, prefix: string, suffix = ''): (error: unknown) => RunError {
  return (error) => ({ code, message: `${prefix} ${textOf(error)}${suffix}`.trim() });
}

/** A push the provider refused: its own words for the log (staff read them in Portuguese, upstreams/push-texts.ts). */
export function logPushRefusal(deps: WorkflowDeps, step: string, error: unknown): void {
  deps.log.warn('push provider refused', { step, said: upstreamOwnText(error) });
}

export interface PushStepResult {
  sent: boolean;
  id?: string;
  replayed?: boolean;
  reason?: string;
}

/** Audience problems (no device, not subscribed) are facts about the customer, not failures to retry. */
function isNobodyReached(error: unknown): boolean {
  const extensions = (error as GraphQLError)?.extensions;
  return extensions?.upstream === 'push' && extensions?.code === 'UPSTREAM_ERROR' && 'recipients' in extensions;
}

export interface PushSpec {
  deviceId: string | null | undefined;
  message: PushMessage;
  bigPicture?: string | null;
  sendAt?: Date | null;
}

/** One push; the provider's idempotency key comes from the step's key, so a repeat is dropped by it. */
export function pushStep(
  deps: WorkflowDeps,
  name: string,
  spec: (io: StepIO) => PushSpec | null | Promise<PushSpec | null>,
  failureMessage: string,
): WorkflowStep {
  return {
    name,
    failure: failureWith('PUSH_FAILED', failureMessage),
    run: async (io): Promise<PushStepResult> => {
      const wanted = await spec(io);
      if (!wanted) return { sent: false, reason: 'not-applicable' };
      const bodies = deps.push.prepare({
        deviceIds: [wanted.deviceId],
        message: wanted.message,
        bigPicture: wanted.bigPicture,
        sendAt: wanted.sendAt,
        idempotencyName: io.key,
      });
      if (bodies.length === 0) return { sent: false, reason: 'no-device' };
      await io.recordRequest(bodies.length === 1 ? bodies[0] : bodies);
      try {
        const replies = [];
        for (const body of bodies) replies.push(await deps.push.send(body));
        return { sent: true, id: replies.map((r) => r.id).join(','), replayed: replies.every((r) => r.replayed) };
      } catch (error) {
        logPushRefusal(deps, name, error);
        if (isNobodyReached(error)) return { sent: false, reason: textOf(error) };
        throw error;
      }
    },
  };
}
