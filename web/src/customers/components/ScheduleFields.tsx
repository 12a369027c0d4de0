// 'Agendar Notificação?' with the date and time it goes out (in Brazil's time, GMT-3).
import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { DayField } from '../../lib/dateFields';
import type { ScheduleDraft } from '../notification';

/** Today in Brazil's time, 'YYYY-MM-DD': a notification is not scheduled for a day already gone. */
const todayInBrazil = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

interface Props {
  value: ScheduleDraft;
  errors: Partial<Record<'date' | 'time', string>>;
  disabled?: boolean;
  onChange: (value: ScheduleDraft, field: 'scheduled' | 'date' | 'time') => void;
}

export function ScheduleFields({ value, errors, disabled, onChange }: Props) {
  return (
    <>
      <Checkbox
        label="Agendar Notificação?"
        checked={value.scheduled}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, scheduled: event.currentTarget.checked }, 'scheduled')}
      />
      {value.scheduled && (
        <div className="notification-schedule">
          <FormGroup label="Data" labelFor="notification-date" intent={errors.date ? 'danger' : 'none'} helperText={errors.date}>
            <DayField
              id="notification-date"
              value={value.date}
              min={todayInBrazil()}
              disabled={disabled}
              invalid={Boolean(errors.date)}
              onChange={(date) => onChange({ ...value, date }, 'date')}
            />
          </FormGroup>
          <FormGroup
            label="Horário (Brasília)"
            labelFor="notification-time"
            intent={errors.time ? 'danger' : 'none'}
            helperText={errors.time}
          >
            <InputGroup
              id="notification-time"
              type="time"
              value={value.time}
              disabled={disabled}
              intent={errors.time ? 'danger' : 'none'}
              onValueChange={(time) => onChange({ ...value, time }, 'time')}
            />
          </FormGroup>
        </div>
      )}
    </>
  );
}
