// The one read wrapper: what a page shows when a read fails. The gateway's own refusals (the policy's FORBIDDEN,
// bad input, a record the user may not have, no session) reach the client as they are; anything else is the
// upstream failing, answered UPSTREAM_ERROR with the page's load text and the service's own words
// (docs/areas/orders.md#errors: 'Erro ao Carregar X: <texto>'). An upstream 403 is the upstream failing: the policy already let
// the user in, so it reads the same on every page.
import { GraphQLError } from 'graphql';
import { textOf } from './text';
import { isDeadlineError } from '../request-deadline';

/** Codes the gateway itself raises while reading: passed through untouched. */
const OWN_REFUSALS: ReadonlySet<unknown> = new Set(['FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED']);

/** Whether an error is the gateway's own refusal rather than an upstream's failure. */
export function isOwnRefusal(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions?.upstream === undefined && OWN_REFUSALS.has(error.extensions?.code);
}

/** Runs a read; an upstream failure becomes `${loadFailed}${upstream text}` with code UPSTREAM_ERROR. */
export async function reading<T>(loadFailed: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // The request's deadline is no upstream's words: its own REQUEST_TIMEOUT text reaches the client as it is.
    if (isOwnRefusal(error) || isDeadlineError(error)) throw error;
    // The upstream's error stays behind the page's (originalError): its service's own words reach the log.
    throw new GraphQLError(`${loadFailed}${textOf(error)}`, {
      originalError: error instanceof Error ? error : undefined,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  }
}
