// The state of the live-events socket as React sees it (docs/areas/integrations.md#live-updates): the graphql-ws client
// (socket.ts) writes it, the order screens read it (useLiveState) to decide whether they poll and what they tell the
// person.
import { useSyncExternalStore } from 'react';

/**
 * idle: no socket (none needed yet, or closed because no screen listens); connecting: the first attempt is under
 * way; live: connected and acknowledged; lost: it dropped or was refused, and is being retried (or given up).
 */
export type LiveState = 'idle' | 'connecting' | 'live' | 'lost';

let state: LiveState = 'idle';
const listeners = new Set<() => void>();

export function liveState(): LiveState {
  return state;
}

export function setLiveState(next: LiveState): void {
  if (next === state) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on every change (outside React, e.g. a workflow being followed). */
export function subscribeLiveState(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribeLiveState, liveState, liveState);
}
