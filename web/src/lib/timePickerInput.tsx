// The time field's real input (Blueprint's TimePicker), loaded only when a time field is first shown
// (lib/lazyField.tsx: Blueprint's datetime package builds its time-zone table as it loads). What the field does is
// said in lib/timeField.tsx, which is what pages import.
import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { TimePicker } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { focusIsFree, type LazyFieldExtra } from './lazyField';
import { toDate, type TimeFieldProps } from './timeField';

const pad = (n: number) => String(n).padStart(2, '0');

export function TimePickerInput({ id, value, onChange, disabled, invalid, focusOnMount }: TimeFieldProps & LazyFieldExtra) {
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
  // The focus its dialog gave the stand-in drawn while this code loaded (lib/lazyField.tsx).
  useEffect(() => {
    if (focusOnMount && !disabled && focusIsFree()) root.current?.querySelector('input')?.focus();
  }, []); // once, on arrival

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
