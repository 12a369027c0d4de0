// 'Pedidos em Aberto' on the live events: rows redraw from the cache, membership changes refetch the page once
// (boardChange.ts says which and why), new orders raise the person's alerts, and a comeback after a loss refetches.
import { useRef } from 'react';
import type { OpenBoardEventsSubscription } from '../generated/graphql';
import { boardChange, type BoardView } from './boardChange';
import { OpenBoardEventsSubscription as OpenBoardEvents } from './queries';
import { useDebouncedRefetch, useEventStream, type Liveness } from './useLiveEvents';

export type BoardEvent = OpenBoardEventsSubscription['orderEvents'];

interface Options {
  liveness: Liveness;
  /** The page on screen and its filter; null before the first answer. */
  view: BoardView | null;
  refetch: () => void;
  /** Before a refetch that only took orders away: rows moving up from the next page are not new orders. */
  rebaseCue: () => void;
  onCreated: (order: BoardEvent['order']) => void;
}

export function useOpenBoardEvents({ liveness, view, refetch, rebaseCue, onCreated }: Options): void {
  const leavesOnly = useRef(true);
  const scheduled = useDebouncedRefetch(() => {
    if (leavesOnly.current) rebaseCue();
    leavesOnly.current = true;
    refetch();
  });
  useEventStream(
    OpenBoardEvents,
    liveness,
    ({ orderEvents: event }) => {
      if (event.kind === 'CREATED') onCreated(event.order);
      if (!view || boardChange(event.kind, event.order, view) === 'none') return;
      if (event.kind === 'CREATED') leavesOnly.current = false;
      scheduled();
    },
    // Back after a loss: what happened meanwhile is unknown, new orders included (the cue flags them).
    refetch,
  );
}
