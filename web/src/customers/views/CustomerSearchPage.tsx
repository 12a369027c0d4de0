// 'Busca de Clientes' (page cliente): list with server-side paging, filter, details and notification.
import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { showToast } from '../../kernel/toaster';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { errorText, userErrorsText } from '../../lib/errors';
import { UploadError, UPLOAD_ERROR } from '../../lib/upload';
import { useImageUpload } from '../../lib/uploadImage';
import { CustomerFilterDialog } from '../components/CustomerFilterDialog';
import { CustomerTable, type CustomerRow } from '../components/CustomerTable';
import { NotificationDialog, type NotificationSubmit } from '../components/NotificationDialog';
import { customerVariables, readCustomerFilter, writeCustomerFilter } from '../filters';
import { dialogField, newRequestId, notifyFailureText, type NotificationErrors } from '../notification';
import { CustomersQuery, NotifyCustomerMutation } from '../queries';
import { CustomerDetailsView } from './CustomerDetailsView';
import { CUSTOMER_DIALOGS } from '../urls';
import '../customers.css';

export const CUSTOMER_TOASTS = {
  found: 'Cliente(s) encontrado(s) com sucesso',
  none: 'Nenhum Cliente encontrado',
  loadError: 'Erro ao buscar clientes: ',
} as const;

function customerSearchToast(found: boolean) {
  return { intent: found ? 'success' : 'warning', message: found ? CUSTOMER_TOASTS.found : CUSTOMER_TOASTS.none } as const;
}

function customerLoadErrorToast(message: string) {
  return { intent: 'danger', message: `${CUSTOMER_TOASTS.loadError}${message}` } as const;
}

export function CustomerSearchPage() {
  const { list, page, loading, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, applyFilter } = useListPage({
    query: CustomersQuery,
    readFilter: readCustomerFilter,
    writeFilter: writeCustomerFilter,
    toVariables: customerVariables,
    select: (data) => data.customers,
    searchToast: customerSearchToast,
    errorToast: customerLoadErrorToast,
    dialogs: CUSTOMER_DIALOGS,
  });
  const [notifying, setNotifying] = useState<CustomerRow | null>(null);
  const [notifyErrors, setNotifyErrors] = useState<NotificationErrors>({});
  const [notify] = useMutation(NotifyCustomerMutation);
  const images = useImageUpload();
  const [sending, setSending] = useState(false);
  // Same id while the dialog stays open: 'try again' after a failure resumes that send instead of repeating it.
  const [requestId, setRequestId] = useState(newRequestId);
  // The same chosen file is uploaded once: a retry must send the same image URL to be the same send.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const send = async (customer: CustomerRow, value: NotificationSubmit) => {
    const scheduled = value.scheduleAt !== null;
    setNotifyErrors({});
    setSending(true);
    try {
      let imageUrl: string | null = null;
      if (value.image && uploaded.current?.file === value.image) imageUrl = uploaded.current.url;
      else if (value.image) {
        try {
          imageUrl = await images.upload('notificacoes', value.image);
          uploaded.current = { file: value.image, url: imageUrl };
        } catch (failure) {
          const message = failure instanceof UploadError ? failure.message : UPLOAD_ERROR;
          if (message !== UPLOAD_ERROR) setNotifyErrors({ image: message });
          void showToast({ intent: 'danger', message });
          return;
        }
      }
      const input = { customerId: customer.id, title: value.title, message: value.message, imageUrl, scheduleAt: value.scheduleAt, requestId };
      const payload = (await notify({ variables: { input } })).data?.notifyCustomer;
      if (!payload) return;
      if (payload.errors.length || !payload.sent) {
        const byField: NotificationErrors = {};
        for (const e of payload.errors) {
          const field = dialogField(e.field);
          if (field) byField[field] = e.message;
        }
        setNotifyErrors(byField);
        void showToast({ intent: 'danger', message: notifyFailureText(scheduled, userErrorsText(payload.errors)) });
        return;
      }
      setNotifying(null);
      // The gateway's text: 'Notificação enviada com Sucesso!' or 'Notificação agendada com Sucesso!'.
      if (payload.message) void showToast({ intent: 'success', message: payload.message });
    } catch (failure) {
      void showToast({ intent: 'danger', message: notifyFailureText(scheduled, errorText(failure)) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="list-page">
      <ListHeader title="Busca de Clientes" labels={{ reload: 'Atualizar Clientes', filter: 'Filtrar Clientes' }} onReload={reload} onOpenFilter={openFilter} />
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
              setNotifyErrors({});
              setRequestId(newRequestId());
              setNotifying(customer);
            }}
          />
        )}
      </ListResults>
      <CustomerFilterDialog
        open={filterOpen}
        value={list.filter}
        onClose={closeFilter}
        onSubmit={applyFilter}
      />
      <CustomerDetailsView customerId={detailsId} onClose={closeDetails} />
      <NotificationDialog
        open={notifying !== null}
        customerName={notifying?.name ?? ''}
        loading={sending}
        errors={notifyErrors}
        progress={images.progress}
        onClose={() => !sending && setNotifying(null)}
        onSubmit={(value) => notifying && void send(notifying, value)}
      />
    </div>
  );
}
