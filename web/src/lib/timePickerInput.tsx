// The time field's real input (Blueprint's TimePicker), loaded only when a time field is first shown
// (lib/lazyField.tsx: Blueprint's datetime package builds its time-zone table as it loads). What the field does is
// said in lib/timeField.tsx, which is what pages import.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { TimePicker } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { focusIsFree, type LazyFieldExtra } from './lazyField';
import { timeTextProblem, toDate, type TimeFieldProps } from './timeField';

const pad = (n: number) => String(n).padStart(2, '0');

export function TimePickerInput({ id, value, onChange, onProblem, disabled, invalid, focusOnMount }: TimeFieldProps & LazyFieldExtra) {
  const root = useRef<HTMLDivElement>(null);
  // One Date per value: TimePicker resets its typed text whenever it receives a new Date object.
  const date = useMemo(() => toDate(value), [value]);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useRef(onProblem);
  report.current = onProblem;
  const tell = (message: string | null) => {
    setProblem(message);
    report.current?.(message);
  };
  const inputs = () => {
    const [hours, minutes] = root.current?.querySelectorAll('input') ?? [];
    return { hours, minutes };
  };
  // A new value (committed here, by TimePicker's arrow keys, or set by the form) is what both inputs show again.
  useEffect(() => tell(null), [value]);
  // A field that goes away (an unticked schedule) no longer blocks its form.
  useEffect(() => () => report.current?.(null), []);
  useLayoutEffect(() => {
    const [hours, minutes] = root.current?.querySelectorAll('input') ?? [];
    if (!hours || !minutes) return;
    // The hour input is named by the field's own label; the minutes say whose minutes they are.
    hours.setAttribute('id', id);
    hours.removeAttribute('aria-label');
    const label = hours.ownerDocument.querySelector(`label[for="${id}"]`)?.textContent?.trim();
    minutes.setAttribute('aria-label', label ? `${label}: minutos` : 'Minutos');
  }, [id]);
  // The focus its dialog gave the stand-in drawn while this code loaded (lib/lazyField.tsx): once, on arrival.
  const focusOnArrival = useRef(focusOnMount && !disabled);
  useEffect(() => {
    if (focusOnArrival.current && focusIsFree()) root.current?.querySelector('input')?.focus();
  }, []);

  // Leaving an input commits both texts as one time, or tells why they are not one. TimePicker's own blur is kept
  // from running: it puts the time held before over an hour or minute it cannot hold (25 became 23 again, silently),
  // and committing one unit resets the other's typed text.
  const commitOnBlur = (event: FocusEvent) => {
    const { hours, minutes } = inputs();
    if (!hours || !minutes || (event.target !== hours && event.target !== minutes)) return;
    event.stopPropagation();
    const message = timeTextProblem(hours.value, minutes.value);
    tell(message);
    if (message) return;
    const time = `${pad(Number(hours.value))}:${pad(Number(minutes.value))}`;
    if (time !== value) onChange(time);
  };

  const enterSubmitsAfterCommit = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // no implicit submit with the old value; TimePicker's own Enter blurs and commits
    // Text that is not a time (25, 61, nothing) stays with its message under the field: the form is not submitted.
    const { hours, minutes } = inputs();
    if (hours && minutes && timeTextProblem(hours.value, minutes.value)) return;
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
      className={invalid || problem ? 'time-field time-field-invalid' : 'time-field'}
      onBlurCapture={commitOnBlur}
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
