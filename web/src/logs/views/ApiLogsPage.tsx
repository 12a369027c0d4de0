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
import { API_LOG_METHODS, apiLogVariables, readApiLogFilter, userLabel, writeLogFilter } from '../filters';
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
  const { list, page, loading, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, reloading, applyFilter } = useListPage({
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
  const entry = (detailsId !== null && page?.items.find((e) => e.id === detailsId)) || null;
  return (
    <div className="list-page" data-page-ready={page ? true : undefined}>
      <ListHeader title="Log API" labels={{ reload: 'Atualizar', filter: 'Filtrar' }} onReload={reload} reloading={reloading} onOpenFilter={openFilter} />
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
