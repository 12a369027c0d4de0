// 'Filtros de Áreas de cobertura': CEP and branch code, 'Buscar' and 'Cancelar'.
import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { DialogForm } from '../../lib/dialog';
import { filterDialog, type FilterDialogProps } from '../../lib/filterDialog';
import { CEP_MAX_LENGTH, cepText } from '../../lib/documents';
import { CODE_DIGITS } from '../../lib/inputBounds';
import { coverageFilterErrors, type CoverageFilterState } from '../filters';

type Props = FilterDialogProps<CoverageFilterState>;

export const CoverageFilterDialog = filterDialog(FilterForm, 'Filtros de Áreas de cobertura');

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
          maxLength={CEP_MAX_LENGTH}
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
          maxLength={CODE_DIGITS.maxLength}
          placeholder="Código da filial"
          value={draft.branch}
          intent={state('branch').intent}
          onValueChange={(branch) => setDraft((d) => ({ ...d, branch }))}
        />
      </FormGroup>
    </DialogForm>
  );
}
