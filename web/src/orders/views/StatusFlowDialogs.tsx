// Renders the dialog the status flow is in; the staff choice dialogs load their lists here.
import { useEffect } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { showToast } from '../../lib/toaster';
import { CancelOrderDialog } from '../components/CancelOrderDialog';
import { ConfirmDialog } from '../../lib/dialog';
import type { OpenOrder } from '../components/OpenOrdersTable';
import { ProductAlertDialog } from '../components/ProductAlertDialog';
import { ProgressDialog } from '../components/ProgressDialog';
import { StaffChoiceDialog } from '../components/StaffChoiceDialog';
import { errorText, prefixedError } from '../../lib/errors';
import { STAFF_LOAD_ERROR } from '../errors';
import { DeliverymenQuery, PickersQuery } from '../queries';
import { printLimitedItems } from './printOrder';
import { useResolvesHeldInvoicing, useSeesOrderStaff } from '../rights';
import { HeldInvoicingDialog } from '../components/HeldInvoicingDialog';
import type { StatusFlow } from './useStatusFlow';

function StaffChoice({ flow, role, order }: { flow: StatusFlow; role: 'picker' | 'deliveryman'; order: OpenOrder | null }) {
  const variables = { branch: order?.branch.code ?? 0 };
  const pickers = useQuery(PickersQuery, { variables, skip: role !== 'picker' || !order, fetchPolicy: 'network-only' });
  const deliverymen = useQuery(DeliverymenQuery, { variables, skip: role !== 'deliveryman' || !order, fetchPolicy: 'network-only' });
  const result = role === 'picker' ? pickers : deliverymen;
  const options = role === 'picker' ? (pickers.data?.pickers ?? []) : (deliverymen.data?.deliverymen ?? []);
  const loadError = result.error ? prefixedError(STAFF_LOAD_ERROR, errorText(result.error)) : undefined;

  useEffect(() => {
    if (loadError) void showToast({ intent: 'danger', message: loadError });
  }, [loadError]);

  return (
    <StaffChoiceDialog
      open={order !== null}
      title={role === 'picker' ? 'Escolha um Separador' : 'Escolha um Entregador'}
      label={role === 'picker' ? 'Separador' : 'Entregador'}
      options={options}
      loadingOptions={result.loading}
      loading={flow.busy}
      loadError={loadError}
      onClose={flow.close}
      onSubmit={(id) => order && void (role === 'picker' ? flow.submitPicker(order, id) : flow.submitDeliveryman(order, id))}
    />
  );
}

export function StatusFlowDialogs({ flow }: { flow: StatusFlow }) {
  const client = useApolloClient();
  const seesStaff = useSeesOrderStaff();
  const resolvesHeld = useResolvesHeldInvoicing();
  const { dialog } = flow;
  return (
    <>
      <ProductAlertDialog kind={dialog?.kind === 'alert' ? dialog.alert : null} onClose={flow.closeAlert} />
      <StaffChoice flow={flow} role="picker" order={dialog?.kind === 'picker' ? dialog.order : null} />
      <StaffChoice flow={flow} role="deliveryman" order={dialog?.kind === 'deliveryman' ? dialog.order : null} />
      <ConfirmDialog
        open={dialog?.kind === 'confirm'}
        question={dialog?.kind === 'confirm' ? dialog.question : ''}
        loading={flow.busy}
        onClose={flow.close}
        onSubmit={() => dialog?.kind === 'confirm' && void flow.confirm(dialog.order, dialog.target)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'resend'}
        title="Reenviar para Faturamento"
        question={dialog?.kind === 'resend' ? dialog.question : ''}
        loading={flow.busy}
        onClose={flow.close}
        onSubmit={() => dialog?.kind === 'resend' && void flow.resend(dialog.order)}
      />
      <CancelOrderDialog
        open={dialog?.kind === 'cancel'}
        question={dialog?.kind === 'cancel' ? dialog.question : ''}
        loading={flow.busy}
        onClose={flow.close}
        onSubmit={(reason) => dialog?.kind === 'cancel' && void flow.cancel(dialog.order, reason)}
      />
      <ProgressDialog
        open={dialog?.kind === 'progress'}
        progress={dialog?.kind === 'progress' ? dialog.progress : ''}
        error={dialog?.kind === 'progress' ? dialog.error : undefined}
        canRetry={dialog?.kind === 'progress' && dialog.canRetry && Boolean(dialog.workflowId)}
        uncertain={dialog?.kind === 'progress' && Boolean(dialog.uncertain) && Boolean(dialog.workflowId)}
        retrying={flow.busy}
        onRetry={() => dialog?.kind === 'progress' && dialog.workflowId && void flow.retry(dialog.order, dialog.workflowId)}
        onClose={flow.close}
      />
      {dialog?.kind === 'held' && (
        <HeldInvoicingDialog
          key={`${dialog.workflowId}:${dialog.problem ?? ''}`}
          open
          kind={dialog.hold}
          reason={dialog.reason}
          problem={dialog.problem}
          mayResolve={resolvesHeld}
          sending={flow.busy}
          onNumber={(erpNumber) => void flow.resolveHeld(dialog.order, dialog.workflowId, { erpNumber })}
          onNoneFound={() => void flow.resolveHeld(dialog.order, dialog.workflowId, { notFound: true })}
          onClose={flow.close}
        />
      )}
      <Dialog isOpen={dialog?.kind === 'printLimited'} title="Imprimir itens em limitação" onClose={flow.close}>
        <DialogBody>
          <p>Este pedido possui itens em limitação. Deseja imprimir a lista de itens em limitação?</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Não" onClick={flow.close} />
              <Button
                intent="primary"
                icon="print"
                text="Imprimir"
                onClick={() => {
                  if (dialog?.kind === 'printLimited') void printLimitedItems(client, dialog.order.id, seesStaff);
                  flow.close();
                }}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}
