// The setup most integration files share, in one place: the stack (plain or workflow) started before a file's tests
// and closed after them, the staff signed in by matrícula, a GraphQL call that must answer without errors, the newest
// audit entry's id, and the 'Configurações Gerais' form the settings and log tests save.
import { afterAll, beforeAll, expect } from 'vitest';
import type { GatewayConfig } from '../../gateway/src/server';
import { Client, startStack, type Stack, type StackOptions } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

/**
 * Starts a stack before the file's tests and closes it after them. Each matrícula is signed in on a client of its
 * own, in the order given, and must sign in without errors; `ready` gets the stack and those clients (in the same
 * order) and may read whatever else the file needs before its first test.
 */
function withRunning<S extends { close(): Promise<void> }>(
  start: () => Promise<S>,
  clientOf: (stack: S) => Client,
  matriculas: string[],
  ready: (stack: S, clients: Client[]) => void | Promise<void>,
): void {
  let stack: S | undefined;
  beforeAll(async () => {
    stack = await start();
    const clients: Client[] = [];
    for (const matricula of matriculas) {
      const client = clientOf(stack);
      expect((await client.login(matricula)).login.errors).toEqual([]);
      clients.push(client);
    }
    await ready(stack, clients);
  }, 120_000);
  afterAll(async () => stack?.close());
}

/** The workflow stack (every service behind a proxy, fixtures, recorded requests) for the file's tests. */
export function withWorkflowStack(
  matriculas: string[],
  ready: (stack: WorkflowStack, clients: Client[]) => void | Promise<void>,
  extra: Partial<GatewayConfig> = {},
  options: StackOptions = {},
): void {
  withRunning(
    () => startWorkflowStack(extra, options),
    (stack) => stack.client(),
    matriculas,
    ready,
  );
}

/** The plain stack (a proxy in front of the product API only) for the file's tests. */
export function withStack(matriculas: string[], ready: (stack: Stack, clients: Client[]) => void | Promise<void>, extra: Partial<GatewayConfig> = {}): void {
  withRunning(
    () => startStack(extra),
    (stack) => new Client(stack.gateway.url),
    matriculas,
    ready,
  );
}

/** The answer's data, after checking it came without GraphQL errors (the errors are the failure's message). */
export async function gql(client: Client, query: string, variables?: Record<string, unknown>): Promise<Loose> {
  const result = await client.query(query, variables);
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data;
}

/** The id of the newest entry in the product API's application log (0 when there is none). */
export async function newestLogId(stack: WorkflowStack): Promise<number> {
  return Math.max(0, ...(await stack.api.get('application-logs/?page_size=10000')).results.map((l: Loose) => l.id));
}

/** A valid 'Configurações Gerais' form, a line per section (purchase rules, delivery, fees, neighbourhood search,
 *  support and loyalty platform), with `extra` over it. */
export const branchSettingsForm = (extra: Record<string, unknown> = {}) => ({
  minimumPurchase: '50.00',
  minimumPickupPurchase: '20.00',
  additionalOrderItemLimit: 10,
  stockMarginPercent: '5',
  deliveryIntervalMinutes: 60,
  nextDaySearchLimit: 2,
  serviceFee: '2.50',
  serviceFeeProductId: 900001,
  serviceFeeErpCode: 'TXS',
  deliveryFeeProductId: 900002,
  deliveryFeeErpCode: 'TXE',
  neighbourhoodPostalCode: '64220-000',
  supportUrl: 'https://suporte.example.com/chat',
  loyaltyUsername: 'cv-loja17',
  ...extra,
});

/** The audit entries of `table` newer than the entry `since`, oldest first: all of them, or those of record `id`. */
export async function auditEntries(stack: WorkflowStack, table: string, { since = 0, id }: { since?: number; id?: string } = {}): Promise<Loose[]> {
  const entries: Loose[] = (await stack.api.get(`application-logs/?tabela=${table}&page_size=10000`)).results;
  return entries.filter((l) => l.id > since && (id === undefined || String(l.dadoDepois?.id ?? l.dadoAntes?.id) === id)).sort((a, b) => a.id - b.id);
}

/** How many writes (not reads) reached the product API on paths containing `part`. */
export const productApiWrites = (stack: WorkflowStack, part: string) =>
  stack.proxies.productApi.calls.filter((c) => c.path.includes(part) && c.method !== 'GET').length;
