// The calendar's dialogs: the add/edit form (date, type, description; the gateway's errors on their fields) and
// the details of an entry with 'Editar' and 'Excluir' (the page asks 'Confirma a exclusão?' before deleting).
import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { HolidayCalendar_EntryFragment, SpecialDateType } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { DayField, dayText, useDayProblems } from '../../lib/dateFields';
import { TYPE_LABELS, type SpecialDateValues } from '../calendar';
import { Select } from '../../lib/select';

const REQUIRED = 'Campo obrigatório!';
const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as SpecialDateType[]).map((type) => ({ value: type, label: TYPE_LABELS[type] }));

interface FormProps {
  /** null: closed */
  initial: SpecialDateValues | null;
  editing: boolean;
  branchName: string;
  /** 'YYYY-MM-DD': the first day the calendar reads */
  minDay: string;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (values: SpecialDateValues) => void;
}

function SpecialDateForm({ initial, branchName, minDay, loading, errors, onClose, onSubmit, editing }: FormProps & { initial: SpecialDateValues }) {
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const dates = useDayProblems();
  const shown = { ...errors, ...missing };
  const submit = () => {
    // A day the field refuses is its error (the day held before is not saved).
    const empty = { ...Object.fromEntries((['date', 'description'] as const).filter((f) => !values[f].trim()).map((f) => [f, REQUIRED])), ...dates.problems };
    setMissing(empty);
    if (Object.keys(empty).length === 0) onSubmit({ ...values, description: values.description.trim() });
  };
  const field = (name: keyof SpecialDateValues) => ({ intent: shown[name] ? ('danger' as const) : ('none' as const), helperText: shown[name] });
  return (
    <DialogForm submitText={editing ? 'Salvar' : 'Cadastrar'} loading={loading} onCancel={onClose} onSubmit={submit}>
      <FormGroup label="Filial" labelFor="feriado-filial">
        <InputGroup id="feriado-filial" value={branchName} readOnly />
      </FormGroup>
      <FormGroup label="Data" labelFor="feriado-data" {...field('date')}>
        <DayField
          id="feriado-data"
          value={values.date}
          min={minDay}
          invalid={Boolean(shown.date)}
          onChange={(date) => setValues((v) => ({ ...v, date }))}
          onProblem={dates.on('date')}
        />
      </FormGroup>
      <FormGroup label="Tipo" labelFor="feriado-tipo" {...field('type')}>
        <Select
          id="feriado-tipo"
          fill
          value={values.type}
          options={TYPE_OPTIONS}
          onChange={(e) => setValues((v) => ({ ...v, type: e.currentTarget.value as SpecialDateType }))}
        />
      </FormGroup>
      <FormGroup label="Descrição" labelFor="feriado-descricao" {...field('description')}>
        <InputGroup
          id="feriado-descricao"
          value={values.description}
          maxLength={INPUT_LIMITS.SpecialDateInput.description.maxLength}
          intent={shown.description ? 'danger' : 'none'}
          onValueChange={(description) => setValues((v) => ({ ...v, description }))}
        />
      </FormGroup>
    </DialogForm>
  );
}

export function SpecialDateDialog(props: FormProps) {
  return (
    <AppDialog
      isOpen={props.initial !== null}
      title={props.editing ? 'Editar Feriado' : 'Cadastrar Feriado'}
      onClose={props.onClose}
      canOutsideClickClose={!props.loading}
    >
      {props.initial && <SpecialDateForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}

interface DetailsProps {
  entry: HolidayCalendar_EntryFragment | null;
  branchName: string;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function SpecialDateDetails({ entry, branchName, onClose, onEdit, onDelete }: DetailsProps) {
  return (
    <AppDialog isOpen={entry !== null} title="Detalhes do Feriado" onClose={onClose}>
      {entry && (
        <>
          <DialogBody>
            <dl className="holiday-details">
              <dt>Filial</dt>
              <dd>{branchName}</dd>
              <dt>Data</dt>
              <dd>{dayText(entry.date)}</dd>
              <dt>Tipo</dt>
              <dd>{TYPE_LABELS[entry.type]}</dd>
              <dt>Descrição</dt>
              <dd>{entry.description}</dd>
            </dl>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Excluir" icon="trash" intent="danger" onClick={onDelete} />
                <Button text="Editar" icon="edit" intent="primary" onClick={onEdit} data-autofocus />
              </>
            }
          />
        </>
      )}
    </AppDialog>
  );
}
