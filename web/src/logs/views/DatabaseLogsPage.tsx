// 'Log Banco de Dados' (page logbd, types 1 and 2): the database log in a dense grid, newest start first,
// server-paged with 'Todos', filtered by user (matrícula), days of the start time and method, all in the URL.
import { useQuery } from '@apollo/client/react';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { listToasts } from '../../lib/listToasts';
import { DatabaseLogGrid } from '../components/DatabaseLogGrid';
import { LogFilterDialog } from '../components/LogFilterDialog';
import { DATABASE_LOG_METHODS, databaseLogVariables, logFilterParts, readDatabaseLogFilter, userLabel, writeLogFilter } from '../filters';
import { DatabaseLogsQuery, DatabaseLogUsersQuery } from '../queries';
import { LOG_DIALOGS } from '../urls';
import '../logs.css';

/** The page's own texts: the search toasts and empty state, and the load prefix for a failure the gateway did not word. */
const DATABASE_LOG_TOASTS = {
  found: 'Log(s) encontrado(s) com sucesso',
  none: 'Nenhum Log encontrado',
  loadFailed: 'Erro ao Carregar Log do Banco de Dados: ',
} as const;

const { searchToast, errorToast } = listToasts(DATABASE_LOG_TOASTS);

export function DatabaseLogsPage() {
  const { list, page, loading, filterOpen, openFilter, closeFilter, reload, reloading, applyFilter, activeFilter } = useListPage({
    query: DatabaseLogsQuery,
    readFilter: readDatabaseLogFilter,
    writeFilter: writeLogFilter,
    toVariables: databaseLogVariables,
    select: (answer) => answer.databaseLogs,
    searchToast,
    errorToast,
    dialogs: LOG_DIALOGS,
  });
  const users = useQuery(DatabaseLogUsersQuery, { skip: !filterOpen });
  // The database log names users by matrícula.
  const userOptions = users.data ? users.data.databaseLogUsers.map((u) => ({ value: u.username, label: userLabel(u) })) : users.error ? [] : null;
  return (
    <div className="list-page" data-page-ready={page ? true : undefined}>
      <ListHeader
        title="Log Banco de Dados"
        labels={{ reload: 'Atualizar', filter: 'Filtrar' }}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
        activeFilter={activeFilter && { ...activeFilter, parts: logFilterParts(list.filter, list.filter.user) }}
      />
      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando Log do Banco de Dados"
        emptyTitle={DATABASE_LOG_TOASTS.none}
        paging={list.paging}
        onPagingChange={list.setPaging}
      >
        {(items) => <DatabaseLogGrid entries={items} />}
      </ListResults>
      <LogFilterDialog
        open={filterOpen}
        title="Filtrar Log do Banco de Dados"
        value={list.filter}
        users={userOptions}
        methods={DATABASE_LOG_METHODS}
        onClose={closeFilter}
        onSubmit={(filter) => void applyFilter(filter)}
      />
    </div>
  );
}
