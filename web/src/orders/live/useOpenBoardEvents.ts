// 'Pedidos em Aberto' on the live events: rows redraw from the cache, membership changes refetch the page once
// (boardChange.ts says which and why), new orders raise the person's alerts, and a comeback after a loss refetches.
import { useRef } from 'react';
import type { OpenBoardEventsSubscription } from '../../generated/graphql';
import { boardChange, goneChange, type BoardView } from './boardChange';
import { OpenBoardEventsSubscription as OpenBoardEvents } from './queries';
import { useDebouncedRefetch, useEventStream, type Liveness } from './useLiveEvents';

export type BoardEvent = OpenBoardEventsSubscription['orderEvents'];
/** The order an event carries when the user may read it (always, for a new order). */
type EventOrder = NonNullable<BoardEvent['order']>;

interface Options {
  liveness: Liveness;
  /** The page on screen and its filter; null before the first answer. */
  view: BoardView | null;
  refetch: () => void;
  /** Before a refetch that only took orders away: rows moving up from the next page are not new orders. */
  rebaseCue: () => void;
  onCreated: (order: EventOrder) => void;
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
      if (event.kind === 'CREATED' && event.order) onCreated(event.order);
      if (!view) return;
      // No order: a finished one the user may not read (type 7 without the finished lists' pages); its row leaves.
      const change = event.order ? boardChange(event.kind, event.order, view) : goneChange(event.orderId, view);
      if (change === 'none') return;
      if (event.kind === 'CREATED') leavesOnly.current = false;
      scheduled();
    },
    // Back after a loss: what happened meanwhile is unknown, new orders included (the cue flags them).
    refetch,
  );
}
