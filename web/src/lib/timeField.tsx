// The panel's time-of-day field: Blueprint's TimePicker (24 h, hours and minutes), with values as 'HH:mm'.
// A few things are adjusted once, in lib/timePickerInput.tsx: the inputs speak Portuguese and the hour input carries
// the field's id (so the FormGroup's label points at it); a click selects the digits as a Tab does; and Enter, which
// makes TimePicker commit the typed value on blur, submits the form only after that value has reached the form's state.
//
// What the person sees is what is sent, as with the date fields (lib/dateFields.tsx): an hour or minute the field
// cannot hold (25, 99, nothing) stays as typed, red, and the field tells its form through onProblem with the reason
// (timeTextProblem); the form shows it under the field and blocks its action (useFieldProblems) until it is fixed.
//
// TimePicker (and Blueprint's datetime CSS) loads only when a time field is first shown (lib/lazyField.tsx, issue
// 24); until it arrives a disabled stand-in of the same size (timeField.css) holds its place.
import { lazyField, type StandInExtra } from './lazyField';
import './timeField.css';

export interface TimeFieldProps {
  id: string;
  /** 'HH:mm' */
  value: string;
  onChange: (time: string) => void;
  /** The field's own message while its typed text is not a time it holds, null once it is (see useFieldProblems). */
  onProblem?: (message: string | null) => void;
  disabled?: boolean;
  invalid?: boolean;
}

export const HOUR_INVALID = 'Hora inválida: use de 0 a 23.';
export const MINUTES_INVALID = 'Minutos inválidos: use de 0 a 59.';
export const TIME_INVALID = 'Horário inválido: use hora de 0 a 23 e minutos de 0 a 59.';

const holds = (text: string, max: number) => /^\d{1,2}$/.test(text.trim()) && Number(text) <= max;

/** The field's message for the texts of its hour and minute inputs: null when both are a time of day. */
export function timeTextProblem(hours: string, minutes: string): string | null {
  const hourOk = holds(hours, 23);
  const minutesOk = holds(minutes, 59);
  if (hourOk && minutesOk) return null;
  return hourOk ? MINUTES_INVALID : minutesOk ? HOUR_INVALID : TIME_INVALID;
}

/** 'HH:mm' -> a Date on a fixed day (only its hours and minutes are read). */
export const toDate = (time: string) => {
  const [hours, minutes] = /^\d{1,2}:\d{2}/.test(time) ? time.split(':').map(Number) : [0, 0];
  return new Date(2000, 0, 1, hours, minutes);
};
const pad = (n: number) => String(n).padStart(2, '0');

/** TimePicker's markup with its digits, disabled, drawn by timeField.css's copy of its sizes. */
function TimeFieldStandIn({ id, value, invalid, focusRef, focusMark }: TimeFieldProps & StandInExtra) {
  const date = toDate(value);
  return (
    <div className={invalid ? 'time-field time-field-invalid time-field-loading' : 'time-field time-field-loading'}>
      <div className="bp6-timepicker" aria-busy>
        <div className="bp6-timepicker-arrow-row" />
        <div className="bp6-timepicker-input-row">
          <input
            ref={focusRef}
            {...focusMark}
            className="bp6-timepicker-input bp6-timepicker-hour"
            id={id}
            type="number"
            value={pad(date.getHours())}
            disabled
            readOnly
          />
          <span className="bp6-timepicker-divider-text">:</span>
          <input className="bp6-timepicker-input bp6-timepicker-minute" aria-label="Minutos" type="number" value={pad(date.getMinutes())} disabled readOnly />
        </div>
        <div className="bp6-timepicker-arrow-row" />
      </div>
    </div>
  );
}

const timeField = lazyField<TimeFieldProps>(() => import('./timePickerInput').then((module) => module.TimePickerInput), TimeFieldStandIn);

/** The panel's time field (Blueprint's TimePicker, loaded on first show). */
export const TimeField = timeField.LazyField;
/** Loads the time field's code now (tests, so the real field renders at once). */
export const loadTimeField = timeField.preload;
