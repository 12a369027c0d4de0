// What Apollo Sandbox opens with in development (apollo.ts's landing page, never in production): the example
// operations of the common tool tasks (sandbox-examples.graphql: log in for a token, open orders, an order with its
// items, the report catalogue, a report's rows), their variables, and the Authorization header a tool sends.
import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import type { ApolloServerPluginLandingPageLocalDefaultOptions } from '@apollo/server/plugin/landingPage/default';

export const SANDBOX_DOCUMENT = readFileSync(new URL('./sandbox-examples.graphql', import.meta.url), 'utf8');

/** The examples' operation names (the metrics label them: observability/labels.ts). */
export const SANDBOX_OPERATION_NAMES: readonly string[] = parse(SANDBOX_DOCUMENT).definitions.flatMap((d) =>
  d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [],
);

/** One set for every operation of the document: each reads the variables it declares. */
export const SANDBOX_VARIABLES = {
  matricula: '',
  password: '',
  page: 1,
  pageSize: 20,
  statuses: ['R', 'S', 'P', 'C', 'F', 'E'],
  orderId: '1',
  index: 17,
  parameters: { branch: 1, startDate: '2026-01-01', endDate: '2026-01-31' },
};

/** Replace <token> with Login's token (or an integration key): the gateway reads `Authorization: Bearer`. */
export const SANDBOX_HEADERS = { Authorization: 'Bearer <token>' };

export function sandboxLandingPage(): ApolloServerPluginLandingPageLocalDefaultOptions {
  return { embed: true, document: SANDBOX_DOCUMENT, variables: SANDBOX_VARIABLES, headers: SANDBOX_HEADERS };
}
