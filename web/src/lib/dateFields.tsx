// The panel's date field: Blueprint's DateInput in Brazilian Portuguese, typed and shown as DD/MM/AAAA, with the
// company's time zone (America/Sao_Paulo). Values travel as 'YYYY-MM-DD' (the gateway's Date scalar), '' when
// empty, so forms never handle Date objects or the browser's own time zone.
//
// What the person sees is what is sent (issue 19): DateInput keeps the last good value when the text typed is not a
// day it accepts ('Data inválida', 'Data fora do intervalo permitido'), so the field tells its form through
// onProblem, and the form blocks its action with that message (useDayProblems) instead of sending the old value.
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
// Blueprint's own month/year dropdown places the caret beside the month's name with this hook; ours reuses it.
import { useMonthSelectRightOffset } from '@blueprintjs/datetime/lib/esm/common/useMonthSelectRightOffset';
import { format, parse } from 'date-fns';
import ptBR from 'date-fns/locale/pt-BR';
import { Select } from './select';

const DAY_FORMAT = 'dd/MM/yyyy';
const DAY_PLACEHOLDER = 'DD/MM/AAAA';
export const TIME_ZONE = 'America/Sao_Paulo';
const INVALID_DAY = 'Data inválida';
const DAY_OUT_OF_RANGE = 'Data fora do intervalo permitido';
/** The calendar popover's accessible name (DateInput writes 'date picker' and offers no prop for it). */
const CALENDAR_LABEL = 'Calendário';

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', as staff read a day. */
export const dayText = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : day);

/** A local Date of a 'YYYY-MM-DD' day (noon, so no time zone shift moves it to another day). */
const toDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12);

const parseDay = (text: string): Date | false => {
  const parsed = parse(text, DAY_FORMAT, new Date());
  return Number.isNaN(parsed.getTime()) ? false : parsed;
};

const defaultMax = () => `${new Date().getFullYear() + 10}-12-31`;

/** The field's message for a typed text: null for a day in [min, max] or an empty field. */
function dayTextProblem(text: string, min = '2000-01-01', max = defaultMax()): string | null {
  if (text.trim() === '') return null;
  const parsed = parseDay(text.trim());
  if (!parsed) return INVALID_DAY;
  const day = format(parsed, 'yyyy-MM-dd');
  return day < min || day > max ? DAY_OUT_OF_RANGE : null;
}

/** react-day-picker's accessible names in Portuguese (its defaults are English). */
const CALENDAR_LABELS = {
  labelMonthDropdown: () => 'Mês',
  labelYearDropdown: () => 'Ano',
  labelNext: () => 'Próximo mês',
  labelPrevious: () => 'Mês anterior',
  labelDay: (day: Date) => format(day, "d 'de' MMMM 'de' yyyy (EEEE)", { locale: ptBR }),
  labelWeekday: (day: Date) => format(day, 'EEEE', { locale: ptBR }),
  labelWeekNumber: (n: number) => `Semana ${n}`,
};

type CalendarDropdownProps = Pick<ComponentProps<'select'>, 'name' | 'onChange' | 'className' | 'style' | 'children' | 'aria-label'> & {
  value?: string | number;
  caption?: ReactNode;
};

/** The month and year selects through the panel's Select (Portuguese caret title instead of 'Open dropdown'). */
function CalendarDropdown({ caption, children, name, value, onChange, className, style, ...aria }: CalendarDropdownProps) {
  const container = useRef<HTMLDivElement>(null!);
  const select = useRef<HTMLSelectElement>(null!);
  const right = useMonthSelectRightOffset(select, container, typeof caption === 'string' ? caption : '');
  return (
    <div ref={container}>
      <Select
        minimal
        ref={select}
        iconProps={name === 'months' ? { style: { right } } : undefined}
        name={name}
        value={value}
        onChange={onChange}
        className={className}
        style={style}
        aria-label={aria['aria-label']}
      >
        {children}
      </Select>
    </div>
  );
}

const DAY_PICKER_PROPS = { labels: CALENDAR_LABELS, components: { Dropdown: CalendarDropdown } };

interface DayFieldProps {
  id: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (day: string) => void;
  /** The field's own message while its text is not an accepted day, null once it is (see useDayProblems). */
  onProblem?: (message: string | null) => void;
  /** 'YYYY-MM-DD': days before it cannot be picked */
  min?: string;
  max?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** The field's error text's id, for aria-describedby */
  describedBy?: string;
  /** The field's name for screen readers where no <label> names it (a table cell's field) */
  label?: string;
  /**
   * False for a field a dialog focuses on opening: Blueprint opens the calendar on every focus, which would cover
   * the rest of the form; such a field opens it on a click or ArrowDown, and typing DD/MM/AAAA works as ever.
   */
  openOnFocus?: boolean;
}

