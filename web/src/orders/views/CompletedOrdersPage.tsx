// 'Pedidos Concluídos' (page pedidosconcluidos): list, filter (dates, CPF), details and the loyalty
// platform cancellation per row; an order completed anywhere appears (live events).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSession } from '../../kernel/session';
import { showToast } from '../../lib/toaster';
import { ListHeader } from '../../lib/listHeader';
import { ORDER_LIST_BUTTONS } from '../statusTexts';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { CompletedOrdersTable, type CompletedOrder } from '../components/CompletedOrdersTable';
import { ConfirmDialog } from '../../lib/dialog';
import { OrderFilterDialog } from '../components/OrderFilterDialog';
import { CPF_CHECK, loadErrorToast, LOYALTY_CANCEL_ERROR } from '../errors';
import { historySearchToast, LIST_TOASTS } from '../toasts';
import { useCustomerNotFoundToast } from '../useCustomerNotFoundToast';
import { ORDER_DIALOGS } from '../urls';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { listVariables, readOrderFilter, writeOrderFilter } from '../filters';
import { CancelLoyaltyPurchaseMutation, CompletedOrdersQuery } from '../queries';
import { useWorkflowRetry } from './useWorkflowRetry';
import { OrderDetailsView } from './OrderDetailsView';
import { useLiveFinishedList } from '../live/useLiveFinishedList';
import '../orders.css';

export function CompletedOrdersPage() {
  const { me } = useSession();
  const seesStaff = (me?.actions ?? []).includes('SEE_ORDER_STAFF');
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
    query: CompletedOrdersQuery,
    readFilter: readOrderFilter,
    writeFilter: writeOrderFilter,
    toVariables: listVariables,
    select: (data) => data.completedOrders,
    searchToast: historySearchToast,
    errorToast: loadErrorToast,
    dialogs: ORDER_DIALOGS,
    checkedFields: CPF_CHECK,
    keepSearchToastOnError: true,
  });
  useCustomerNotFoundToast(data?.completedOrders);
  // An order completed anywhere refetches the page (live events).
  const liveBar = useLiveFinishedList('COMPLETED', refetch);
  const [confirming, setConfirming] = useState<CompletedOrder | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const [cancelLoyalty] = useMutation(CancelLoyaltyPurchaseMutation);
  const retry = useWorkflowRetry(refetch);

  const cancelOnLoyalty = async (order: CompletedOrder) => {
    setConfirming(null);
    setCancellingId(order.id);
    try {
      const result = await cancelLoyalty({ variables: { orderId: order.id } });
      const payload = result.data?.cancelLoyaltyPurchase;
      if (payload?.errors.length) {
        void showToast({ intent: 'danger', message: prefixedError(LOYALTY_CANCEL_ERROR, userErrorsText(payload.errors)) }, `cresce-vendas:${order.id}`);
      } else {
        // The gateway's text; the toast's key replaces an earlier one about the same order.
        for (const message of payload?.messages ?? []) void showToast({ intent: 'success', message }, `cresce-vendas:${order.id}`);
        refetch();
      }
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(LOYALTY_CANCEL_ERROR, errorText(failure)) }, `cresce-vendas:${order.id}`);
    } finally {
      setCancellingId(null);
    }
  };

  const show = { staff: seesStaff, branch: seesStaff && !me?.branchBound };

  return (
    <div className="list-page">
      <ListHeader
        title="Pedidos Concluídos"
        labels={ORDER_LIST_BUTTONS}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
        activeFilter={activeFilter}
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
        {(items) => (
          <CompletedOrdersTable
            orders={items}
            show={show}
            cancellingId={cancellingId}
            onCancelLoyalty={setConfirming}
            onOpenDetails={openDetails}
            retry={retry.canRetry ? retry : null}
          />
        )}
      </ListResults>
      <OrderFilterDialog
        open={filterOpen}
        title="Filtro de Pedidos Concluídos"
        value={list.filter}
        onClose={closeFilter}
        loading={checking}
        onSubmit={applyFilter}
      />
      <ConfirmDialog
        open={confirming !== null}
        question={`Deseja cancelar a compra do pedido ${confirming?.id ?? ''} no Cresce Vendas?`}
        loading={cancellingId !== null}
        onClose={() => setConfirming(null)}
        onSubmit={() => confirming && void cancelOnLoyalty(confirming)}
      />
      <OrderDetailsView orderId={detailsId} showStaff={seesStaff} onClose={closeDetails} />
    </div>
  );
}
