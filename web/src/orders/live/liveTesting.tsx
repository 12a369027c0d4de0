// Test wiring for the live order desk's view tests: a client whose subscriptions go to a MockSubscriptionLink (the
// test pushes events) and everything else to a MockLink, counting the operations each name sends.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';

export function liveTestClient(mocks: MockLink.MockedResponse[]) {
  const events = new MockSubscriptionLink();
  const sent: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '');
    return forward(operation).pipe(map((result) => result));
  });
  const client = new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      events,
      ApolloLink.from([counting, new MockLink(mocks, { defaultOptions: { delay: 0 } })]),
    ),
    cache: new InMemoryCache({ typePolicies: { Me: { keyFields: [] } } }),
  });
  return { client, events, sent: (name: string) => sent.filter((each) => each === name).length };
}
