// Loyalty platform sends whose answer was lost or could not be read. A registration names its coupon, which the
// platform refuses to register twice (the duplicate answer, LOYALTY_DUPLICATE_CODE), so sending the same coupon again
// is the question 'do you have it?': a registration or the duplicate answer both settle it, and nothing is done twice,
// whether or not the platform honours Idempotency-Key. A cancellation has no such question (loyalty-cancellation.ts):
// it is sent again on its own only where LOYALTY_IDEMPOTENCY=honoured.
import type { WorkflowDeps } from '../../../workflows/effects';
import { mayHaveActed } from '../../../upstreams/send-doubt';
import { textOf } from '../../../kit/text';
import type { LoyaltyResponse } from '../../../upstreams/loyalty';

export type LoyaltyAnswer = { done: LoyaltyResponse } | { duplicate: true };

/** One send to the platform; when its answer leaves it in doubt, the same coupon is sent once more to ask. */
export async function sendAsking(
  deps: WorkflowDeps,
  send: () => Promise<LoyaltyResponse>,
  isDuplicate: (error: unknown) => boolean,
  context: Record<string, unknown>,
): Promise<LoyaltyAnswer> {
  const settle = async (attempt: () => Promise<LoyaltyResponse>): Promise<LoyaltyAnswer> => {
    try {
      return { done: await attempt() };
    } catch (error) {
      if (isDuplicate(error)) return { duplicate: true };
      throw error;
    }
  };
  try {
    return await settle(send);
  } catch (error) {
    if (!mayHaveActed(error)) throw error;
    deps.log.warn('loyalty answer lost or unreadable: asking with the same coupon', {
      ...context,
      idempotencyKeyHonoured: deps.loyalty.honoursIdempotencyKey,
      error: textOf(error),
    });
    return settle(send);
  }
}
