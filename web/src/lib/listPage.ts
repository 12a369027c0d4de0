// The state every server-paged list screen shares: filter and page in the URL, the query, the filter dialog,
// the details dialog and the toasts that answer an explicit search or a failed load.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ToastProps } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { showToast } from '../kernel/toaster';
import { errorText } from './errors';
import type { Paging } from './listPaging';
import { useListUrlState } from './listUrlState';

export interface ListPageData<TItem> {
  total: number;
  items: TItem[];
}

export interface ListPageOptions<F, TData, TVariables extends Record<string, unknown>, TItem> {
  query: TypedDocumentNode<TData, TVariables>;
  readFilter: (params: URLSearchParams) => F;
  writeFilter: (params: URLSearchParams, filter: F) => URLSearchParams;
  toVariables: (filter: F, paging: Paging) => TVariables;
  select: (data: TData) => ListPageData<TItem>;
  pollInterval?: number;
  /** Toast after an explicit search, by whether it found anything. */
  searchToast: (found: boolean) => ToastProps;
  errorToast: (message: string) => ToastProps;
  /** The order history lists keep a pending search toast across a failed load (their behaviour so far). */
  keepSearchToastOnError?: boolean;
}

export function useListPage<F, TData, TVariables extends Record<string, unknown>, TItem>(
  options: ListPageOptions<F, TData, TVariables, TItem>,
) {
  const { query, readFilter, writeFilter, toVariables, select, pollInterval, searchToast, errorToast, keepSearchToastOnError } = options;
  const list = useListUrlState(readFilter, writeFilter);
  const variables = useMemo(() => toVariables(list.filter, list.paging), [toVariables, list.filter, list.paging]);
  const result = useQuery(query, { variables, pollInterval, fetchPolicy: 'cache-and-network' } as useQuery.Options<TData, TVariables>);
  const { data, previousData, loading, error, refetch } = result;
  const current = data as TData | undefined;
  const shown = (current ?? (previousData as TData | undefined)) as TData | undefined;
  const page = shown === undefined ? undefined : select(shown);
  const [filterOpen, setFilterOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  // Toasts answer an explicit search (filter, refresh), not every load or poll.
  const announce = useRef(false);

  useEffect(() => {
    if (!announce.current || loading || error || current === undefined) return;
    announce.current = false;
    void showToast(searchToast(select(current).total > 0));
    // The option callbacks are module-level in every screen; a new result is what triggers the toast.
  }, [current, loading, error]);

  const errorMessage = error ? errorText(error) : null;
  useEffect(() => {
    if (!errorMessage) return;
    if (!keepSearchToastOnError) announce.current = false;
    void showToast(errorToast(errorMessage));
  }, [errorMessage]);

  const refetchQuietly = () => void refetch().catch(() => undefined);
  return {
    list,
    data: current,
    page,
    loading,
    refetch: refetchQuietly,
    filterOpen,
    setFilterOpen,
    detailsId,
    setDetailsId,
    /** 'Atualizar': back to the plain list, reloaded, with the search toast. */
    reload: () => {
      announce.current = true;
      list.reset();
      refetchQuietly();
    },
    /** The filter dialog's submit. */
    applyFilter: (filter: F) => {
      announce.current = true;
      setFilterOpen(false);
      list.setFilter(filter);
    },
  };
}
