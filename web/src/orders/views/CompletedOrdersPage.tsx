// 'Pedidos Concluídos' (page pedidosconcluidos): list, filter (dates, CPF), details and the loyalty
// platform cancellation per row.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session';
import { showToast } from '../../app/toaster';
import { CompletedOrdersTable, type CompletedOrder } from '../components/CompletedOrdersTable';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListPager } from '../components/ListPager';
import { OrderFilterDialog } from '../components/OrderFilterDialog';
import { errorText, loadErrorToast, prefixedError, userErrorsText } from '../errors';
import { listVariables, readOrderFilter, writeOrderFilter } from '../filters';
import { CancelLoyaltyPurchaseMutation, CompletedOrdersQuery } from '../queries';
import { canSeeOrderStaff } from '../rules';
import { OrderDetailsView } from './OrderDetailsView';
import { useListUrlState } from './useListUrlState';
import '../orders.css';

export const LIST_TOASTS = {
  found: 'Pedidos encontrados com sucesso',
  empty: 'Nenhum pedido encontrado',
  loyaltyCancelled: 'Pedido cancelado no Cresce Vendas com sucesso!',
  loyaltyError: 'Erro ao cancelar pedido no Cresce Vendas: ',
} as const;

export default function CompletedOrdersPage() {
  const { me } = useSession();
  const userType = me?.type ?? 0;
  const list = useListUrlState(readOrderFilter, writeOrderFilter);
  const variables = useMemo(() => listVariables(list.filter, list.paging), [list.filter, list.paging]);
  const { data, previousData, loading, error, refetch } = useQuery(CompletedOrdersQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.completedOrders;
  const [filterOpen, setFilterOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CompletedOrder | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const [cancelLoyalty] = useMutation(CancelLoyaltyPurchaseMutation);
  const announce = useRef(false);

  useEffect(() => {
    if (!announce.current || loading || error || !data) return;
    announce.current = false;
    const found = data.completedOrders.total > 0;
    void showToast({ intent: found ? 'success' : 'danger', message: found ? LIST_TOASTS.found : LIST_TOASTS.empty });
  }, [data, loading, error]);

  const errorMessage = error ? errorText(error) : null;
  useEffect(() => {
    if (errorMessage) void showToast(loadErrorToast(errorMessage));
  }, [errorMessage]);

  const cancelOnLoyalty = async (order: CompletedOrder) => {
    setConfirming(null);
    setCancellingId(order.id);
    try {
      const result = await cancelLoyalty({ variables: { orderId: order.id } });
      const payload = result.data?.cancelLoyaltyPurchase;
      if (payload?.errors.length) {
        void showToast({ intent: 'danger', message: prefixedError(LIST_TOASTS.loyaltyError, userErrorsText(payload.errors)) });
      } else {
        void showToast({ intent: 'success', message: payload?.message ?? LIST_TOASTS.loyaltyCancelled });
        void refetch().catch(() => undefined);
      }
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(LIST_TOASTS.loyaltyError, errorText(failure)) });
    } finally {
      setCancellingId(null);
    }
  };

  const show = { staff: canSeeOrderStaff(userType), branch: canSeeOrderStaff(userType) && !me?.branchBound };

  return (
    <div className="orders-page">
      <header className="orders-header">
        <h2>Pedidos Concluídos</h2>
        <div className="orders-header-actions">
          <Button
            icon="refresh"
            text="Atualizar Pedidos"
            onClick={() => {
              announce.current = true;
              list.reset();
              void refetch().catch(() => undefined);
            }}
          />
          <Button icon="filter" intent="primary" text="Filtrar Pedidos" onClick={() => setFilterOpen(true)} />
        </div>
      </header>
      {!page && loading && <Spinner aria-label="Carregando pedidos" />}
      {page && page.items.length === 0 && <NonIdealState icon="search" title={LIST_TOASTS.empty} />}
      {page && page.items.length > 0 && (
        <CompletedOrdersTable
          orders={page.items}
          show={show}
          cancellingId={cancellingId}
          onCancelLoyalty={setConfirming}
          onOpenDetails={setDetailsId}
        />
      )}
      {page && page.total > 0 && <ListPager total={page.total} shown={page.items.length} paging={list.paging} onChange={list.setPaging} />}
      <OrderFilterDialog
        open={filterOpen}
        title="Filtro de Pedidos Concluídos"
        value={list.filter}
        onClose={() => setFilterOpen(false)}
        onSubmit={(filter) => {
          announce.current = true;
          setFilterOpen(false);
          list.setFilter(filter);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        question={`Deseja cancelar a compra do pedido ${confirming?.id ?? ''} no Cresce Vendas?`}
        loading={cancellingId !== null}
        onClose={() => setConfirming(null)}
        onSubmit={() => confirming && void cancelOnLoyalty(confirming)}
      />
      <OrderDetailsView orderId={detailsId} onClose={() => setDetailsId(null)} />
    </div>
  );
}
