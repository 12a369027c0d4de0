// The workflows' view of one request: its upstream clients, the session user, the store's journal, the clock.
import { sessionTokens, type Context, type GatewayServices } from '../context';
import type { Session } from '../auth/session';
import { endSessionsAfterPasswordChange } from '../auth/password-change';
import { upstreamsFor } from '../upstreams/clients';
import { WorkflowJournal } from './journal';
import type { WorkflowDeps } from './effects';
import { runObserverFor } from '../events/run-observers';

/** Only for resolvers behind a guard: the session is there. */
export function workflowDeps(ctx: Context): WorkflowDeps {
  const session = ctx.session;
  if (!session) throw new Error('workflowDeps needs a session (the resolver must be guarded)');
  return {
    api: ctx.upstreams.productApi,
    erp: ctx.upstreams.erp,
    loyalty: ctx.upstreams.loyalty,
    push: ctx.upstreams.push,
    journal: new WorkflowJournal(ctx.services.store),
    user: session,
    sessionId: session.id,
    now: () => ctx.services.now(),
    encryptionKey: ctx.services.keys.encryption,
    loyaltyPasswords: ctx.services.loyaltyPasswords,
    log: ctx.log,
    passwordChanged: (userId) => endSessionsAfterPasswordChange(ctx, userId),
    observer: runObserverFor(ctx.services, session),
  };
}

/**
 * The workflow dependencies of a run's own person outside any request (a sweep that finishes a stranded run): their
 * session's upstream token, their name in the audit.
 */
export function sessionWorkflowDeps(services: GatewayServices, session: Session): WorkflowDeps {
  const upstreams = upstreamsFor(services.connections, sessionTokens(services, session));
  return {
    api: upstreams.productApi,
    erp: upstreams.erp,
    loyalty: upstreams.loyalty,
    push: upstreams.push,
    journal: new WorkflowJournal(services.store),
    user: session,
    sessionId: session.id,
    now: () => services.now(),
    encryptionKey: services.keys.encryption,
    loyaltyPasswords: services.loyaltyPasswords,
    log: services.log,
    observer: runObserverFor(services, session),
  };
}
