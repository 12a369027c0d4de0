// Everything 'Pedidos em Aberto' needs from the live order desk, in one call after its list: the events applied
// to the page (useOpenBoardEvents), the new-order alerts of the person, and the live line under the title. The
// page itself only passes useLiveness' pollInterval to its list (no poll while live).
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { Session } from '../../kernel/session';
import { ALL, type Paging } from '../../lib/listPaging';
import type { OpenOrderFilterState } from '../filters';
import { LiveBar, periodicText } from './LiveBar';
import { OrderWatchQuery } from './queries';
import { useNewOrderAlerts } from './newOrderAlerts';
import { useOpenBoardEvents } from './useOpenBoardEvents';
import type { Liveness } from './useLiveEvents';

export const boardLostText = (pollMs: number) => `Atualização ao vivo indisponível — atualizando a cada ${Math.round(pollMs / 1000)} s`;

interface Options {
  liveness: Liveness;
  pollMs: number;
  me: Session | null;
  filter: OpenOrderFilterState;
  paging: Paging;
  /** The page on screen (its rows' ids and the list's total), null before the first answer. */
  snapshot: { ids: readonly string[]; total: number } | null;
  refetch: () => void;
  cue: { rebase: () => void };
}

export function useLiveOpenBoard({ liveness, pollMs, me, filter, paging, snapshot, refetch, cue }: Options): ReactNode {
  const alerts = useNewOrderAlerts(me?.user.id, me?.branch);
  // Without the product API's changes feed the gateway reads the open orders every few seconds: say so, not 'Ao vivo'.
  const watch = useQuery(OrderWatchQuery).data?.orderWatch;
  const periodic = watch && !watch.feed ? periodicText(watch.intervalSeconds) : null;
  const view = snapshot && { ...snapshot, statuses: filter.statuses, from: filter.from, to: filter.to, cpf: filter.cpf, cached: paging.pageSize !== ALL };
  useOpenBoardEvents({ liveness, view, refetch, rebaseCue: cue.rebase, onCreated: alerts.alert });
  return <LiveBar liveness={liveness} lostText={boardLostText(pollMs)} periodic={periodic} alerts={alerts} />;
}
