import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, CombinedGraphQLErrors } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

/** True when the gateway refused the call because there is no (longer a) valid session. */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * One client for the app. `onUnauthenticated` runs whenever any call answers UNAUTHENTICATED (idle or
 * absolute expiry enforced by the gateway), so the app can drop its session and go back to the login page.
 */
export function createApolloClient(onUnauthenticated: () => void): ApolloClient {
  const errors = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  });
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.from([errors, http]),
    cache: new InMemoryCache({
      // Me has no id; there is one per session.
      typePolicies: { Me: { keyFields: [] } },
    }),
  });
}
