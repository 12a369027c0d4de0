// Follows the store's change notifications (migration 004) so that what this instance caches in memory follows
// what other gateway instances write: a session ended or refreshed elsewhere is read again on its next request
// (auth/session-cache.ts), a workflow run started or finished elsewhere shows on the next list (workflows/
// active-runs.ts). The caches' own windows (SESSION_CACHE_MS, the index's 1 s reload) stay as the safety net
// for when the feed is down; after it comes back, everything cached is read again.
import type { Db } from '@painel/db/database';
import type { SessionStore } from '../auth/session';
import type { ActiveRuns } from '../workflows/active-runs';

export const SESSION_CHANNEL = 'painel_sessions';
export const WORKFLOW_RUN_CHANNEL = 'painel_workflow_runs';

export async function followStoreChanges(store: Db, sessions: SessionStore, activeRuns: ActiveRuns): Promise<() => Promise<void>> {
  const stopSessions = await store.listen(SESSION_CHANNEL, {
    onNotify: (id) => sessions.forget(id),
    onReconnect: () => sessions.forgetAll(),
  });
  try {
    const stopRuns = await store.listen(WORKFLOW_RUN_CHANNEL, {
      onNotify: (subject) => activeRuns.wrote(subject),
      onReconnect: () => activeRuns.invalidate(),
    });
    return async () => {
      await stopRuns();
      await stopSessions();
    };
  } catch (error) {
    await stopSessions();
    throw error;
  }
}
