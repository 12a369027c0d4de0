// 'Busca de Clientes' (page cliente): list with server-side paging, filter, details and notification.
//
// The notification dialog (the shared notification fields: emoji popovers, image upload, date and time fields) and
// 'Dados do Cliente' load when first opened (docs/decisions/0043-fast-on-the-wire.md): the list's first load does not
// fetch, parse and run their code. Each stays mounted once opened, so it closes with its transition and opens again at
// once.
import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { listToasts } from '../../lib/listToasts';
import type { NotificationContent } from '../../lib/notificationFields';
import { useNotificationSend } from '../../lib/useNotificationSend';
import { CustomerFilterDialog } from '../components/CustomerFilterDialog';
import { CustomerTable, type CustomerRow } from '../components/CustomerTable';
import { customerVariables, readCustomerFilter, writeCustomerFilter } from '../filters';
import { CustomersQuery, NotifyCustomerMutation } from '../queries';
import { CUSTOMER_TOASTS } from '../toasts';
import { CUSTOMER_DIALOGS } from '../urls';
import '../customers.css';

const NotificationDialog = lazy(() => import('../components/NotificationDialog').then((m) => ({ default: m.NotificationDialog })));
const CustomerDetailsView = lazy(() => import('./CustomerDetailsView').then((m) => ({ default: m.CustomerDetailsView })));

const { searchToast, errorToast } = listToasts(CUSTOMER_TOASTS);

/** True from the first render where `shown` is true on: a dialog mounts when first opened and stays. */
function useOpenedOnce(shown: boolean): boolean {
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened || shown;
}

export function CustomerSearchPage() {
  const { list, page, loading, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, reloading, applyFilter } = useListPage({
    query: CustomersQuery,
    readFilter: readCustomerFilter,
    writeFilter: writeCustomerFilter,
    toVariables: customerVariables,
    select: (data) => data.customers,
    searchToast,
    errorToast,
    dialogs: CUSTOMER_DIALOGS,
  });
  const [notifying, setNotifying] = useState<CustomerRow | null>(null);
  const [notify] = useMutation(NotifyCustomerMutation);
  const sender = useNotificationSend();
  const detailsMounted = useOpenedOnce(detailsId !== null);
  const notificationMounted = useOpenedOnce(notifying !== null);

  const send = async (customer: CustomerRow, value: NotificationContent) => {
    const done = await sender.send(value, async (imageUrl, requestId) => {
      const input = { customerId: customer.id, title: value.title, message: value.message, imageUrl, scheduleAt: value.scheduleAt, requestId };
      return (await notify({ variables: { input } })).data?.notifyCustomer;
    });
    if (done) setNotifying(null);
  };

  return (
    <div className="list-page">
      <ListHeader
        title="Busca de Clientes"
        labels={{ reload: 'Atualizar Clientes', filter: 'Filtrar Clientes' }}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
      />
      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando clientes"
        emptyTitle={CUSTOMER_TOASTS.none}
        paging={list.paging}
        onPagingChange={list.setPaging}
        pagerWhenEmpty
      >
        {(items) => (
          <CustomerTable
            customers={items}
            onDetails={(customer) => openDetails(customer.id)}
            onNotify={(customer) => {
              sender.start();
              setNotifying(customer);
            }}
          />
        )}
      </ListResults>
      <CustomerFilterDialog open={filterOpen} value={list.filter} onClose={closeFilter} onSubmit={(filter) => void applyFilter(filter)} />
      {detailsMounted && (
        <Suspense fallback={null}>
          <CustomerDetailsView customerId={detailsId} onClose={closeDetails} />
        </Suspense>
      )}
      {notificationMounted && (
        <Suspense fallback={null}>
          <NotificationDialog
            open={notifying !== null}
            customerName={notifying?.name ?? ''}
            loading={sender.sending}
            errors={sender.errors}
            progress={sender.progress}
            onClose={() => !sender.sending && setNotifying(null)}
            onSubmit={(value) => notifying && void send(notifying, value)}
          />
        </Suspense>
      )}
    </div>
  );
}
