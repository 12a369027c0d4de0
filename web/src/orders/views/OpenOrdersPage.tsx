// 'Pedidos em Aberto' (page pedido): list, filter, paging, status flow, details, printing and a 15 s poll
// that flags new orders.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session';
import { showToast } from '../../app/toaster';
import { OpenOrdersTable, type OpenOrder, type OrderAction } from '../components/OpenOrdersTable';
import { ListPager } from '../components/ListPager';
import { OrderFilterDialog } from '../components/OrderFilterDialog';
import { errorText, loadErrorToast } from '../errors';
import { openOrderVariables, readOpenOrderFilter, writeOrderFilter } from '../filters';
import { pageCount } from '../paging';
import { OpenOrdersQuery } from '../queries';
import { canChangeStatus, canResendInvoicing, canSeeOrderStaff } from '../rules';
import { OrderDetailsView } from './OrderDetailsView';
import { printDeliverySlip } from './printOrder';
import { StatusFlowDialogs } from './StatusFlowDialogs';
import { useListUrlState } from './useListUrlState';
import { useNewOrdersCue } from './useNewOrdersCue';
import { useStatusFlow } from './useStatusFlow';
import '../orders.css';

export const POLL_INTERVAL_MS = 15_000;
export const ORDER_TOASTS = {
  found: 'Pedido(s) encontrado(s) com sucesso!',
  none: 'Nenhum pedido em aberto encontrado!',
  empty: 'Nenhum pedido encontrado',
} as const;

export default function OpenOrdersPage() {
  const { me } = useSession();
  const client = useApolloClient();
  const userType = me?.type ?? 0;
  const list = useListUrlState(readOpenOrderFilter, writeOrderFilter);
  const variables = useMemo(() => openOrderVariables(list.filter, list.paging), [list.filter, list.paging]);
  const { data, previousData, loading, error, refetch } = useQuery(OpenOrdersQuery, {
    variables,
    pollInterval: POLL_INTERVAL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.openOrders;
  const [filterOpen, setFilterOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const announce = useRef(false);

  const snapshot = useMemo(() => (data ? { ids: data.openOrders.items.map((o) => o.id), total: data.openOrders.total } : null), [data]);
  const cue = useNewOrdersCue(list.key, snapshot);

  const refresh = () => {
    cue.rebase();
    void refetch().catch(() => undefined);
  };
  const flow = useStatusFlow({ onUpdated: refresh });

  // Toasts answer an explicit search ('Filtrar Pedidos', 'Atualizar Pedidos'), not every poll.
  useEffect(() => {
    if (!announce.current || loading) return;
    if (error) return;
    if (!data) return;
    announce.current = false;
    const found = data.openOrders.total > 0;
    void showToast({ intent: found ? 'success' : 'danger', message: found ? ORDER_TOASTS.found : ORDER_TOASTS.none });
  }, [data, loading, error]);

  const errorMessage = error ? errorText(error) : null;
  useEffect(() => {
    if (!errorMessage) return;
    announce.current = false;
    void showToast(loadErrorToast(errorMessage));
  }, [errorMessage]);

  const onAction = (order: OpenOrder, action: OrderAction) => {
    if (action === 'printDeliverySlip') void printDeliverySlip(client, order.id);
    else if (action === 'resendInvoicing') void flow.resend(order);
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

  const show = { staff: canSeeOrderStaff(userType), branch: canSeeOrderStaff(userType) && !me?.branchBound };

  return (
    <div className="orders-page">
      <header className="orders-header">
        <h2>Pedidos em Aberto</h2>
        {/* A live region, so the cue is announced; the tag inside is a button (Blueprint makes it one). */}
        <span role="status">
          {cue.fresh.count > 0 && (
            <Tag intent="success" icon="notifications" interactive onClick={showNewOrders}>
              {cue.fresh.count} novo(s) pedido(s)
            </Tag>
          )}
        </span>
        <div className="orders-header-actions">
          <Button
            icon="refresh"
            text="Atualizar Pedidos"
            onClick={() => {
              announce.current = true;
              cue.clear();
              cue.rebase();
              list.reset();
              void refetch().catch(() => undefined);
            }}
          />
          <Button icon="filter" intent="primary" text="Filtrar Pedidos" onClick={() => setFilterOpen(true)} />
        </div>
      </header>

      {!page && loading && <Spinner aria-label="Carregando pedidos" />}
      {page && page.items.length === 0 && <NonIdealState icon="search" title={ORDER_TOASTS.empty} />}
      {page && page.items.length > 0 && (
        <OpenOrdersTable
          orders={page.items}
          show={show}
          canChangeStatus={canChangeStatus(userType)}
          canResend={(order) => canResendInvoicing(userType, order.status)}
          highlighted={cue.fresh.ids}
          busyOrderId={flow.busyOrderId}
          onStatusChange={flow.choose}
          onAction={onAction}
          onOpenDetails={setDetailsId}
        />
      )}
      {page && page.total > 0 && <ListPager total={page.total} shown={page.items.length} paging={list.paging} onChange={list.setPaging} />}

      <OrderFilterDialog
        open={filterOpen}
        title="Filtro de Pedidos em Aberto"
        value={list.filter}
        onClose={() => setFilterOpen(false)}
        onSubmit={(filter) => {
          announce.current = true;
          setFilterOpen(false);
          list.setFilter(filter);
        }}
      />
      <StatusFlowDialogs flow={flow} />
      <OrderDetailsView orderId={detailsId} onClose={() => setDetailsId(null)} onChanged={refresh} />
    </div>
  );
}
