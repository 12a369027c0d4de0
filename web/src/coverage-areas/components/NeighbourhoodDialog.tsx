// 'Adicionar Bairro' / 'Editar Bairro': name, fee (R$, min 0), note (optional), status Ativo/Inativo. 'Salvar'
// adds, 'Atualizar' edits; the dialog stays open on outside clicks and starts empty at every opening.
import { useState } from 'react';
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { NeighbourhoodInput } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { MoneyField } from '../../lib/moneyField';
import { Select } from '../../lib/select';
import type { FormDialogProps } from '../../lib/useDialogForm';
import { neighbourhoodInput, type NeighbourhoodFormValues } from '../form';

type Props = FormDialogProps<NeighbourhoodFormValues, NeighbourhoodInput>;

const STATUS_OPTIONS = [
  { value: 'true', label: 'Ativo' },
  { value: 'false', label: 'Inativo' },
];

function NeighbourhoodForm({ initial, editing, loading, errors, onClose, onSubmit }: Props & { initial: NeighbourhoodFormValues }) {
  const [values, setValues] = useState(initial);
  const [mine, setMine] = useState<Record<string, string>>({});
  const shown = { ...errors, ...mine };
  const set = <K extends keyof NeighbourhoodFormValues>(field: K, value: NeighbourhoodFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const state = (field: keyof NeighbourhoodFormValues) => ({ intent: shown[field] ? ('danger' as const) : ('none' as const), helperText: shown[field] });
  const submit = () => {
    const checked = neighbourhoodInput(values);
    setMine(checked.errors ?? {});
    if (checked.input) onSubmit(checked.input);
  };
  return (
    <DialogForm submitText={editing ? 'Atualizar' : 'Salvar'} loading={loading} onCancel={onClose} onSubmit={submit}>
      <FormGroup label="Bairro" labelFor="bairro-nome" {...state('name')}>
        <InputGroup
          id="bairro-nome"
          value={values.name}
          maxLength={INPUT_LIMITS.NeighbourhoodInput.name.maxLength}
          intent={state('name').intent}
          onValueChange={(v) => set('name', v)}
        />
      </FormGroup>
      <FormGroup label="Valor" labelFor="bairro-valor" {...state('fee')}>
        <MoneyField id="bairro-valor" value={values.fee} invalid={Boolean(shown.fee)} onChange={(v) => set('fee', v)} />
      </FormGroup>
      <FormGroup label="Observação" labelFor="bairro-observacao" {...state('note')}>
        <TextArea
          id="bairro-observacao"
          fill
          maxLength={INPUT_LIMITS.NeighbourhoodInput.note.maxLength}
          value={values.note}
          onChange={(e) => set('note', e.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label="Status" labelFor="bairro-status">
        <Select id="bairro-status" value={values.active} options={STATUS_OPTIONS} onChange={(e) => set('active', e.currentTarget.value as 'true' | 'false')} />
      </FormGroup>
    </DialogForm>
  );
}

export function NeighbourhoodDialog(props: Props) {
  return (
    <AppDialog
      isOpen={props.initial !== null}
      title={props.editing ? 'Editar Bairro' : 'Adicionar Bairro'}
      onClose={props.onClose}
      canOutsideClickClose={false}
    >
      {props.initial && <NeighbourhoodForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}
