// 'Pedidos Cancelados' (page pedidoscancelados): cancellations with reason, filter by dates and CPF; an order
// cancelled anywhere appears (live events).
import { Button } from '@blueprintjs/core';
import { ListHeader } from '../../lib/listHeader';
import { ORDER_LIST_BUTTONS } from '../statusTexts';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { ALL } from '../../lib/listPaging';
import { CancelledOrdersTable } from '../components/CancelledOrdersTable';
import { useWorkflowRetry } from './useWorkflowRetry';
import { OrderFilterDialog } from '../components/OrderFilterDialog';
import { CPF_CHECK, loadErrorToast } from '../errors';
import { useCustomerNotFoundToast } from '../useCustomerNotFoundToast';
import { ORDER_DIALOGS } from '../urls';
import { listVariables, readOrderFilter, writeOrderFilter } from '../filters';
import { CancelledOrdersQuery } from '../queries';
import { OrderDetailsView } from './OrderDetailsView';
import { useSeesOrderStaff } from '../rights';
import { historySearchToast, LIST_TOASTS } from '../toasts';
import { useLiveFinishedList } from '../live/useLiveFinishedList';
import '../orders.css';

export function CancelledOrdersPage() {
  const seesStaff = useSeesOrderStaff();
  const {
    list,
    data,
    page,
    loading,
    refetch,
    filterOpen,
    openFilter,
    closeFilter,
    checking,
    detailsId,
    openDetails,
    closeDetails,
    reload,
    reloading,
    applyFilter,
    activeFilter,
  } = useListPage({
    query: CancelledOrdersQuery,
    readFilter: readOrderFilter,
    writeFilter: writeOrderFilter,
    toVariables: listVariables,
    select: (data) => data.cancelledOrders,
    searchToast: historySearchToast,
    errorToast: loadErrorToast,
    dialogs: ORDER_DIALOGS,
    checkedFields: CPF_CHECK,
    keepSearchToastOnError: true,
  });
  useCustomerNotFoundToast(data?.cancelledOrders);
  // An order cancelled anywhere refetches the page (live events).
  const liveBar = useLiveFinishedList('CANCELLED', refetch);
  const retry = useWorkflowRetry(refetch);

  return (
    <div className="list-page">
      <ListHeader
        activeFilter={activeFilter}
        title="Pedidos Cancelados"
        labels={ORDER_LIST_BUTTONS}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
        actions={<Button icon="list" text="Listar Todos" onClick={() => list.setPaging({ page: 1, pageSize: ALL })} />}
      />
      {liveBar}
      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando pedidos"
        emptyTitle={LIST_TOASTS.empty}
        paging={list.paging}
        onPagingChange={list.setPaging}
      >
        {(items) => <CancelledOrdersTable cancellations={items} onOpenDetails={openDetails} retry={retry.canRetry ? retry : null} />}
      </ListResults>
      <OrderFilterDialog
        open={filterOpen}
        title="Filtro de Pedidos Cancelados"
        value={list.filter}
        onClose={closeFilter}
        loading={checking}
        onSubmit={applyFilter}
      />
      <OrderDetailsView orderId={detailsId} showStaff={seesStaff} onClose={closeDetails} />
    </div>
  );
}
