// The side effects the order workflows share, as journaled steps: order writes (main and additional orders),
// the audit entry after each change, and pushes carrying an idempotency key derived from the step's key.
import type { GraphQLError } from 'graphql';
import type { SessionUser } from '../auth/session';
import type { Logger } from '../logger';
import { idempotencyKeyFor, pushBody, pushTarget, type PushMessage } from '../domains/orders/push-rules';
import type { ErpBridge } from '../upstreams/erp-bridge';
import type { Loyalty } from '../upstreams/loyalty';
import type { ProductApi } from '../upstreams/product-api';
import type { Push } from '../upstreams/push';
import type { RunError } from './journal';
import type { WorkflowJournal } from './journal';
import { auditSnapshot, loadOrder, orderWriteBody, type UpstreamOrder } from './order-data';
import type { StepIO, WorkflowStep } from './runner';

export interface WorkflowDeps {
  api: ProductApi;
  erp: ErpBridge;
  loyalty: Loyalty;
  push: Push;
  pushAppId: string;
  pushLegacy: boolean;
  journal: WorkflowJournal;
  user: SessionUser;
  sessionId: string | null;
  now(): Date;
  /** Key for secrets at rest (the branch's sealed loyalty password). */
  encryptionKey: Buffer;
  log: Logger;
}

/** The upstream's own text of an error (GraphQLError from the clients, or anything else). */
export function textOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The ERP bridge (PHP behind Apache) answers HTML pages and warnings: staff see their words, not markup.
  const plain = message
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT)}…` : plain;
}

const MAX_TEXT = 300;

/** A failure message of spec 000 section 8: prefix, the server's text, optional suffix. */
export function failureWith(code: string, prefix: string, suffix = ''): (error: unknown) => RunError {
  return (error) => ({ code, message: `${prefix} ${textOf(error)}${suffix}`.trim() });
}

export interface OrderUpdateResult {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: string;
}

/** PUT pedidos/{id}/ with changes; reads the order first so the body carries its current fields. */
export function orderUpdateStep(
  deps: WorkflowDeps,
  name: string,
  orderId: number,
  changes: (io: StepIO) => Record<string, unknown>,
  failure: (error: unknown) => RunError,
  progress?: string,
): WorkflowStep {
  return {
    name,
    progress,
    failure,
    run: async (io) => {
      const before = await loadOrder(deps.api, orderId);
      const body = orderWriteBody(before, changes(io));
      await io.recordRequest(body);
      const after = await deps.api.put<UpstreamOrder>(`pedidos/${orderId}/`, body);
      const result: OrderUpdateResult = { before: auditSnapshot(before), after: auditSnapshot(after), at: deps.now().toISOString() };
      return result;
    },
  };
}

/** POST application-logs/ (spec 000 section 7) after a change recorded by an earlier step. */
export function auditStep(
  deps: WorkflowDeps,
  name: string,
  tabela: string,
  metodo: 'POST' | 'PUT' | 'DELETE',
  change: (results: Readonly<Record<string, unknown>>) => { before: unknown; after: unknown } | null,
): WorkflowStep {
  return {
    name,
    failure: failureWith('AUDIT_FAILED', 'Erro ao registrar o log da alteração:', ' Tente novamente!'),
    run: async (io) => {
      const changed = change(io.results);
      if (!changed) return { skipped: true };
      const { before, after } = changed;
      const entry = { metodo, usuario: deps.user.userId, tabela, dadoAntes: before ?? null, dadoDepois: after ?? null };
      const saved = await deps.api.post<{ id: number }>('application-logs/', entry);
      return { id: saved?.id ?? null };
    },
  };
}

export interface PushStepResult {
  sent: boolean;
  id?: string;
  replayed?: boolean;
  reason?: string;
}

/** Audience problems (no device, not subscribed) are facts about the customer, not failures to retry. */
function isNobodyReached(error: unknown): boolean {
  const extensions = (error as GraphQLError)?.extensions;
  return extensions?.upstream === 'push' && extensions?.code === 'UPSTREAM_ERROR' && 'recipients' in extensions;
}

export interface PushSpec {
  deviceId: string | null | undefined;
  message: PushMessage;
  bigPicture?: string | null;
  sendAfter?: string | null;
}

/** One push; the provider's idempotency key comes from the step's key, so a repeat is dropped by it. */
export function pushStep(
  deps: WorkflowDeps,
  name: string,
  spec: (io: StepIO) => PushSpec | null | Promise<PushSpec | null>,
  failureMessage: string,
): WorkflowStep {
  return {
    name,
    failure: failureWith('PUSH_FAILED', failureMessage),
    run: async (io): Promise<PushStepResult> => {
      const wanted = await spec(io);
      if (!wanted) return { sent: false, reason: 'not-applicable' };
      const target = pushTarget(wanted.deviceId, deps.pushLegacy ? 'legacy' : 'current');
      if (!target) return { sent: false, reason: 'no-device' };
      const body = pushBody({
        appId: deps.pushAppId,
        message: wanted.message,
        target,
        bigPicture: wanted.bigPicture,
        sendAfter: wanted.sendAfter,
        idempotencyKey: idempotencyKeyFor(io.key),
      });
      const { app_id: _appId, ...sent } = body;
      await io.recordRequest(sent);
      try {
        const reply = await deps.push.send(sent);
        return { sent: true, id: reply.id, replayed: reply.replayed };
      } catch (error) {
        if (isNobodyReached(error)) return { sent: false, reason: textOf(error) };
        throw error;
      }
    },
  };
}

/** The status change of the order's additional orders, one step each (they follow the main order). */
export function followerSteps(
  deps: WorkflowDeps,
  order: UpstreamOrder,
  changes: (follower: UpstreamOrder, io: StepIO) => Record<string, unknown>,
  failure: (error: unknown) => RunError,
): WorkflowStep[] {
  return (order.adicionais ?? []).map((follower) =>
    orderUpdateStep(deps, `order.additional.${follower.id}.update`, follower.id, (io) => changes(follower, io), failure),
  );
}

/** The audit entries of the main order's and its additional orders' updates. */
export function orderAuditSteps(deps: WorkflowDeps, updateSteps: readonly WorkflowStep[]): WorkflowStep[] {
  return updateSteps.map((step) =>
    auditStep(deps, `audit.${step.name}`, 'pedidos', 'PUT', (results) => {
      const update = results[step.name] as OrderUpdateResult | undefined;
      return { before: update?.before ?? null, after: update?.after ?? null };
    }),
  );
}
