// 'Filtros de Áreas de cobertura': CEP and branch code, 'Buscar' and 'Cancelar'.
import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { cepText, coverageFilterErrors, type CoverageFilterState } from '../filters';

interface Props {
  open: boolean;
  value: CoverageFilterState;
  onClose: () => void;
  onSubmit: (filter: CoverageFilterState) => void;
}

export function CoverageFilterDialog(props: Props) {
  return (
    <AppDialog isOpen={props.open} title="Filtros de Áreas de cobertura" onClose={props.onClose}>
      <FilterForm {...props} />
    </AppDialog>
  );
}

function FilterForm({ value, onClose, onSubmit }: Props) {
  const [draft, setDraft] = useState({ ...value, postalCode: cepText(value.postalCode) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const found = coverageFilterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };
  const state = (field: string) => ({ intent: errors[field] ? ('danger' as const) : ('none' as const), helperText: errors[field] });
  return (
    <DialogForm submitText="Buscar" submitIcon="search" onCancel={onClose} onSubmit={submit}>
      <FormGroup label="CEP" labelFor="area-filtro-cep" {...state('postalCode')}>
        <InputGroup
          id="area-filtro-cep"
          inputMode="numeric"
          placeholder="00000-000"
          value={draft.postalCode}
          intent={state('postalCode').intent}
          onValueChange={(postalCode) => setDraft((d) => ({ ...d, postalCode }))}
          onBlur={() => setDraft((d) => ({ ...d, postalCode: cepText(d.postalCode) }))}
        />
      </FormGroup>
      <FormGroup label="Filial" labelFor="area-filtro-filial" {...state('branch')}>
        <InputGroup
          id="area-filtro-filial"
          inputMode="numeric"
          placeholder="Código da filial"
          value={draft.branch}
          intent={state('branch').intent}
          onValueChange={(branch) => setDraft((d) => ({ ...d, branch }))}
        />
      </FormGroup>
    </DialogForm>
  );
}
