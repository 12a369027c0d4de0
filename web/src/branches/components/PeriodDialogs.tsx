// The dialogs of 'Períodos de Entrega': 'Novo Período' (lists the existing periods; start and end), and the
// branch-period dialog used both to add a period to the branch and to edit one (period, quantity, type).
import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { ScheduleType } from '../../generated/graphql';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { REQUIRED, SCHEDULE_TYPES } from '../form';
import { wholeNumberProblem } from '../../lib/formMessages';
import { useFieldProblems } from '../../lib/fieldProblems';
import { WHOLE_COUNT, boundProps } from '../../lib/inputBounds';
import { DeliveryPeriodsQuery } from '../queries';
import { Select } from '../../lib/select';
import { TimeField } from '../../lib/timeField';

interface NewPeriodProps {
  open: boolean;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (value: { start: string; end: string }) => void;
}

function NewPeriodForm({ loading, errors, onClose, onSubmit }: Omit<NewPeriodProps, 'open'>) {
  // A time picker always shows a time: a new period starts at a common morning slot, for staff to adjust.
  const [value, setValue] = useState({ start: '08:00', end: '10:00' });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const periods = useQuery(DeliveryPeriodsQuery, { fetchPolicy: 'cache-and-network' });
  // A time its field refuses (25:99) is shown under it at once and blocks 'Cadastrar': never the time held before.
  const refused = useFieldProblems();
  const shown: Record<string, string> = { ...errors, ...missing, ...refused.problems };
  const submit = () => {
    const empty = Object.fromEntries((['start', 'end'] as const).filter((f) => !value[f]).map((f) => [f, REQUIRED]));
    setMissing(empty);
    if (Object.keys(empty).length === 0 && !refused.first) onSubmit(value);
  };
  return (
    <DialogForm submitText="Cadastrar" loading={loading} onCancel={onClose} onSubmit={submit}>
      <p>Períodos cadastrados: {(periods.data?.deliveryPeriods ?? []).map((p) => `${p.start} - ${p.end}`).join(', ') || '-'}</p>
      {(
        [
          ['start', 'Hora Inicial'],
          ['end', 'Hora Fim'],
        ] as const
      ).map(([field, label]) => (
        <FormGroup key={field} label={label} labelFor={`periodo-${field}`} intent={shown[field] ? 'danger' : 'none'} helperText={shown[field]}>
          <TimeField
            id={`periodo-${field}`}
            value={value[field]}
            invalid={Boolean(shown[field])}
            onChange={(v) => setValue((c) => ({ ...c, [field]: v }))}
            onProblem={refused.on(field)}
          />
        </FormGroup>
      ))}
    </DialogForm>
  );
}

export function NewPeriodDialog({ open, ...props }: NewPeriodProps) {
  return (
    <AppDialog isOpen={open} title="Novo Período" onClose={props.onClose} canEscapeKeyClose={!props.loading}>
      {open && <NewPeriodForm {...props} />}
    </AppDialog>
  );
}

export interface BranchPeriodValue {
  periodId: string;
  maxDeliveries: string;
  type: ScheduleType;
}

interface BranchPeriodProps {
  /** Null: closed; `title` says whether it adds ('Adicionar Horários') or edits ('Editar Horário'). */
  editing: { title: string; initial: BranchPeriodValue } | null;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (value: BranchPeriodValue) => void;
}

function BranchPeriodForm({ initial, loading, errors, onClose, onSubmit }: Omit<BranchPeriodProps, 'editing'> & { initial: BranchPeriodValue }) {
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const periods = useQuery(DeliveryPeriodsQuery, { fetchPolicy: 'cache-and-network' });
  const shown = { ...errors, ...missing };
  const submit = () => {
    const empty: Record<string, string> = {};
    if (!value.periodId) empty.periodId = REQUIRED;
    const quantity = wholeNumberProblem(value.maxDeliveries, REQUIRED);
    if (quantity) empty.maxDeliveries = quantity;
    setMissing(empty);
    if (Object.keys(empty).length === 0) onSubmit(value);
  };
  return (
    <DialogForm submitText="Salvar" loading={loading} onCancel={onClose} onSubmit={submit}>
      <FormGroup label="Período" labelFor="horario-periodo" intent={shown.periodId ? 'danger' : 'none'} helperText={shown.periodId}>
        <Select
          id="horario-periodo"
          value={value.periodId}
          onChange={(e) => {
            // Read now: React clears currentTarget once the event has been handled, before the updater runs.
            const periodId = e.currentTarget.value;
            setValue((c) => ({ ...c, periodId }));
          }}
          options={[{ value: '', label: 'Selecione' }, ...(periods.data?.deliveryPeriods ?? []).map((p) => ({ value: p.id, label: `${p.start} - ${p.end}` }))]}
        />
      </FormGroup>
      <FormGroup
        label="Quantidade Máxima de Entregas"
        labelFor="horario-quantidade"
        intent={shown.maxDeliveries ? 'danger' : 'none'}
        helperText={shown.maxDeliveries}
      >
        <InputGroup
          id="horario-quantidade"
          type="number"
          {...boundProps(WHOLE_COUNT)}
          value={value.maxDeliveries}
          onValueChange={(v) => setValue((c) => ({ ...c, maxDeliveries: v }))}
        />
      </FormGroup>
      <FormGroup label="Tipo" labelFor="horario-tipo">
        <Select
          id="horario-tipo"
          value={value.type}
          onChange={(e) => {
            const type = e.currentTarget.value as ScheduleType;
            setValue((c) => ({ ...c, type }));
          }}
          options={SCHEDULE_TYPES.map(([t, label]) => ({ value: t, label }))}
        />
      </FormGroup>
    </DialogForm>
  );
}

export function BranchPeriodDialog({ editing, ...props }: BranchPeriodProps) {
  return (
    <AppDialog isOpen={editing !== null} title={editing?.title ?? ''} onClose={props.onClose} canEscapeKeyClose={!props.loading}>
      {editing && <BranchPeriodForm {...props} initial={editing.initial} />}
    </AppDialog>
  );
}