export function DayField({ id, value, onChange, onProblem, min, max, disabled, invalid, describedBy, label, openOnFocus = true }: DayFieldProps) {
  const [held, setHeld] = useState(!openOnFocus);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const lastText = useRef<string | null>(null);
  const report = useRef(onProblem);
  report.current = onProblem;
  const tell = (message: string | null) => {
    setProblem(message);
    report.current?.(message);
  };
  // A range that moves (a report's end day bounds its start) can make the text typed before wrong, or right again.
  useEffect(() => {
    if (lastText.current === null) return;
    const message = dayTextProblem(lastText.current, min, max);
    setProblem(message);
    report.current?.(message);
  }, [min, max]);
  // A field that goes away (an unticked schedule) no longer blocks its form.
  useEffect(() => () => report.current?.(null), []);

  // While held, the popover is kept closed whatever DateInput thinks; Tab must then leave the field as usual
  // (DateInput would send it into the closed calendar), so it is kept from DateInput's own key handler. Esc with the
  // calendar open closes the calendar only (not the dialog around it, and focus stays in the field); Enter closes it
  // too, so it is not left drawn over what the form's submit opens.
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && calendarOpen && !held) {
      event.stopPropagation();
      event.preventDefault();
      setHeld(true);
      input.current?.focus();
      return;
    }
    if (event.key === 'Enter' && event.target === input.current) setHeld(true);
    if (!held) return;
    if (event.key === 'ArrowDown') setHeld(false);
    else if (event.key === 'Tab') event.stopPropagation();
  };
  const shownInvalid = invalid || problem !== null;
  return (
    <div className="day-field" onKeyDownCapture={keys} onClickCapture={() => setHeld(false)}>
      <DateInput
        value={value ? `${value}T12:00:00` : null}
        onChange={(next) => {
          lastText.current = null;
          tell(null);
          onChange(next ? next.slice(0, 10) : '');
        }}
        locale={ptBR}
        dateFnsFormat={DAY_FORMAT}
        formatDate={(date) => format(date, DAY_FORMAT)}
        parseDate={parseDay}
        placeholder={DAY_PLACEHOLDER}
        minDate={toDate(min ?? '2000-01-01')}
        maxDate={toDate(max ?? defaultMax())}
        invalidDateMessage={INVALID_DAY}
        outOfRangeMessage={DAY_OUT_OF_RANGE}
        todayButtonText="Hoje"
        clearButtonText="Limpar"
        showActionsBar
        closeOnSelection
        disabled={disabled}
        timezone={TIME_ZONE}
        disableTimezoneSelect
        dayPickerProps={DAY_PICKER_PROPS}
        inputProps={{
          id,
          intent: shownInvalid ? 'danger' : 'none',
          'aria-invalid': shownInvalid || undefined,
          'aria-describedby': describedBy,
          'aria-label': label,
          inputRef: input,
          onChange: (event) => {
            lastText.current = event.currentTarget.value;
            tell(dayTextProblem(event.currentTarget.value, min, max));
          },
        }}
        popoverProps={{
          placement: 'bottom-start',
          ...(held ? { isOpen: false } : {}),
          onOpening: (node) => {
            setCalendarOpen(true);
            node.querySelector('[aria-label="date picker"]')?.setAttribute('aria-label', CALENDAR_LABEL);
          },
          onClosed: () => setCalendarOpen(false),
        }}
      />
    </div>
  );
}

/**
 * The date fields' problems of one form, by field: `on(name)` is a DayField's onProblem, `first` the message that
 * blocks the form's action (null when every field holds an accepted day or nothing).
 */
export function useDayProblems() {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const on = (name: string) => (message: string | null) =>
    setProblems((current) => {
      if ((current[name] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  return { problems, on, first: Object.values(problems)[0] ?? null };
}

interface DayRangeProps {
  /** The wrapper's class (each page lays the pair out its own way). */
  className: string;
  /** The two fields' ids (their labels point at them). */
  ids: { from: string; to: string };
  value: { from: string; to: string };
  errors: { from?: string; to?: string };
  onChange: (change: { from: string } | { to: string }) => void;
  /** The form's useDayProblems: each field reports text it does not accept. */
  dates: ReturnType<typeof useDayProblems>;
}

/** A filter's 'Data inicial' / 'Data final' pair, each with its error under it (the lists of orders and logs). */
export function DayRangeFields({ className, ids, value, errors, onChange, dates }: DayRangeProps) {
  return (
    <div className={className}>
      <FormGroup label="Data inicial" labelFor={ids.from} intent={errors.from ? 'danger' : 'none'} helperText={errors.from}>
        <DayField
          id={ids.from}
          openOnFocus={false}
          invalid={Boolean(errors.from)}
          value={value.from}
          onChange={(from) => onChange({ from })}
          onProblem={dates.on('from')}
        />
      </FormGroup>
      <FormGroup label="Data final" labelFor={ids.to} intent={errors.to ? 'danger' : 'none'} helperText={errors.to}>
        <DayField
          id={ids.to}
          openOnFocus={false}
          invalid={Boolean(errors.to)}
          value={value.to}
          onChange={(to) => onChange({ to })}
          onProblem={dates.on('to')}
        />
      </FormGroup>
    </div>
  );
}
