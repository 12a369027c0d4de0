// 'Filtros de Clientes': Nome, CPF, switches 'Ativos' and 'Inativos', Buscar.
import { useState } from 'react';
import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { DialogForm } from '../../lib/dialog';
import { filterDialog, type FilterDialogProps } from '../../lib/filterDialog';
import { validateCustomerFilter, type CustomerFilterState } from '../filters';
import { NameFilterField } from '../../lib/nameFilterField';
import { INPUT_LIMITS } from '../../generated/input-limits';

type Props = FilterDialogProps<CustomerFilterState>;

export const CustomerFilterDialog = filterDialog(FilterForm, 'Filtros de Clientes');

function FilterForm({ value, onClose, onSubmit }: Props) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const update = (patch: Partial<CustomerFilterState>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    const errors = validateCustomerFilter(draft);
    setError(errors.status);
    if (!errors.status) onSubmit(draft);
  };
  return (
    <DialogForm submitText="Buscar" submitIcon="search" onCancel={onClose} onSubmit={submit}>
      <NameFilterField
        id="customer-filter-name"
        label="Nome"
        value={draft.name}
        maxLength={INPUT_LIMITS.CustomerFilter.name.maxLength}
        onValueChange={(name) => update({ name })}
      />
      <FormGroup label="CPF" labelFor="customer-filter-cpf">
        <InputGroup
          id="customer-filter-cpf"
          inputMode="numeric"
          maxLength={INPUT_LIMITS.CustomerFilter.cpf.maxLength}
          value={draft.cpf}
          onValueChange={(cpf) => update({ cpf })}
        />
      </FormGroup>
      <FormGroup label="Status" intent={error ? 'danger' : 'none'} helperText={error}>
        <Switch inline label="Ativos" checked={draft.active} onChange={(event) => update({ active: event.currentTarget.checked })} />
        <Switch inline label="Inativos" checked={draft.inactive} onChange={(event) => update({ inactive: event.currentTarget.checked })} />
      </FormGroup>
    </DialogForm>
  );
}
