// 'Pedidos Concluídos' and 'Pedidos Cancelados' on the live events: an order completed (or cancelled) anywhere
// refetches the page on screen once (debounced; their rows are not the event's order fields, a cancellation
// is its own record, and where it lands is the gateway's sorting), and a comeback after a loss refetches. They never polled, so
// while not live they only say so.
import type { ReactNode } from 'react';
import type { OrderEventKind } from '../../generated/graphql';
import { LiveBar } from './LiveBar';
import { FinishedOrderEventsSubscription } from './queries';
import { useDebouncedRefetch, useEventStream, useLiveness } from './useLiveEvents';

export const FINISHED_LOST_TEXT = 'Atualização ao vivo indisponível — use Atualizar Pedidos';

export function useLiveFinishedList(kind: Extract<OrderEventKind, 'COMPLETED' | 'CANCELLED'>, refetch: () => void): ReactNode {
  const liveness = useLiveness();
  const scheduled = useDebouncedRefetch(refetch);
  useEventStream(
    FinishedOrderEventsSubscription,
    liveness,
    ({ orderEvents }) => {
      if (orderEvents.kind === kind) scheduled();
    },
    refetch,
  );
  return <LiveBar liveness={liveness} lostText={FINISHED_LOST_TEXT} />;
}
