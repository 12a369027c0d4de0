// 'Log API' (page logapi, types 1 and 2): the application log in a dense grid, newest first, server-paged with
// 'Todos', filtered by user, days and method (all in the URL), each entry's before/after data readable in a dialog.
import { useQuery } from '@apollo/client/react';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { listToasts } from '../../lib/listToasts';
import { ApiLogDataDialog } from '../components/ApiLogDataDialog';
import { ApiLogGrid } from '../components/ApiLogGrid';
import { LogFilterDialog } from '../components/LogFilterDialog';
import { API_LOG_METHODS, apiLogVariables, logFilterParts, readApiLogFilter, userLabel, writeLogFilter } from '../filters';
import { ApiLogsQuery, ApiLogUsersQuery } from '../queries';
import { LOG_DIALOGS } from '../urls';
import '../logs.css';

/** The page's own texts: the search toasts and empty state, and the load prefix for a failure the gateway did not word. */
const API_LOG_TOASTS = {
  found: 'Log(s) da API encontrado(s) com sucesso',
  none: 'Nenhum Log relacionado à API encontrado',
  loadFailed: 'Erro ao Carregar Log da API: ',
} as const;

const { searchToast, errorToast } = listToasts(API_LOG_TOASTS);

export function ApiLogsPage() {
  const { list, page, loading, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, reloading, applyFilter, activeFilter } =
    useListPage({
      query: ApiLogsQuery,
      readFilter: readApiLogFilter,
      writeFilter: writeLogFilter,
      toVariables: apiLogVariables,
      select: (answer) => answer.apiLogs,
      searchToast,
      errorToast,
      dialogs: LOG_DIALOGS,
    });
  const users = useQuery(ApiLogUsersQuery, { skip: !filterOpen });
  const userOptions = users.data ? users.data.apiLogUsers.flatMap((u) => (u.id ? [{ value: u.id, label: userLabel(u) }] : [])) : users.error ? [] : null;
  // The entry names its user by id; the filter's list of users (read while the dialog is open) names them.
  const userName = userOptions?.find((o) => o.value === list.filter.user)?.label ?? list.filter.user;
  const entry = (detailsId !== null && page?.items.find((e) => e.id === detailsId)) || null;
  return (
    <div className="list-page" data-page-ready={page ? true : undefined}>
      <ListHeader
        title="Log API"
        labels={{ reload: 'Atualizar', filter: 'Filtrar' }}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
        activeFilter={activeFilter && { ...activeFilter, parts: logFilterParts(list.filter, userName) }}
      />
      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando Log da API"
        emptyTitle={API_LOG_TOASTS.none}
        paging={list.paging}
        onPagingChange={list.setPaging}
      >
        {(items) => <ApiLogGrid entries={items} onOpen={(e) => openDetails(e.id)} />}
      </ListResults>
      <LogFilterDialog
        open={filterOpen}
        title="Filtrar Log da API"
        value={list.filter}
        users={userOptions}
        methods={API_LOG_METHODS}
        onClose={closeFilter}
        onSubmit={(filter) => void applyFilter(filter)}
      />
      <ApiLogDataDialog entry={entry} onClose={closeDetails} />
    </div>
  );
}
