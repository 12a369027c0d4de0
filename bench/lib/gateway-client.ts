// GraphQL against the gateway with a bearer token (how tools call it), using the screens' own documents from the
// web's generated code so the benchmarks ask exactly what 'Pedidos em Aberto' and the details dialog ask.
import { parse, print, visit } from 'graphql';
import { OpenOrdersDocument, OrderDetailsDocument } from '../../web/src/generated/graphql';
import { httpRequest } from './http';

export const OPEN_ORDERS_QUERY = print(OpenOrdersDocument);
export const ORDER_DETAILS_QUERY = print(OrderDetailsDocument);

/** A diagnostic variant: the open-orders page without the `workflow` field (read from the gateway's own store). */
export const OPEN_ORDERS_WITHOUT_WORKFLOW = print(
  visit(parse(OPEN_ORDERS_QUERY), {
    Field: (node) => (node.name.value === 'workflow' ? null : undefined),
    FragmentDefinition: (node) => (node.name.value === 'OrderWorkflow_workflow' ? null : undefined),
  }),
);

/** Session check and Apollo only: no upstream call, no store read beyond the session. */
export const ME_QUERY = '{ me { type branch } }';

interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface GqlReply {
  status: number;
  body: GqlBody;
  bytes: number;
}

export function gqlHeaders(token: string | null): Record<string, string> {
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

export async function gql(url: string, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const reply = await httpRequest(`${url}/graphql`, {
    method: 'POST',
    headers: gqlHeaders(token),
    body: JSON.stringify({ query, variables }),
  });
  let body: GqlBody;
  try {
    body = JSON.parse(reply.text) as GqlBody;
  } catch {
    body = { errors: [{ message: `not JSON (HTTP ${reply.status}): ${reply.text.slice(0, 200)}` }] };
  }
  return { status: reply.status, body, bytes: Buffer.byteLength(reply.text) } satisfies GqlReply;
}

/** Logs a demo user in and returns the gateway bearer token. */
export async function loginToken(url: string, matricula = '1001', password = 'senha1234'): Promise<string> {
  const reply = await gql(
    url,
    null,
    `mutation($m: String!, $p: String!) { login(matricula: $m, password: $p, returnToken: true) { token errors { message } } }`,
    { m: matricula, p: password },
  );
  const login = reply.body.data?.login as { token?: string | null; errors?: Array<{ message: string }> } | undefined;
  if (!login?.token) {
    const why = login?.errors?.map((e) => e.message).join('; ') ?? reply.body.errors?.[0]?.message ?? `HTTP ${reply.status}`;
    throw new Error(`login of ${matricula} failed: ${why}`);
  }
  return login.token;
}

/**
 * Why a query cannot be benchmarked yet (schema or resolvers missing, an error answer), or null when it returned
 * data for `field`. Lets each benchmark report "skipped: <reason>" while the orders domain is being written.
 */
export function unusable(reply: GqlReply, field: string): string | null {
  const value = reply.body.data?.[field];
  if (reply.status === 200 && value !== null && value !== undefined && !reply.body.errors?.length) return null;
  const error = reply.body.errors?.[0];
  const detail = error ? `${error.extensions?.code ?? 'ERROR'}: ${error.message}` : `HTTP ${reply.status}, no data`;
  return `${field} not usable through the gateway (${detail.slice(0, 160)})`;
}
