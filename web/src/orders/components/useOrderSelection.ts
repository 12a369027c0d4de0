// The rows chosen on 'Pedidos em Aberto' for 'Imprimir Comandas Selecionadas'. A choice belongs to one filter and
// page: a refetch of the same page (a poll, a live event, a status change) keeps it, a new filter or page starts
// empty. Only orders still on the page count: one that left it (finished, cancelled) is no longer chosen.
import { useCallback, useMemo, useState } from 'react';

export type PageSelection = 'none' | 'some' | 'all';

export interface OrderSelection {
  isSelected: (orderId: string) => boolean;
  toggle: (orderId: string) => void;
  /** Select every order of the page (true) or none (false). */
  setAll: (checked: boolean) => void;
  /** How much of the page is chosen, for the select-all box. */
  page: PageSelection;
  /** The chosen orders in the page's order. */
  chosen: readonly string[];
  clear: () => void;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * `scope` names the filter and page (any value that changes when they do, e.g. their JSON); `pageIds` the orders
 * the page shows now (undefined while it has none to show).
 */
export function useOrderSelection(scope: string, pageIds: readonly string[] | undefined): OrderSelection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NOTHING });
  // Another filter or page: nothing chosen. Reset while rendering (React's 'adjusting state when a prop changes'),
  // so the old choice is never drawn under the new page, nor comes back with the old filter.
  if (state.scope !== scope) setState({ scope, ids: NOTHING });
  const ids = state.scope === scope ? state.ids : NOTHING;

  const chosen = useMemo(() => (pageIds ?? []).filter((id) => ids.has(id)), [pageIds, ids]);
  const total = pageIds?.length ?? 0;
  const page: PageSelection = chosen.length === 0 ? 'none' : chosen.length === total ? 'all' : 'some';

  const toggle = useCallback(
    (orderId: string) =>
      setState((current) => {
        const next = new Set(current.scope === scope ? current.ids : NOTHING);
        if (next.has(orderId)) next.delete(orderId);
        else next.add(orderId);
        return { scope, ids: next };
      }),
    [scope],
  );
  const setAll = useCallback((checked: boolean) => setState({ scope, ids: checked ? new Set(pageIds) : NOTHING }), [scope, pageIds]);
  const clear = useCallback(() => setState({ scope, ids: NOTHING }), [scope]);
  const isSelected = useCallback((orderId: string) => ids.has(orderId), [ids]);
  return { isSelected, toggle, setAll, page, chosen, clear };
}
