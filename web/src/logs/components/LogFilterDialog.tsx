// The log pages' filter dialog (docs/areas/staff-and-support.md#api-log): user, start day, end day, method; 'Buscar'
// and 'Cancelar'. Every field empty shows all. The user list comes from the gateway (the staff users), loaded when the
// dialog opens.
import { useState } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { DayRangeFields, useDayProblems } from '../../lib/dateFields';
import { DialogForm } from '../../lib/dialog';
import { filterDialog, type FilterDialogProps } from '../../lib/filterDialog';
import { Select } from '../../lib/select';
import { logFilterErrors, type LogFilterState } from '../filters';

interface UserOption {
  value: string;
  label: string;
}

interface Props extends FilterDialogProps<LogFilterState> {
  title: string;
  /** null while the list loads */
  users: readonly UserOption[] | null;
  methods: readonly string[];
}

export const LogFilterDialog = filterDialog(FilterForm);

function FilterForm({ value, users, methods, onClose, onSubmit }: Props) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dates = useDayProblems();
  const update = (patch: Partial<LogFilterState>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    // A day the field calls invalid blocks the search with its message (the last good day is not sent).
    const found = { ...logFilterErrors(draft), ...dates.problems };
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };
  // Until the list arrives, the chosen user stays an option so the field keeps showing it.
  const known = users ?? [];
  const userOptions = [
    { value: '', label: users === null ? 'Carregando usuários...' : 'Todos' },
    ...(draft.user && !known.some((u) => u.value === draft.user) ? [{ value: draft.user, label: draft.user }] : []),
    ...known,
  ];
  return (
    <DialogForm submitText="Buscar" submitIcon="search" onCancel={onClose} onSubmit={submit}>
      <FormGroup label="Usuário" labelFor="log-filtro-usuario">
        <Select id="log-filtro-usuario" fill value={draft.user} options={userOptions} onChange={(event) => update({ user: event.currentTarget.value })} />
      </FormGroup>
      <DayRangeFields
        className="log-filter-dates"
        ids={{ from: 'log-filtro-de', to: 'log-filtro-ate' }}
        value={draft}
        errors={errors}
        onChange={update}
        dates={dates}
      />
      <FormGroup label="Método" labelFor="log-filtro-metodo">
        <Select
          id="log-filtro-metodo"
          fill
          value={draft.method}
          options={[{ value: '', label: 'Todos' }, ...methods.map((method) => ({ value: method, label: method }))]}
          onChange={(event) => update({ method: event.currentTarget.value })}
        />
      </FormGroup>
    </DialogForm>
  );
}
