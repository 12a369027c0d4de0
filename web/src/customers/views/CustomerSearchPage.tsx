// 'Busca de Clientes' (page cliente): list with server-side paging, filter, details and notification.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../../app/toaster';
import { ListPager } from '../../orders/components/ListPager';
import { errorText, userErrorsText } from '../../orders/errors';
import { UploadError, UPLOAD_ERROR } from '../../lib/upload';
import { useImageUpload } from '../../lib/uploadImage';
import { useListUrlState } from '../../orders/views/useListUrlState';
import { CustomerFilterDialog } from '../components/CustomerFilterDialog';
import { CustomerTable, type CustomerRow } from '../components/CustomerTable';
import { NotificationDialog, type NotificationSubmit } from '../components/NotificationDialog';
import { customerVariables, readCustomerFilter, writeCustomerFilter } from '../filters';
import { dialogField, newRequestId, notifyFailureText, NOTIFY_TOASTS, type NotificationErrors } from '../notification';
import { CustomersQuery, NotifyCustomerMutation } from '../queries';
import { CustomerDetailsView } from './CustomerDetailsView';
import '../../orders/orders.css';
import '../customers.css';

export const CUSTOMER_TOASTS = {
  found: 'Cliente(s) encontrado(s) com sucesso',
  none: 'Nenhum Cliente encontrado',
  loadError: 'Erro ao buscar clientes: ',
} as const;

export default function CustomerSearchPage() {
  const list = useListUrlState(readCustomerFilter, writeCustomerFilter);
  const variables = useMemo(() => customerVariables(list.filter, list.paging), [list.filter, list.paging]);
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, { variables, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.customers;
  const [filterOpen, setFilterOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [notifying, setNotifying] = useState<CustomerRow | null>(null);
  const [notifyErrors, setNotifyErrors] = useState<NotificationErrors>({});
  const [notify] = useMutation(NotifyCustomerMutation);
  const images = useImageUpload();
  const [sending, setSending] = useState(false);
  // Same id while the dialog stays open: 'try again' after a failure resumes that send instead of repeating it.
  const [requestId, setRequestId] = useState(newRequestId);
  // The same chosen file is uploaded once: a retry must send the same image URL to be the same send.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const announce = useRef(false);

  useEffect(() => {
    if (!announce.current || loading || error || !data) return;
    announce.current = false;
    const found = data.customers.total > 0;
    void showToast({ intent: found ? 'success' : 'warning', message: found ? CUSTOMER_TOASTS.found : CUSTOMER_TOASTS.none });
  }, [data, loading, error]);

  const errorMessage = error ? errorText(error) : null;
  useEffect(() => {
    if (!errorMessage) return;
    announce.current = false;
    void showToast({ intent: 'danger', message: `${CUSTOMER_TOASTS.loadError}${errorMessage}` });
  }, [errorMessage]);

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
      void showToast({ intent: 'success', message: payload.message ?? (scheduled ? NOTIFY_TOASTS.scheduled : NOTIFY_TOASTS.sent) });
    } catch (failure) {
      void showToast({ intent: 'danger', message: notifyFailureText(scheduled, errorText(failure)) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="orders-page">
      <header className="orders-header">
        <h2>Busca de Clientes</h2>
        <div className="orders-header-actions">
          <Button
            icon="refresh"
            text="Atualizar Clientes"
            onClick={() => {
              announce.current = true;
              list.reset();
              void refetch().catch(() => undefined);
            }}
          />
          <Button icon="filter" intent="primary" text="Filtrar Clientes" onClick={() => setFilterOpen(true)} />
        </div>
      </header>
      {!page && loading && <Spinner aria-label="Carregando clientes" />}
      {page && page.items.length === 0 && <NonIdealState icon="search" title={CUSTOMER_TOASTS.none} />}
      {page && page.items.length > 0 && (
        <CustomerTable
          customers={page.items}
          onDetails={(customer) => setDetailsId(customer.id)}
          onNotify={(customer) => {
            setNotifyErrors({});
            setRequestId(newRequestId());
            setNotifying(customer);
          }}
        />
      )}
      {page && <ListPager total={page.total} shown={page.items.length} paging={list.paging} onChange={list.setPaging} />}
      <CustomerFilterDialog
        open={filterOpen}
        value={list.filter}
        onClose={() => setFilterOpen(false)}
        onSubmit={(filter) => {
          announce.current = true;
          setFilterOpen(false);
          list.setFilter(filter);
        }}
      />
      <CustomerDetailsView customerId={detailsId} onClose={() => setDetailsId(null)} />
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
