// The panel's time-of-day field: Blueprint's TimePicker (24 h, hours and minutes), with values as 'HH:mm'.
// A few things are adjusted here, once: the inputs speak Portuguese and the hour input carries the field's id (so
// the FormGroup's label points at it); a click selects the digits as a Tab does; and Enter, which makes TimePicker
// commit the typed value on blur, submits the form only after that value has reached the form's state.
import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { TimePicker } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './timeField.css';

/** 'HH:mm' -> a Date on a fixed day (only its hours and minutes are read). */
const toDate = (time: string) => {
  const [hours, minutes] = /^\d{1,2}:\d{2}/.test(time) ? time.split(':').map(Number) : [0, 0];
  return new Date(2000, 0, 1, hours, minutes);
};
const pad = (n: number) => String(n).padStart(2, '0');

interface TimeFieldProps {
  id: string;
  /** 'HH:mm' */
  value: string;
  onChange: (time: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}

export function TimeField({ id, value, onChange, disabled, invalid }: TimeFieldProps) {
  const root = useRef<HTMLDivElement>(null);
  // One Date per value: TimePicker resets its typed text whenever it receives a new Date object.
  const date = useMemo(() => toDate(value), [value]);
  useLayoutEffect(() => {
    const [hours, minutes] = root.current?.querySelectorAll('input') ?? [];
    if (!hours || !minutes) return;
    // The hour input is named by the field's own label; the minutes say whose minutes they are.
    hours.setAttribute('id', id);
    hours.removeAttribute('aria-label');
    const label = hours.ownerDocument.querySelector(`label[for="${id}"]`)?.textContent?.trim();
    minutes.setAttribute('aria-label', label ? `${label}: minutos` : 'Minutos');
  }, [id]);

  const enterSubmitsAfterCommit = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // no implicit submit with the old value; TimePicker's own Enter blurs and commits
    // An hour or minute it cannot hold (25, 61, nothing) is put back to the time held before on that blur: the
    // form is not submitted then, so a time nobody chose is never sent (what the person sees is what is sent).
    const [hours, minutes] = root.current?.querySelectorAll('input') ?? [];
    const holds = (input: HTMLInputElement | undefined, max: number) => !input || (/^\d{1,2}$/.test(input.value) && Number(input.value) <= max);
    if (!holds(hours, 23) || !holds(minutes, 59)) return;
    const form = (event.target as HTMLElement).closest('form');
    setTimeout(() => form?.requestSubmit());
  };

  // TimePicker selects the text on focus, but a click puts the caret where it lands: a click then '22' would give
  // '822'. Two digits are always replaced whole, so the pointer never moves the caret: a press on the focused
  // input keeps its selection (selected anew), and the release after a focusing press keeps the focus's.
  const keepSelection = (event: MouseEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    if (event.type === 'mouseup' || input === input.ownerDocument.activeElement) {
      event.preventDefault();
      input.select();
    }
  };

  return (
    <div
      ref={root}
      className={invalid ? 'time-field time-field-invalid' : 'time-field'}
      onKeyDownCapture={enterSubmitsAfterCommit}
      onMouseDown={keepSelection}
      onMouseUp={keepSelection}
    >
      <TimePicker
        value={date}
        onChange={(date) => onChange(`${pad(date.getHours())}:${pad(date.getMinutes())}`)}
        precision="minute"
        selectAllOnFocus
        disabled={disabled}
      />
    </div>
  );
}
