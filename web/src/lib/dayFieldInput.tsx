// The date field's real input, loaded only when a date field is first shown (lib/lazyField.tsx: Blueprint's datetime
// package builds its time-zone table as it loads). Everything else about the field (what it is, its values, the
// form's blocking on a refused day) is said in lib/dateFields.tsx, which is what pages import.
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './dayField.css';
// Blueprint's own month/year dropdown places the caret beside the month's name with this hook; ours reuses it.
import { useMonthSelectRightOffset } from '@blueprintjs/datetime/lib/esm/common/useMonthSelectRightOffset';
import { format, parse } from 'date-fns';
import ptBR from 'date-fns/locale/pt-BR';
import { DAY_PLACEHOLDER, type DayFieldProps } from './dateFields';
import { TIME_ZONE } from './format';
import { focusIsFree, type LazyFieldExtra } from './lazyField';
import { Select } from './select';

const DAY_FORMAT = 'dd/MM/yyyy';
const INVALID_DAY = 'Data inválida';
const DAY_OUT_OF_RANGE = 'Data fora do intervalo permitido';
/** The calendar popover's accessible name (DateInput writes 'date picker' and offers no prop for it). */
const CALENDAR_LABEL = 'Calendário';

/** A local Date of a 'YYYY-MM-DD' day (noon, so no time zone shift moves it to another day). */
const toDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12);

/** A year typed with two digits ('1/1/27'), as staff write it on paper: the century nearest today (date-fns 'yy'). */
const SHORT_YEAR = /^\d{1,2}\/\d{1,2}\/\d{2}$/;

const parseDay = (text: string): Date | false => {
  const trimmed = text.trim();
  const parsed = parse(trimmed, SHORT_YEAR.test(trimmed) ? 'd/M/yy' : DAY_FORMAT, new Date());
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

export function DayFieldInput({
  id,
  value,
  onChange,
  onProblem,
  min,
  max,
  disabled,
  invalid,
  describedBy,
  label,
  openOnFocus = true,
  focusOnMount,
}: DayFieldProps & LazyFieldExtra) {
  const [held, setHeld] = useState(!openOnFocus);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The text typed while it is refused: DateInput shows its messages in the box on blur, in place of what was typed;
  // the box keeps the text instead, and the message is said under the field by the form (onProblem).
  const [refusedText, setRefusedText] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  /** The calendar was opened with ArrowDown: Tab from the box then goes into it. */
  const calendarAsked = useRef(false);
  const lastText = useRef<string | null>(null);
  const report = useRef(onProblem);
  report.current = onProblem;
  const tell = (message: string | null, text: string | null = null) => {
    setProblem(message);
    setRefusedText(message ? text : null);
    report.current?.(message);
  };
  // A range that moves (a report's end day bounds its start) can make the text typed before wrong, or right again.
  useEffect(() => {
    if (lastText.current === null) return;
    tell(dayTextProblem(lastText.current, min, max), lastText.current);
  }, [min, max]);
  // A field that goes away (an unticked schedule) no longer blocks its form.
  useEffect(() => () => report.current?.(null), []);
  // The focus its dialog gave the stand-in drawn while this code loaded (lib/lazyField.tsx): once, on arrival.
  const focusOnArrival = useRef(focusOnMount && !disabled);
  useEffect(() => {
    if (focusOnArrival.current && focusIsFree()) input.current?.focus();
  }, []);

  // While held, the popover is kept closed whatever DateInput thinks; Tab must then leave the field as usual
  // (DateInput would send it into the closed calendar), so it is kept from DateInput's own key handler. Tab from the
  // box leaves the field for the next one even while the calendar shows (DateInput would walk it through the
  // calendar's month, year, arrows, days, 'Hoje' and 'Limpar', where an Enter replaced the typed day): the calendar is
  // entered with the keyboard by ArrowDown, after which Tab goes into it. Esc with the calendar open closes the
  // calendar only (not the dialog around it, and focus stays in the field); Enter closes it too, so it is not left
  // drawn over what the form's submit opens.
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && calendarOpen && !held) {
      event.stopPropagation();
      event.preventDefault();
      setHeld(true);
      input.current?.focus();
      return;
    }
    const inBox = event.target === input.current;
    if (event.key === 'Enter' && inBox) setHeld(true);
    if (event.key === 'ArrowDown' && inBox) {
      calendarAsked.current = true;
      setHeld(false);
      return;
    }
    if (event.key === 'Tab' && (held || (inBox && !calendarAsked.current))) {
      event.stopPropagation();
      setHeld(true);
    }
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
        invalidDateMessage={refusedText ?? INVALID_DAY}
        outOfRangeMessage={refusedText ?? DAY_OUT_OF_RANGE}
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
            tell(dayTextProblem(event.currentTarget.value, min, max), event.currentTarget.value);
          },
        }}
        popoverProps={{
          placement: 'bottom-start',
          ...(held ? { isOpen: false } : {}),
          onOpening: (node) => {
            setCalendarOpen(true);
            node.querySelector('[aria-label="date picker"]')?.setAttribute('aria-label', CALENDAR_LABEL);
          },
          onClosed: () => {
            calendarAsked.current = false;
            setCalendarOpen(false);
          },
        }}
      />
    </div>
  );
}
