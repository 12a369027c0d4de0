// 'Escolha um Separador' / 'Escolha um Entregador': pick one staff member of the order's branch.
import { useState } from 'react';
import { FormGroup, Spinner } from '@blueprintjs/core';
import { Select } from '../../lib/select';
import { AppDialog, DialogForm } from '../../lib/dialog';

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
    <DialogForm submitText="Confirmar" loading={loading} submitDisabled={loadingOptions} onCancel={onClose} onSubmit={submit}>
      {loadingOptions ? (
        <Spinner size={24} aria-label="Carregando" />
      ) : (
        <FormGroup
          label={label}
          labelFor="staff-choice"
          intent={(touched && missing) || loadError ? 'danger' : 'none'}
          helperText={loadError ?? (touched && missing ? REQUIRED_CHOICE : undefined)}
        >
          <Select
            id="staff-choice"
            // The options arrive after the dialog opened (and put focus on its first field, which was not there yet).
            autoFocus
            fill
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            // A select does not submit its form on Enter as a text field does; here Enter confirms the choice (with
            // the list closed: while it is open, the browser's list takes the key to pick an option).
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            options={[{ value: '', label: 'Selecione...' }, ...options.map((o) => ({ value: o.id, label: o.name }))]}
          />
        </FormGroup>
      )}
    </DialogForm>
  );
}
