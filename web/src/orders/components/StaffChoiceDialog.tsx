// 'Escolha um Separador' / 'Escolha um Entregador': pick one staff member of the order's branch.
import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, Spinner } from '@blueprintjs/core';
import { Select } from '../../lib/select';
import { AppDialog } from '../../lib/dialog';

export const REQUIRED_CHOICE = 'Campo Obrigatório';

interface Props {
  open: boolean;
  title: string;
  label: string;
  options: readonly { id: string; name: string }[];
  /** Loading the list of available staff. */
  loadingOptions: boolean;
  /** The status change is being saved. */
  loading: boolean;
  /** Error from loading the list ('Erro ao buscar Funcionarios: ...'). */
  loadError?: string;
  onClose: () => void;
  onSubmit: (staffId: string) => void;
}

export function StaffChoiceDialog(props: Props) {
  // The form lives inside the dialog so every opening starts empty.
  return (
    <AppDialog isOpen={props.open} title={props.title} onClose={props.onClose} canOutsideClickClose={!props.loading}>
      <StaffChoiceForm {...props} />
    </AppDialog>
  );
}

function StaffChoiceForm({ label, options, loadingOptions, loading, loadError, onClose, onSubmit }: Props) {
  const [choice, setChoice] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = choice === '';

  const submit = () => {
    setTouched(true);
    if (!missing) onSubmit(choice);
  };
  return (
    <>
      <DialogBody>
        {loadingOptions ? (
          <Spinner size={24} />
        ) : (
          <FormGroup
            label={label}
            labelFor="staff-choice"
            intent={(touched && missing) || loadError ? 'danger' : 'none'}
            helperText={loadError ?? (touched && missing ? REQUIRED_CHOICE : undefined)}
          >
            <Select
              id="staff-choice"
              fill
              value={choice}
              onChange={(event) => setChoice(event.currentTarget.value)}
              options={[{ value: '', label: 'Selecione...' }, ...options.map((o) => ({ value: o.id, label: o.name }))]}
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} disabled={loading} />
            <Button intent="primary" text="Confirmar" loading={loading} disabled={loadingOptions} onClick={submit} />
          </>
        }
      />
    </>
  );
}
