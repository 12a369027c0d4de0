// Filter and page of a list, kept in the URL search params so Back and reload keep them. A change is rendered at
// once (flushSync), not as a transition: the list query starts while rendering the new URL, and a fast answer that
// arrived before a slow transition committed made React throw the transition away and render it again, starting
// the query again: a loop of reads that never showed the new filter (seen on Log API and Log BD).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPaging, writePaging, type Paging } from './listPaging';
import { withoutParam } from './urlDialog';

export function useListUrlState<F>(read: (params: URLSearchParams) => F, write: (params: URLSearchParams, filter: F) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Parsed once per URL so the objects keep their identity between renders (`read` is a module-level parser).
  const filter = useMemo(() => read(new URLSearchParams(key)), [read, key]);
  const paging = useMemo(() => readPaging(new URLSearchParams(key)), [key]);

  /**
   * A new filter, submitted from the dialog named `closing`: it replaces the dialog's history entry, so Back
   * after a search leads to the list before the dialog was opened.
   */
  const setFilter = useCallback(
    (next: F, closing?: string) =>
      setParams((current) => write(closing ? withoutParam(current, closing) : current, next), { replace: closing !== undefined, flushSync: true }),
    [setParams, write],
  );
  const setPaging = useCallback((next: Paging) => setParams((current) => writePaging(current, next), { flushSync: true }), [setParams]);
  const reset = useCallback(() => setParams(new URLSearchParams(), { flushSync: true }), [setParams]);
  return { filter, paging, setFilter, setPaging, reset, key };
}
