// The state every server-paged list screen shares: filter, page and open dialogs in the URL, the query, and
// the toasts that answer an explicit search or a failed load (one per list: a newer replaces the older).
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { ToastProps } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { showToast } from './toaster';
import { errorText, inputFieldErrors } from './errors';
import { ALL, type Paging } from './listPaging';
import { useListUrlState } from './listUrlState';
import { useUrlDialog } from './urlDialog';

export interface ListPageData<TItem> {
  total: number;
  items: TItem[];
  /** A filter value that matched nothing the gateway could look up (e.g. an unknown CPF): data, not an error. */
  customerNotFound?: { message: string } | null;
}

/** The URL parameters of a list's filter and details dialogs (each domain's urls.ts names them). */
export interface ListDialogParams {
  filter: string;
  details: string;
}

export interface ListPageOptions<F, TData, TVariables extends Record<string, unknown>, TItem> {
  query: TypedDocumentNode<TData, TVariables>;
  readFilter: (params: URLSearchParams) => F;
  writeFilter: (params: URLSearchParams, filter: F) => URLSearchParams;
  toVariables: (filter: F, paging: Paging) => TVariables;
  select: (data: TData) => ListPageData<TItem>;
  dialogs: ListDialogParams;
  pollInterval?: number;
  /** Toast after an explicit search, by whether it found anything (and the answer, for a notice it carries). */
  searchToast: (found: boolean, data: TData) => ToastProps;
  errorToast: (message: string) => ToastProps;
  /** The order history lists keep a pending search toast across a failed load (their behaviour so far). */
  keepSearchToastOnError?: boolean;
  /**
   * Filters the gateway may refuse field by field (an unknown CPF): such a filter is tried before the dialog
   * closes, and a refusal stays in the dialog on its field. `fieldOf` maps the gateway's input-error fields to the
   * dialog's; `refusals` reads the refusals the gateway answers as data on the page.
   */
  checkedFields?: {
    applies: (filter: F) => boolean;
    fieldOf: Readonly<Record<string, string>>;
    refusals: (page: ListPageData<TItem>) => Record<string, string>;
  };
}

/** What a toast about a list's search or load is about: a newer one replaces the older. */
const LIST_TOAST = 'lista';

export function useListPage<F, TData, TVariables extends Record<string, unknown>, TItem>(options: ListPageOptions<F, TData, TVariables, TItem>) {
  const { query, readFilter, writeFilter, toVariables, select, dialogs, pollInterval, searchToast, errorToast, keepSearchToastOnError, checkedFields } =
    options;
  const client = useApolloClient();
  const list = useListUrlState(readFilter, writeFilter);
  const filterDialog = useUrlDialog(dialogs.filter);
  const detailsDialog = useUrlDialog(dialogs.details);
  const variables = useMemo(() => toVariables(list.filter, list.paging), [toVariables, list.filter, list.paging]);
  // 'Todos' (up to 10 000 rows) is read once and shown: normalising every row into the cache would cost more
  // than drawing the rows in view (measured by `npm run bench -- lists`).
  const fetchPolicy = list.paging.pageSize === ALL ? 'no-cache' : 'cache-and-network';
  const result = useQuery(query, { variables, pollInterval, fetchPolicy } as useQuery.Options<TData, TVariables>);
  const { data, loading, error, refetch } = result;
  // Only the answer for the current filter and page: while another page (or 'Todos') loads, the list shows its
  // loading state rather than the previous rows under the new pager.
  const current = data as TData | undefined;
  const page = current === undefined ? undefined : select(current);
  const [checking, setChecking] = useState(false);
  // Toasts answer an explicit search (filter, refresh), not every load or poll.
  const announce = useRef(false);

  // A new result or load error is what triggers a toast, never a new option callback (some screens write them inline).
  const announceResult = useEffectEvent((result: TData) => void showToast(searchToast(select(result).total > 0, result), LIST_TOAST));
  useEffect(() => {
    if (!announce.current || loading || error || current === undefined) return;
    announce.current = false;
    announceResult(current);
  }, [current, loading, error]);

  const errorMessage = error ? errorText(error) : null;
  const announceError = useEffectEvent((message: string) => {
    if (!keepSearchToastOnError) announce.current = false;
    void showToast(errorToast(message), LIST_TOAST);
  });
  useEffect(() => {
    if (errorMessage) announceError(errorMessage);
  }, [errorMessage]);

  /** Field errors the gateway gave for `filter`, or none when it answered (the answer is then in the cache). */
  const check = async (filter: F): Promise<Record<string, string>> => {
    if (!checkedFields?.applies(filter)) return {};
    setChecking(true);
    try {
      const answer = await client.query({ query, variables: toVariables(filter, { ...list.paging, page: 1 }), fetchPolicy: 'network-only' });
      return answer.data ? checkedFields.refusals(select(answer.data as TData)) : {};
    } catch (failure) {
      // Anything but a field refusal is the list's own load error, shown once the filter is applied.
      return inputFieldErrors(failure, checkedFields.fieldOf);
    } finally {
      setChecking(false);
    }
  };

  const refetchQuietly = () => void refetch().catch(() => undefined);
  // 'Atualizar' stays busy until the gateway answers (or fails): a click that seems to do nothing is clicked again.
  const [reloading, setReloading] = useState(false);
  // A filter is active when the URL holds another one than the list's default (what a plain visit shows).
  const defaultFilter = () => readFilter(new URLSearchParams());
  const filterActive = writeFilter(new URLSearchParams(), list.filter).toString() !== writeFilter(new URLSearchParams(), defaultFilter()).toString();
  return {
    list,
    data: current,
    page,
    loading,
    refetch: refetchQuietly,
    filterOpen: filterDialog.value !== null,
    openFilter: () => filterDialog.open(),
    closeFilter: filterDialog.close,
    /** A filter being tried before its dialog closes. */
    checking,
    detailsId: detailsDialog.value,
    openDetails: (id: string) => detailsDialog.open(id),
    closeDetails: detailsDialog.close,
    /** 'Atualizar': back to the plain list, reloaded, with the search toast. */
    reload: () => {
      announce.current = true;
      list.reset();
      setReloading(true);
      void refetch()
        .catch(() => undefined)
        .finally(() => setReloading(false));
    },
    /** A reload by 'Atualizar' is waiting for the gateway (ListHeader's busy button). */
    reloading,
    /** For ListHeader: the list is filtered, and clearing goes back to the default filter (page 1, search toast). */
    activeFilter: filterActive
      ? {
          onClear: () => {
            announce.current = true;
            list.setFilter(defaultFilter());
          },
        }
      : null,
    /** The filter dialog's submit: resolves to the field errors that keep the dialog open (none: applied). */
    applyFilter: async (filter: F): Promise<Record<string, string>> => {
      const refused = await check(filter);
      if (Object.keys(refused).length > 0) return refused;
      announce.current = true;
      list.setFilter(filter, filterDialog.value !== null ? dialogs.filter : undefined);
      return {};
    },
  };
}
