// Filter dialogs of the order lists: 'Filtro de Pedidos em Aberto' (dates, statuses, CPF) and the
// completed/cancelled one (dates, CPF). The form state lives only while the dialog is open.
import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { DayRangeFields, useDayProblems } from '../../lib/dateFields';
import { AppDialog, DialogForm } from '../../lib/dialog';
import type { OrderStatus } from '../../generated/graphql';
import { cpfDigits, validateOrderFilter, type FilterErrors, type OpenOrderFilterState, type OrderFilterState } from '../filters';
import { OpenStatusSwitches } from './OpenStatusSwitches';

interface Props<F extends OrderFilterState> {
  open: boolean;
  title: string;
  value: F;
  loading?: boolean;
  onClose: () => void;
  /** Resolves to the gateway's refusals by field (an unknown CPF); the dialog stays open with them. */
  onSubmit: (filter: F) => Promise<FilterErrors> | void;
}

export function OrderFilterDialog<F extends OrderFilterState | OpenOrderFilterState>(props: Props<F>) {
  return (
    <AppDialog isOpen={props.open} title={props.title} onClose={props.onClose}>
      <FilterForm {...props} />
    </AppDialog>
  );
}

function FilterForm<F extends OrderFilterState | OpenOrderFilterState>({ value, loading, onClose, onSubmit }: Props<F>) {
  const [draft, setDraft] = useState<F>(value);
  const [errors, setErrors] = useState<FilterErrors>({});
  const dates = useDayProblems();
  const update = (patch: Partial<OpenOrderFilterState>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = () => {
    // A day its field refuses blocks the search with the field's message (never the day held before).
    const found: FilterErrors = { ...validateOrderFilter(draft), ...dates.problems };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void Promise.resolve(onSubmit(draft)).then((refused) => refused && setErrors(refused));
  };

  const statuses = 'statuses' in draft ? draft.statuses : null;
  const toggleStatus = (status: OrderStatus, on: boolean) =>
    statuses && update({ statuses: on ? [...statuses, status] : statuses.filter((s) => s !== status) });

  return (
    <DialogForm submitText="Buscar" submitIcon="search" loading={loading} onCancel={onClose} onSubmit={submit}>
      <DayRangeFields
        className="orders-filter-dates"
        ids={{ from: 'filter-from', to: 'filter-to' }}
        value={draft}
        errors={errors}
        onChange={update}
        dates={dates}
      />
      {statuses && <OpenStatusSwitches checked={statuses} error={errors.statuses} onToggle={toggleStatus} />}
      <FormGroup label="CPF do cliente" labelFor="filter-cpf" intent={errors.cpf ? 'danger' : 'none'} helperText={errors.cpf}>
        <InputGroup
          id="filter-cpf"
          inputMode="numeric"
          placeholder="Somente números"
          // No maxLength: the browser would cut a pasted '529.982.247-25' to 11 characters before the dots go.
          value={draft.cpf}
          onValueChange={(cpf) => update({ cpf: cpfDigits(cpf) })}
        />
      </FormGroup>
    </DialogForm>
  );
}
