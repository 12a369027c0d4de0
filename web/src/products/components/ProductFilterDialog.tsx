// 'Filtros de Produtos' (docs/areas/catalogue.md#products): registration dates, section, description, codes, only on
// offer, only without image, in or out of line. 'Buscar' puts the values in the URL; 'Cancelar' leaves them.
import { useState } from 'react';
import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { DialogForm } from '../../lib/dialog';
import { filterDialog, type FilterDialogProps } from '../../lib/filterDialog';
import { DayField, useDayProblems } from '../../lib/dateFields';
import { Select } from '../../lib/select';
import type { ProductFilterValues } from '../urls';
import { NameFilterField } from '../../lib/nameFilterField';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { CODE_DIGITS } from '../../lib/inputBounds';

interface Props extends FilterDialogProps<ProductFilterValues> {
  sections: readonly { id: string; description: string }[];
}

export const ProductFilterDialog = filterDialog(FilterForm, 'Filtros de Produtos');

function FilterForm({ value, sections, onClose, onSubmit }: Props) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const update = (change: Partial<ProductFilterValues>) => setDraft((d) => ({ ...d, ...change }));
  const dates = useDayProblems();
  const submit = () => {
    // A day its field refuses blocks the search with the field's message (never the day held before).
    if (dates.first) return setError(dates.first);
    if (draft.registeredFrom && draft.registeredTo && draft.registeredTo < draft.registeredFrom) {
      setError('A data final deve ser igual ou posterior à data inicial.');
      return;
    }
    onSubmit(draft);
  };
  return (
    <DialogForm submitText="Buscar" submitIcon="search" onCancel={onClose} onSubmit={submit}>
      <div className="product-filter-grid">
        <NameFilterField
          id="produto-filtro-descricao"
          label="Descrição"
          value={draft.description}
          maxLength={INPUT_LIMITS.ProductFilter.description.maxLength}
          onValueChange={(description) => update({ description })}
        />
        <FormGroup label="Seção" labelFor="produto-filtro-secao">
          <Select
            id="produto-filtro-secao"
            fill
            value={draft.sectionId}
            onChange={(event) => update({ sectionId: event.currentTarget.value })}
            options={[{ value: '', label: 'Todas' }, ...sections.map((s) => ({ value: s.id, label: s.description }))]}
          />
        </FormGroup>
        <FormGroup label="Código" labelFor="produto-filtro-codigo">
          <InputGroup
            id="produto-filtro-codigo"
            inputMode="numeric"
            maxLength={CODE_DIGITS.maxLength}
            value={draft.code}
            onValueChange={(code) => update({ code: code.replace(/\D/g, '') })}
          />
        </FormGroup>
        <FormGroup label="Código auxiliar" labelFor="produto-filtro-codauxiliar">
          <InputGroup
            id="produto-filtro-codauxiliar"
            maxLength={INPUT_LIMITS.ProductFilter.auxiliaryCode.maxLength}
            value={draft.auxiliaryCode}
            onValueChange={(auxiliaryCode) => update({ auxiliaryCode })}
          />
        </FormGroup>
        <FormGroup label="Cadastrado a partir de" labelFor="produto-filtro-desde">
          <DayField
            id="produto-filtro-desde"
            openOnFocus={false}
            value={draft.registeredFrom}
            onChange={(registeredFrom) => update({ registeredFrom })}
            onProblem={dates.on('from')}
          />
        </FormGroup>
        <FormGroup label="Cadastrado até" labelFor="produto-filtro-ate" intent={error ? 'danger' : 'none'} helperText={error}>
          <DayField
            id="produto-filtro-ate"
            openOnFocus={false}
            invalid={Boolean(error)}
            value={draft.registeredTo}
            onChange={(registeredTo) => update({ registeredTo })}
            onProblem={dates.on('to')}
          />
        </FormGroup>
        <FormGroup label="Fora de linha" labelFor="produto-filtro-foralinha">
          <Select
            id="produto-filtro-foralinha"
            fill
            value={draft.outOfLine}
            onChange={(event) => update({ outOfLine: event.currentTarget.value as ProductFilterValues['outOfLine'] })}
            options={[
              { value: '', label: 'Todos' },
              { value: 'N', label: 'Não' },
              { value: 'S', label: 'Sim' },
            ]}
          />
        </FormGroup>
      </div>
      <Checkbox label="Somente produtos em oferta" checked={draft.onOfferOnly} onChange={(event) => update({ onOfferOnly: event.currentTarget.checked })} />
      <Checkbox
        label="Somente produtos sem imagem"
        checked={draft.withoutImageOnly}
        onChange={(event) => update({ withoutImageOnly: event.currentTarget.checked })}
      />
    </DialogForm>
  );
}
