// Screens that follow the live order events: whether they are live (and so do not poll), the subscription itself,
// one refetch when the socket comes back after a loss (events sent meanwhile were missed), and a debounced refetch
// for events that change which orders a page holds.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useLiveState } from '../../kernel/liveState';

export interface Liveness {
  /** Events arrive: the screen need not poll. */
  live: boolean;
  /** The socket dropped or the subscription was refused: the screen says it is not live (and polls, if it polls). */
  lost: boolean;
  /** What useQuery's pollInterval should be: 0 (none) while live. Not undefined: Apollo would keep the old value. */
  pollInterval: number | undefined;
  /** The subscription ended for good (refused, or an error): stay on the fallback. */
  fail: () => void;
}

export function useLiveness(fallbackPollMs?: number): Liveness {
  const socket = useLiveState();
  const [failed, setFailed] = useState(false);
  const live = socket === 'live' && !failed;
  const lost = !live && (socket === 'lost' || failed);
  const fail = useCallback(() => setFailed(true), []);
  return { live, lost, pollInterval: live ? 0 : fallbackPollMs, fail };
}

/** Subscribes to `document` while mounted; `onBack` runs once each time the screen becomes live again after a loss. */
export function useEventStream<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  liveness: Liveness,
  onData: (data: TData) => void,
  onBack: () => void,
): void {
  useSubscription(document, {
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data) onData(data.data);
    },
    onError: liveness.fail,
    // The gateway never ends this stream on its own while the session lasts: an end is a refusal.
    onComplete: liveness.fail,
  });
  const wasLost = useRef(false);
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  useEffect(() => {
    if (liveness.lost) wasLost.current = true;
    else if (liveness.live && wasLost.current) {
      wasLost.current = false;
      back.current();
    }
  }, [liveness.live, liveness.lost]);
}

/** Refetches once shortly after the first call: a burst of events is one read, spread over a second across boards. */
const REFETCH_DELAY_MS = 250;
const REFETCH_SPREAD_MS = 750;

export function useDebouncedRefetch(refetch: () => void): () => void {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current !== undefined) return; // the pending read will see this change too
    timer.current = window.setTimeout(
      () => {
        timer.current = undefined;
        latest.current();
      },
      REFETCH_DELAY_MS + Math.random() * REFETCH_SPREAD_MS,
    );
  }, []);
}
