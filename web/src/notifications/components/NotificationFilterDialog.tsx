// 'Filtros de Notificações': creation date range, send date range, switches 'Agendadas' and 'Não-Agendadas'.
import { useState } from 'react';
import { FormGroup, Switch } from '@blueprintjs/core';
import { DialogForm } from '../../lib/dialog';
import { filterDialog, type FilterDialogProps } from '../../lib/filterDialog';
import { DayField, useDayProblems } from '../../lib/dateFields';
import { validateNotificationFilter, type NotificationFilterErrors, type NotificationFilterState } from '../filters';
import '../../lib/notificationFields.css';

type Props = FilterDialogProps<NotificationFilterState>;

export const NotificationFilterDialog = filterDialog(FilterForm, 'Filtros de Notificações');

type DayKey = 'createdFrom' | 'createdTo' | 'sendFrom' | 'sendTo';

function FilterForm({ value, onClose, onSubmit }: Props) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<NotificationFilterErrors>({});
  const dates = useDayProblems();
  const update = (patch: Partial<NotificationFilterState>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    // A day its field refuses blocks the search with the field's message, under its range.
    const refused = (from: DayKey, to: DayKey) => dates.problems[from] ?? dates.problems[to];
    const found = { ...validateNotificationFilter(draft) };
    for (const [range, from, to] of [
      ['created', 'createdFrom', 'createdTo'],
      ['send', 'sendFrom', 'sendTo'],
    ] as const) {
      const problem = refused(from, to);
      if (problem) found[range] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };
  const range = (label: string, error: string | undefined, from: DayKey, to: DayKey, first = false) => (
    <FormGroup label={label} intent={error ? 'danger' : 'none'} helperText={error}>
      <div className="notification-schedule">
        <FormGroup label="De" labelFor={`notification-filter-${from}`}>
          <DayField
            id={`notification-filter-${from}`}
            value={draft[from]}
            openOnFocus={!first}
            onChange={(day) => update({ [from]: day })}
            onProblem={dates.on(from)}
          />
        </FormGroup>
        <FormGroup label="Até" labelFor={`notification-filter-${to}`}>
          <DayField id={`notification-filter-${to}`} value={draft[to]} onChange={(day) => update({ [to]: day })} onProblem={dates.on(to)} />
        </FormGroup>
      </div>
    </FormGroup>
  );
  return (
    <DialogForm submitText="Buscar" submitIcon="search" onCancel={onClose} onSubmit={submit}>
      {range('Data de Criação', errors.created, 'createdFrom', 'createdTo', true)}
      {range('Data de Envio', errors.send, 'sendFrom', 'sendTo')}
      <FormGroup label="Tipo" intent={errors.status ? 'danger' : 'none'} helperText={errors.status}>
        <Switch inline label="Agendadas" checked={draft.scheduled} onChange={(event) => update({ scheduled: event.currentTarget.checked })} />
        <Switch inline label="Não-Agendadas" checked={draft.notScheduled} onChange={(event) => update({ notScheduled: event.currentTarget.checked })} />
      </FormGroup>
    </DialogForm>
  );
}
