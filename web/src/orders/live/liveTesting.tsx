// Test wiring for the live order desk's view tests: a client whose subscriptions go to a MockSubscriptionLink (the
// test pushes events) and everything else to a MockLink, counting the operations each name sends.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';
import { OrderWatchQuery } from './queries';

/** The gateway's answer of how it watches outside orders: the feed by default, as the reference API has it. */
export const watchAnswer = (feed = true, intervalSeconds = 3): MockLink.MockedResponse => ({
  request: { query: OrderWatchQuery },
  result: { data: { orderWatch: { __typename: 'OrderWatch', feed, intervalSeconds } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function liveTestClient(mocks: MockLink.MockedResponse[], watch = watchAnswer()) {
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
      ApolloLink.from([counting, new MockLink([...mocks, watch], { defaultOptions: { delay: 0 } })]),
    ),
    cache: new InMemoryCache({ typePolicies: { Me: { keyFields: [] } } }),
  });
  return { client, events, sent: (name: string) => sent.filter((each) => each === name).length };
}
