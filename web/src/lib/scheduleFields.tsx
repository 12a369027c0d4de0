// 'Agendar Notificação?' with the date and time it goes out (in Brazil's time, GMT-3).
import { Checkbox, FormGroup } from '@blueprintjs/core';
import { DayField } from './dateFields';
import { TimeField } from './timeField';
import { isoDayInSaoPaulo } from './format';
import { nextFullHourInBrazil, type ScheduleDraft } from './notificationForm';

interface Props {
  value: ScheduleDraft;
  errors: Partial<Record<'date' | 'time', string>>;
  disabled?: boolean;
  onChange: (value: ScheduleDraft, field: 'scheduled' | 'date' | 'time') => void;
  /** The date field's own message while its text is not a day it accepts (the form blocks on it). */
  onDateProblem?: (message: string | null) => void;
  /** The time field's own message while its text is not a time (25:99); the form shows it and blocks on it. */
  onTimeProblem?: (message: string | null) => void;
}

export function ScheduleFields({ value, errors, disabled, onChange, onDateProblem, onTimeProblem }: Props) {
  return (
    <>
      <Checkbox
        label="Agendar Notificação?"
        checked={value.scheduled}
        disabled={disabled}
        onChange={(event) => {
          const scheduled = event.currentTarget.checked;
          // A time picker always shows a time: the first suggestion is the next full hour, never midnight.
          const next = nextFullHourInBrazil(new Date());
          const suggestion = scheduled && !value.time ? { date: value.date || next.date, time: next.time } : {};
          onChange({ ...value, ...suggestion, scheduled }, 'scheduled');
        }}
      />
      {value.scheduled && (
        <div className="notification-schedule">
          {/* Not a day already gone in Brazil. */}
          <FormGroup label="Data" labelFor="notification-date" intent={errors.date ? 'danger' : 'none'} helperText={errors.date}>
            <DayField
              id="notification-date"
              value={value.date}
              min={isoDayInSaoPaulo(new Date())}
              disabled={disabled}
              invalid={Boolean(errors.date)}
              onChange={(date) => onChange({ ...value, date }, 'date')}
              onProblem={onDateProblem}
            />
          </FormGroup>
          <FormGroup label="Horário (Brasília)" labelFor="notification-time" intent={errors.time ? 'danger' : 'none'} helperText={errors.time}>
            <TimeField
              id="notification-time"
              value={value.time}
              disabled={disabled}
              invalid={Boolean(errors.time)}
              onChange={(time) => onChange({ ...value, time }, 'time')}
              onProblem={onTimeProblem}
            />
          </FormGroup>
        </div>
      )}
    </>
  );
}
