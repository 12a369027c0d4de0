// Reading the headers of several orders for 'Imprimir Comandas Selecionadas' in as few requests as the gateway
// allows: one GraphQL request answers up to ORDERS_PER_READ orders as aliases of `order(id)` (o0: order(id: $id0)
// ...), each with the same DeliverySlip_order fragment the one-order slip reads. The gateway refuses a document with
// more than 15 aliases (GraphQL Armor's maxAliases in gateway/src/apollo.ts) and one costing more than MAX_COST
// or more upstream calls than MAX_UPSTREAM_CALLS (gateway/src/query-cost.ts): a slip reads its items and its
// additional orders' (10 000-row pages), about 1.44 million and 129 estimated calls each, so one request reads 4
// slips (516 of 640 calls), and a larger choice takes one request per 4, one after the other, reporting progress. The document is built here as a syntax tree (no parser
// in the bundle), once per count.
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { Kind, OperationTypeNode, type DocumentNode, type FieldNode, type NameNode, type VariableDefinitionNode } from 'graphql';
import { DeliverySlip_OrderFragmentDoc, type DeliverySlip_OrderFragment } from '../../generated/graphql';
import { errorText } from '../../lib/errors';

/** Orders per request: what the gateway's cost limits let through (4 slips of ~129 of its 640 estimated calls). */
export const ORDERS_PER_READ = 4;

/** The most slips one print job takes (a page of 'Todos' could select thousands). */
export const MAX_SLIPS_PER_JOB = 100;

export const NOT_FOUND_TEXT = 'Pedido não encontrado';

const name = (value: string): NameNode => ({ kind: Kind.NAME, value });

const documents = new Map<number, DocumentNode>();

/** `query OrderHeaders($id0: ID!, ...) { o0: order(id: $id0) { ...DeliverySlip_order } ... }` for `count` orders. */
export function orderHeadersDocument(count: number): DocumentNode {
  const known = documents.get(count);
  if (known) return known;
  const indexes = Array.from({ length: count }, (_, index) => index);
  const variables = indexes.map((index): VariableDefinitionNode => ({
    kind: Kind.VARIABLE_DEFINITION,
    variable: { kind: Kind.VARIABLE, name: name(`id${index}`) },
    type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: name('ID') } },
  }));
  const fields = indexes.map((index): FieldNode => ({
    kind: Kind.FIELD,
    alias: name(`o${index}`),
    name: name('order'),
    arguments: [{ kind: Kind.ARGUMENT, name: name('id'), value: { kind: Kind.VARIABLE, name: name(`id${index}`) } }],
    selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FRAGMENT_SPREAD, name: name('DeliverySlip_order') }] },
  }));
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        name: name('OrderHeaders'),
        variableDefinitions: variables,
        selectionSet: { kind: Kind.SELECTION_SET, selections: fields },
      },
      ...DeliverySlip_OrderFragmentDoc.definitions,
    ],
  };
  documents.set(count, document);
  return document;
}

/** An order that could not be read, and why (the gateway's words, or NOT_FOUND_TEXT). */
export interface HeaderFailure {
  orderId: string;
  reason: string;
}

export interface HeadersRead {
  /** The orders read, in the order asked. */
  orders: DeliverySlip_OrderFragment[];
  failures: HeaderFailure[];
}

type Answer = Record<string, DeliverySlip_OrderFragment | null | undefined>;

/** One request for up to ORDERS_PER_READ orders: each one read, or its failure. */
async function readChunk(client: ApolloClient, ids: readonly string[]): Promise<Array<DeliverySlip_OrderFragment | HeaderFailure>> {
  const variables = Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));
  let data: Answer | undefined;
  let failure: unknown;
  try {
    const answer = await client.query<Answer>({ query: orderHeadersDocument(ids.length), variables, fetchPolicy: 'no-cache', errorPolicy: 'all' });
    data = answer.data ?? undefined;
    failure = answer.error;
  } catch (thrown) {
    failure = thrown;
  }
  // A GraphQL error with a path belongs to that alias' order; any other failure is every order's of the request.
  const byAlias = new Map<string, string>();
  let whole: string | null = null;
  if (CombinedGraphQLErrors.is(failure)) {
    for (const error of failure.errors) {
      const alias = error.path?.[0];
      if (typeof alias === 'string') byAlias.set(alias, [byAlias.get(alias), error.message].filter(Boolean).join('; '));
      else whole = [whole, error.message].filter(Boolean).join('; ');
    }
  } else if (failure) whole = errorText(failure);
  return ids.map((orderId, index) => {
    const alias = `o${index}`;
    const reason = whole ?? byAlias.get(alias);
    if (reason) return { orderId, reason };
    return data?.[alias] ?? { orderId, reason: NOT_FOUND_TEXT };
  });
}

const isFailure = (value: DeliverySlip_OrderFragment | HeaderFailure): value is HeaderFailure => 'reason' in value;

/** Reads every order's header, ORDERS_PER_READ per request; `onProgress(read, total)` after each request. */
export async function readOrderHeaders(
  client: ApolloClient,
  ids: readonly string[],
  onProgress: (read: number, total: number) => void = () => undefined,
): Promise<HeadersRead> {
  const result: HeadersRead = { orders: [], failures: [] };
  for (let start = 0; start < ids.length; start += ORDERS_PER_READ) {
    const chunk = ids.slice(start, start + ORDERS_PER_READ);
    for (const answer of await readChunk(client, chunk)) {
      if (isFailure(answer)) result.failures.push(answer);
      else result.orders.push(answer);
    }
    onProgress(Math.min(start + chunk.length, ids.length), ids.length);
  }
  return result;
}

/** The numbers as a person reads them: '12', '12 e 15', '12, 15 e 20'. */
function numbers(ids: readonly string[]): string {
  return ids.length === 1 ? ids[0] : `${ids.slice(0, -1).join(', ')} e ${ids[ids.length - 1]}`;
}

/** 'Nenhuma comanda foi impressa. Não foi possível ler os pedidos 12 e 15: <motivo>.', one sentence per reason. */
export function headersFailureText(failures: readonly HeaderFailure[]): string {
  const byReason = new Map<string, string[]>();
  for (const { orderId, reason } of failures) byReason.set(reason, [...(byReason.get(reason) ?? []), orderId]);
  const sentences = [...byReason].map(
    ([reason, ids]) => `Não foi possível ler ${ids.length === 1 ? 'o pedido' : 'os pedidos'} ${numbers(ids)}: ${reason.replace(/\.$/, '')}.`,
  );
  return ['Nenhuma comanda foi impressa.', ...sentences].join(' ');
}
