// The panel's date field: Blueprint's DateInput in Brazilian Portuguese, typed and shown as DD/MM/AAAA, with the
// company's time zone (America/Sao_Paulo). Values travel as 'YYYY-MM-DD' (the gateway's Date scalar), '' when
// empty, so forms never handle Date objects or the browser's own time zone.
//
// What the person sees is what is sent (docs/decisions/0045-what-is-seen-is-sent.md): DateInput keeps the last good
// value when the text typed is not a day it accepts ('Data inválida', 'Data fora do intervalo permitido'), so the field
// tells its form through onProblem, and the form blocks its action with that message (useDayProblems,
// lib/fieldProblems.ts) instead of sending the old value.
//
// Blueprint's DateInput (and its CSS) loads only when a date field is first shown (lib/lazyField.tsx,
// docs/decisions/0043-fast-on-the-wire.md): the field itself lives in lib/dayFieldInput.tsx; until it arrives a
// disabled stand-in of the same size holds its place.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useFieldProblems } from './fieldProblems';
import { lazyField, type StandInExtra } from './lazyField';

export const DAY_PLACEHOLDER = 'DD/MM/AAAA';

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', as staff read a day. */
export const dayText = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : day);

export interface DayFieldProps {
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

/** DateInput's own box (an input group with its text): same size and place, so nothing moves when it arrives. */
function DayFieldStandIn({ id, value, invalid, describedBy, label, focusRef, focusMark }: DayFieldProps & StandInExtra) {
  return (
    <div className="day-field">
      <InputGroup
        className="bp6-date-input"
        id={id}
        value={dayText(value)}
        placeholder={DAY_PLACEHOLDER}
        disabled
        readOnly
        intent={invalid ? 'danger' : 'none'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-label={label}
        aria-busy
        inputRef={focusRef}
        // DateInput's empty action slot, which sets the input's right padding to 0 (the same width)
        rightElement={<span />}
        {...focusMark}
      />
    </div>
  );
}

const dayField = lazyField<DayFieldProps>(() => import('./dayFieldInput').then((module) => module.DayFieldInput), DayFieldStandIn);

/** The panel's date field (Blueprint's DateInput, loaded on first show). */
export const DayField = dayField.LazyField;
/** Loads the date field's code now (tests, so the real field renders at once). */
export const loadDayField = dayField.preload;

/** The date fields' problems of one form (lib/fieldProblems.ts: the kit every field with refused text uses). */
export const useDayProblems = useFieldProblems;

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
