// The cancellation question (the gateway's, e.g. 'Deseja realmente cancelar esse pedido?') with the required reason.
import { useState } from 'react';
import { FormGroup, TextArea } from '@blueprintjs/core';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { INPUT_LIMITS } from '../../generated/input-limits';

export const REASON_REQUIRED = 'Campo obrigatório!';

interface Props {
  open: boolean;
  /** The gateway's question for this cancellation (the order's CANCEL status option). */
  question: string;
  loading: boolean;
  /** Server-side error for the reason field, if any. */
  error?: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

export function CancelOrderDialog(props: Props) {
  // The form lives inside the dialog so every opening starts empty.
  return (
    <AppDialog isOpen={props.open} title="Cancelar Pedido" onClose={props.onClose} canOutsideClickClose={!props.loading}>
      <CancelForm {...props} />
    </AppDialog>
  );
}

function CancelForm({ question, loading, error, onClose, onSubmit }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';
  const message = touched && empty ? REASON_REQUIRED : error;

  const submit = () => {
    setTouched(true);
    if (!empty) onSubmit(reason.trim());
  };

  return (
    <DialogForm submitText="Cancelar Pedido" submitIntent="danger" cancelText="Voltar" loading={loading} onCancel={onClose} onSubmit={submit}>
      <p>{question}</p>
      <FormGroup label="Motivo" labelFor="cancel-reason" intent={message ? 'danger' : 'none'} helperText={message}>
        <TextArea
          id="cancel-reason"
          fill
          autoResize
          value={reason}
          maxLength={INPUT_LIMITS.AdvanceOrderStatusInput.reason.maxLength}
          intent={message ? 'danger' : 'none'}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </FormGroup>
    </DialogForm>
  );
}
