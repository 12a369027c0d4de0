// 'Nova Forma de Pagamento' / 'Editar Forma de Pagamento' (codes, description, the 200x125 image uploaded as soon
// as it is chosen; the edit dialog offers 'Excluir', docs/decisions/0014-payment-method-image-from-record.md) and the
// delete confirmation 'Confirma a Exclusão?' with 'Deseja Realmente Excluir essa Forma de Pagamento?'. Presentational:
// the page saves.
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import type { PaymentMethodInput } from '../../generated/graphql';
import { DeleteDialog, type DeleteDialogProps } from '../../lib/deleteDialog';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { ImageField } from '../../lib/imageField';
import { useDialogForm, type FormDialogProps } from '../../lib/useDialogForm';
import { PAYMENT_IMAGE, paymentInput, type PaymentFormValues } from '../form';

export const DELETE_QUESTION = 'Deseja Realmente Excluir essa Forma de Pagamento?';

interface FormProps extends FormDialogProps<PaymentFormValues, PaymentMethodInput> {
  /** Editing only: opens the delete confirmation */
  onDelete: () => void;
}

const FIELDS = [
  { key: 'description', id: 'pagamento-descricao', label: 'Descrição' },
  { key: 'internalCode', id: 'pagamento-codinterno', label: 'Código Interno' },
  { key: 'erpChargeCode', id: 'pagamento-codcobwinthor', label: 'Código de Cobrança (Winthor)' },
] as const;

function PaymentMethodForm({ initial, editing, loading, errors, onClose, onSubmit, onDelete }: FormProps & { initial: PaymentFormValues }) {
  const { values, set, shown, intent, uploading, submitWith, image, bounded } = useDialogForm(initial, errors, { bounds: INPUT_LIMITS.PaymentMethodInput });
  const submit = submitWith(paymentInput, onSubmit);
  return (
    <DialogForm submitText={editing ? 'Atualizar' : 'Salvar'} loading={loading} submitDisabled={uploading} onCancel={onClose} onSubmit={submit}>
      {FIELDS.map(({ key, id, label }) => (
        <FormGroup key={key} label={label} labelFor={id} intent={intent(key)} helperText={shown[key]}>
          <InputGroup id={id} value={values[key]} {...bounded(key)} intent={intent(key)} onValueChange={(v) => set(key, v)} />
        </FormGroup>
      ))}
      <ImageField id="pagamento-imagem" label="Imagem" rule={PAYMENT_IMAGE} {...image('imageUrl')} disabled={loading} optional />
      {editing && (
        <div className="payment-delete-line">
          <Button icon="trash" intent="danger" variant="outlined" text="Excluir" disabled={loading || uploading} onClick={onDelete} />
        </div>
      )}
    </DialogForm>
  );
}

export function PaymentMethodDialog(props: FormProps) {
  return (
    <AppDialog
      isOpen={props.initial !== null}
      title={props.editing ? 'Editar Forma de Pagamento' : 'Nova Forma de Pagamento'}
      onClose={props.onClose}
      canOutsideClickClose={false}
    >
      {props.initial && <PaymentMethodForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}

interface ConfirmProps extends Omit<DeleteDialogProps, 'name'> {
  /** The method's description; null: closed */
  description: string | null;
}

/** Focus starts on Confirmar, so Enter confirms; Esc and Cancelar close. */
export function DeletePaymentMethodDialog({ description, ...rest }: ConfirmProps) {
  return <DeleteDialog name={description} title="Confirma a Exclusão?" question={DELETE_QUESTION} nameClassName="payment-codes" {...rest} />;
}
