// 'Pedidos em Aberto' (page pedido): list, filter, paging, status flow, details, printing, live events (the 15 s
// poll only while they are not live) and the new orders cue.
import { useMemo } from 'react';
import { Tag } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useSession } from '../../kernel/session';
import { ListHeader } from '../../lib/listHeader';
import { ORDER_LIST_BUTTONS } from '../statusTexts';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { pageCount } from '../../lib/listPaging';
import { OpenOrdersTable, type OpenOrder, type OrderAction } from '../components/OpenOrdersTable';
import { OrderFilterDialog } from '../components/OrderFilterDialog';
import { CPF_CHECK, loadErrorToast } from '../errors';
import { openSearchToast, ORDER_TOASTS } from '../toasts';
import { useCustomerNotFoundToast } from '../useCustomerNotFoundToast';
import { ORDER_DIALOGS } from '../urls';
import { openOrderVariables, readOpenOrderFilter, writeOrderFilter } from '../filters';
import { OpenOrdersQuery } from '../queries';
import { OrderDetailsView } from './OrderDetailsView';
import { printDeliverySlip, useSlipsPrinting } from './printOrder';
import { SlipsToolbar } from '../components/SlipSelection';
import { useOrderSelection } from '../components/useOrderSelection';
import { MAX_SLIPS_PER_JOB } from '../print/orderHeaders';
import { StatusFlowDialogs } from './StatusFlowDialogs';
import { useNewOrdersCue } from './useNewOrdersCue';
import { useStatusFlow } from './useStatusFlow';
import { useLiveness } from '../live/useLiveEvents';
import { useLiveOpenBoard } from '../live/useLiveOpenBoard';
import '../orders.css';

export const POLL_INTERVAL_MS = 15_000;

export function OpenOrdersPage() {
  const { me } = useSession();
  const client = useApolloClient();
  const actions = me?.actions ?? [];
  const seesStaff = actions.includes('SEE_ORDER_STAFF');
  // Live events replace the 15 s poll; the poll comes back while the socket is lost (live/).
  const liveness = useLiveness(POLL_INTERVAL_MS);
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
    query: OpenOrdersQuery,
    readFilter: readOpenOrderFilter,
    writeFilter: writeOrderFilter,
    toVariables: openOrderVariables,
    select: (result) => result.openOrders,
    pollInterval: liveness.pollInterval,
    searchToast: openSearchToast,
    errorToast: loadErrorToast,
    dialogs: ORDER_DIALOGS,
    checkedFields: CPF_CHECK,
  });
  useCustomerNotFoundToast(data?.openOrders);

  const snapshot = useMemo(() => (data ? { ids: data.openOrders.items.map((o) => o.id), total: data.openOrders.total } : null), [data]);
  const cue = useNewOrdersCue(list.key, snapshot);
  const liveBar = useLiveOpenBoard({ liveness, pollMs: POLL_INTERVAL_MS, me, filter: list.filter, paging: list.paging, snapshot, refetch, cue });

  const refresh = () => {
    cue.rebase();
    refetch();
  };
  const flow = useStatusFlow({ onUpdated: refresh });
  // 'Imprimir Comandas Selecionadas': the choice lasts while the filter and page stay.
  const selection = useOrderSelection(JSON.stringify([list.filter, list.paging]), snapshot?.ids);
  const slips = useSlipsPrinting(seesStaff);
  const printChosenSlips = async () => {
    if (await slips.print(selection.chosen)) selection.clear();
  };

  const onAction = (order: OpenOrder, action: OrderAction) => {
    if (action === 'printDeliverySlip') void printDeliverySlip(client, order.id, seesStaff);
    else if (action === 'resendInvoicing') flow.askResend(order);
    else if (action === 'retry' && order.workflow) void flow.retry(order, order.workflow.id);
  };

  // Oldest first: the new orders are at the end of the list.
  const showNewOrders = () => {
    const last = pageCount(page?.total ?? 0, list.paging.pageSize);
    if (last === list.paging.page) {
      cue.acknowledge();
    } else {
      cue.showNewest(cue.fresh.count);
      list.setPaging({ ...list.paging, page: last });
    }
  };

  const show = { staff: seesStaff, branch: seesStaff && !me?.branchBound };

  return (
    <div className="list-page">
      <ListHeader
        activeFilter={activeFilter}
        title="Pedidos em Aberto"
        labels={ORDER_LIST_BUTTONS}
        onReload={() => {
          cue.clear();
          cue.rebase();
          reload();
        }}
        reloading={reloading}
        onOpenFilter={openFilter}
        actions={
          <SlipsToolbar
            page={selection.page}
            pageCount={snapshot?.ids.length ?? 0}
            chosenCount={selection.chosen.length}
            maxCount={MAX_SLIPS_PER_JOB}
            progress={slips.progress}
            onSelectAll={selection.setAll}
            onPrint={() => void printChosenSlips()}
          />
        }
        status={
          // A live region, so the cue is announced; the tag inside is a button (Blueprint makes it one).
          <span role="status">
            {cue.fresh.count > 0 && (
              <Tag intent="success" icon="notifications" interactive onClick={showNewOrders}>
                {cue.fresh.count} novo(s) pedido(s)
              </Tag>
            )}
          </span>
        }
      />
      {liveBar}

      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando pedidos"
        emptyTitle={ORDER_TOASTS.empty}
        paging={list.paging}
        onPagingChange={list.setPaging}
      >
        {(items) => (
          <OpenOrdersTable
            orders={items}
            show={show}
            canChangeStatus={actions.includes('CHANGE_ORDER_STATUS')}
            canResend={(order) => order.invoiceResend !== null && order.invoiceResend !== undefined}
            highlighted={cue.fresh.ids}
            busyOrderId={flow.busyOrderId}
            onStatusChange={flow.choose}
            onAction={onAction}
            onOpenDetails={openDetails}
            selection={selection}
          />
        )}
      </ListResults>

      <OrderFilterDialog
        open={filterOpen}
        title="Filtro de Pedidos em Aberto"
        value={list.filter}
        onClose={closeFilter}
        loading={checking}
        onSubmit={applyFilter}
      />
      <StatusFlowDialogs flow={flow} />
      <OrderDetailsView orderId={detailsId} showStaff={seesStaff} onClose={closeDetails} onChanged={refresh} />
    </div>
  );
}
