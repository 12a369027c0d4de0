// Filter and page of a list, kept in the URL search params so Back and reload keep them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPaging, writePaging, type Paging } from './listPaging';

export function useListUrlState<F>(read: (params: URLSearchParams) => F, write: (params: URLSearchParams, filter: F) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Parsed once per URL so the objects keep their identity between renders.
  const filter = useMemo(() => read(new URLSearchParams(key)), [key]);
  const paging = useMemo(() => readPaging(new URLSearchParams(key)), [key]);

  const setFilter = useCallback((next: F) => setParams((current) => write(current, next)), [setParams, write]);
  const setPaging = useCallback((next: Paging) => setParams((current) => writePaging(current, next)), [setParams]);
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filter, paging, setFilter, setPaging, reset, key };
}
