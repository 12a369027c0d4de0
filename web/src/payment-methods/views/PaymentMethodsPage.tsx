// 'Formas de Pagamento' (page pagamento, type 1; docs/areas/catalogue.md#payment-methods): the methods as a card
// grid, 6, 9 or 12 per page (server-side, page and size in the URL), 'Nova Forma de Pagamento', edit, and delete from
// the edit dialog after 'Confirma a Exclusão?'.
import { useEffect, useState } from 'react';
import { Button, Spinner } from '@blueprintjs/core';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { PaymentMethodGrid_MethodFragment, PaymentMethodInput } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { pageCount, type Paging } from '../../lib/listPaging';
import { failurePrefixes, recordDialogProps, useRecordSave } from '../../lib/useRecordSave';
import { DeletePaymentMethodDialog, PaymentMethodDialog } from '../components/PaymentMethodDialogs';
import { PaymentMethodGrid, PaymentMethodPager } from '../components/PaymentMethodGrid';
import { emptyPaymentForm, GRID_PAGING, PAYMENT_TOASTS, paymentFormOf, type PaymentFormValues } from '../form';
import { CreatePaymentMethodMutation, DeletePaymentMethodMutation, PaymentMethodsQuery, UpdatePaymentMethodMutation } from '../queries';
import { EmptyState } from '../../lib/emptyState';
import '../../lib/list.css';
import '../payment-methods.css';

export function PaymentMethodsPage() {
  const [params, setParams] = useSearchParams();
  const paging = GRID_PAGING.read(params);
  const { data, previousData, loading, error, refetch } = useQuery(PaymentMethodsQuery, {
    variables: GRID_PAGING.variables(paging),
    notifyOnNetworkStatusChange: true,
  });
  // The method's description goes with it, for the delete confirmation.
  const record = useRecordSave<PaymentFormValues, { description: string }>(failurePrefixes(PAYMENT_TOASTS.createFailed, PAYMENT_TOASTS.updateFailed));
  const form = record.form;
  const [confirming, setConfirming] = useState(false);
  const [create, { loading: creating }] = useMutation(CreatePaymentMethodMutation);
  const [update, { loading: updating }] = useMutation(UpdatePaymentMethodMutation);
  const saving = creating || updating;
  const [remove, { loading: removing }] = useMutation(DeletePaymentMethodMutation);
  // The previous page stays on screen while the next one loads.
  const list = (data ?? previousData)?.paymentMethods;
  // A change moves cards between pages: every cached page is dropped, and the one on screen is read again.
  const dropPages = (cache: ApolloCache, changed: boolean) => {
    if (!changed) return;
    cache.evict({ fieldName: 'paymentMethods' });
    cache.gc();
  };
  const setPaging = (next: Paging) => setParams((current) => GRID_PAGING.write(current, next));

  useEffect(() => {
    if (error) void showToast({ intent: 'danger', message: prefixedError(PAYMENT_TOASTS.loadFailed, errorText(error)) }, 'formas-pagamento');
  }, [error]);

  // A page past the end (after a delete, or an old link) moves to the last page.
  const lastPage = list ? pageCount(list.total, paging.pageSize) : 1;
  useEffect(() => {
    if (list && paging.page > lastPage) setParams((current) => GRID_PAGING.write(current, { ...paging, page: lastPage }), { replace: true });
  }, [list, paging, lastPage, setParams]);

  const reload = async (announce: boolean) => {
    try {
      await refetch();
      if (announce) void showToast({ intent: 'success', message: PAYMENT_TOASTS.reloaded }, 'formas-pagamento');
    } catch {
      // toasted by the effect above
    }
  };

  const open = (method: PaymentMethodGrid_MethodFragment | null) => {
    record.open(
      method ? { id: method.id, initial: paymentFormOf(method), description: method.description } : { id: null, initial: emptyPaymentForm(), description: '' },
    );
  };

  const submit = (input: PaymentMethodInput) =>
    record.save(async ({ id }) =>
      id
        ? (await update({ variables: { id, input }, update: (cache, { data }) => dropPages(cache, data?.updatePaymentMethod.errors.length === 0) })).data
            ?.updatePaymentMethod
        : (await create({ variables: { input }, update: (cache, { data }) => dropPages(cache, data?.createPaymentMethod.errors.length === 0) })).data
            ?.createPaymentMethod,
    );

  const confirmDelete = async () => {
    if (!form?.id) return;
    try {
      const payload = (
        await remove({ variables: { id: form.id }, update: (cache, { data }) => dropPages(cache, data?.deletePaymentMethod.errors.length === 0) })
      ).data?.deletePaymentMethod;
      if (!payload) return;
      setConfirming(false);
      if (payload.errors.length) {
        void showToast({ intent: 'danger', message: prefixedError(PAYMENT_TOASTS.deleteFailed, userErrorsText(payload.errors)) });
        return;
      }
      record.close();
      if (payload.message) void showToast({ intent: 'success', message: payload.message });
    } catch (failure) {
      setConfirming(false);
      void showToast({ intent: 'danger', message: prefixedError(PAYMENT_TOASTS.deleteFailed, errorText(failure)) });
    }
  };

  return (
    <div className="list-page" data-page-ready={list || error ? true : undefined}>
      <header className="list-header">
        <h2>Formas de Pagamento</h2>
        <div className="list-header-actions">
          <Button icon="refresh" text="Atualizar Formas de Pagamento" loading={loading && Boolean(list)} onClick={() => void reload(true)} />
          <Button icon="add" intent="primary" text="Nova Forma de Pagamento" onClick={() => open(null)} />
        </div>
      </header>
      {!list && loading && <Spinner aria-label="Carregando formas de pagamento" />}
      {!list && !loading && error && (
        <EmptyState
          icon="error"
          title="Não foi possível carregar as formas de pagamento"
          action={<Button icon="refresh" text="Tentar Novamente" onClick={() => void reload(false)} />}
        />
      )}
      {list && list.items.length === 0 && <EmptyState icon="credit-card" title="Nenhuma forma de pagamento cadastrada" />}
      {list && list.items.length > 0 && <PaymentMethodGrid methods={list.items} onEdit={open} />}
      {list && list.total > 0 && <PaymentMethodPager total={list.total} paging={paging} onChange={setPaging} />}
      <PaymentMethodDialog {...recordDialogProps(record, saving || removing, submit, saving)} onDelete={() => setConfirming(true)} />
      <DeletePaymentMethodDialog
        description={confirming && form ? form.description : null}
        loading={removing}
        onClose={() => !removing && setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
