// 'Escolha um Separador' / 'Escolha um Entregador': pick one staff member of the order's branch.
import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';

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
  const { open, title, label, options, loadingOptions, loading, loadError, onClose, onSubmit } = props;
  const [choice, setChoice] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = choice === '';

  const submit = () => {
    setTouched(true);
    if (!missing) onSubmit(choice);
  };
  const close = () => {
    setChoice('');
    setTouched(false);
    onClose();
  };

  return (
    <Dialog isOpen={open} title={title} onClose={close} canOutsideClickClose={!loading}>
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
            <HTMLSelect
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
            <Button text="Cancelar" onClick={close} disabled={loading} />
            <Button intent="primary" text="Confirmar" loading={loading} disabled={loadingOptions} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
