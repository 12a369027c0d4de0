import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, CombinedGraphQLErrors } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { createLiveLink } from '../kernel/liveSocket';
import { createBusyRetryLink } from '../kernel/busyRetry';

/** True when the gateway refused the call because there is no (longer a) valid session. */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * One client for the app. `onUnauthenticated` runs whenever any call answers UNAUTHENTICATED (idle or
 * absolute expiry enforced by the gateway), or the live-events socket is closed because the session ended, so the
 * app can drop its session and go back to the login page. Subscriptions go over the socket (kernel/liveSocket.ts,
 * opened only while one runs); everything else over HTTP as before.
 */
export function createApolloClient(onUnauthenticated: () => void): ApolloClient {
  const errors = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  });
  const live = createLiveLink(onUnauthenticated);
  // A logout asked in this tab ends the session on purpose: the socket's 4401 that follows is no expiry.
  const sessionChanges = new ApolloLink((operation, forward) => {
    if (operation.operationName === 'Logout') live.sessionEndedHere(true);
    else if (operation.operationName === 'Login') live.sessionEndedHere(false);
    return forward(operation);
  });
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  // An overloaded or restarting gateway's refusal is sent again after its Retry-After (kernel/busyRetry.ts).
  const busyRetry = createBusyRetryLink();
  return new ApolloClient({
    link: ApolloLink.from([
      errors,
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        live.link,
        ApolloLink.from([sessionChanges, busyRetry, http]),
      ),
    ]),
    cache: new InMemoryCache({
      // Me has no id; there is one per session.
      typePolicies: { Me: { keyFields: [] } },
    }),
  });
}
