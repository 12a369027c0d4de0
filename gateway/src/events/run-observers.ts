// Where a request's workflows find who hears their runs (workflows/deps.ts asks; the live order desk registers
// itself when the gateway starts): a registry keyed by the gateway's store (one per gateway: per-request views of
// the services, observability/scoped-services.ts, share it), so neither the context nor the engine needs to know
// the domains that listen, and two gateways in one process (tests) stay apart.
import type { Db } from '@painel/db/database';
import type { SessionUser } from '../auth/session';
import type { RunObserver } from '../workflows/runner';

export type ObserverFactory = (user: SessionUser) => RunObserver;

const factories = new WeakMap<object, ObserverFactory>();

export function registerRunObserver(services: { store: Db }, factory: ObserverFactory): () => void {
  factories.set(services.store, factory);
  return () => {
    if (factories.get(services.store) === factory) factories.delete(services.store);
  };
}

/** The observer of runs made by `user` on this gateway, or none (tools, tests without the live desk). */
export function runObserverFor(services: { store: Db }, user: SessionUser): RunObserver | undefined {
  return factories.get(services.store)?.(user);
}
