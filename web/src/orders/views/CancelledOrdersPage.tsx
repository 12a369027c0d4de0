// 'Pedidos Cancelados' (page pedidoscancelados): cancellations with reason, filter by dates and CPF.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { showToast } from '../../app/toaster';
import { CancelledOrdersTable } from '../components/CancelledOrdersTable';
import { ListPager } from '../components/ListPager';
import { OrderFilterDialog } from '../components/OrderFilterDialog';
import { errorText, loadErrorToast } from '../errors';
import { listVariables, readOrderFilter, writeOrderFilter } from '../filters';
import { ALL } from '../paging';
import { CancelledOrdersQuery } from '../queries';
import { OrderDetailsView } from './OrderDetailsView';
import { useListUrlState } from './useListUrlState';
import { LIST_TOASTS } from './CompletedOrdersPage';
import '../orders.css';

export default function CancelledOrdersPage() {
  const list = useListUrlState(readOrderFilter, writeOrderFilter);
  const variables = useMemo(() => listVariables(list.filter, list.paging), [list.filter, list.paging]);
  const { data, previousData, loading, error, refetch } = useQuery(CancelledOrdersQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.cancelledOrders;
  const [filterOpen, setFilterOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const announce = useRef(false);

  useEffect(() => {
    if (!announce.current || loading || error || !data) return;
    announce.current = false;
    const found = data.cancelledOrders.total > 0;
    void showToast({ intent: found ? 'success' : 'danger', message: found ? LIST_TOASTS.found : LIST_TOASTS.empty });
  }, [data, loading, error]);

  const errorMessage = error ? errorText(error) : null;
  useEffect(() => {
    if (errorMessage) void showToast(loadErrorToast(errorMessage));
  }, [errorMessage]);

  return (
    <div className="orders-page">
      <header className="orders-header">
        <h2>Pedidos Cancelados</h2>
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
          <Button icon="list" text="Listar Todos" onClick={() => list.setPaging({ page: 1, pageSize: ALL })} />
          <Button icon="filter" intent="primary" text="Filtrar Pedidos" onClick={() => setFilterOpen(true)} />
        </div>
      </header>
      {!page && loading && <Spinner aria-label="Carregando pedidos" />}
      {page && page.items.length === 0 && <NonIdealState icon="search" title={LIST_TOASTS.empty} />}
      {page && page.items.length > 0 && <CancelledOrdersTable cancellations={page.items} onOpenDetails={setDetailsId} />}
      {page && page.total > 0 && <ListPager total={page.total} shown={page.items.length} paging={list.paging} onChange={list.setPaging} />}
      <OrderFilterDialog
        open={filterOpen}
        title="Filtro de Pedidos Cancelados"
        value={list.filter}
        onClose={() => setFilterOpen(false)}
        onSubmit={(filter) => {
          announce.current = true;
          setFilterOpen(false);
          list.setFilter(filter);
        }}
      />
      <OrderDetailsView orderId={detailsId} onClose={() => setDetailsId(null)} />
    </div>
  );
}
