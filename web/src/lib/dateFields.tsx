// The panel's date field: Blueprint's DateInput in Brazilian Portuguese, typed and shown as DD/MM/AAAA, with the
// company's time zone (America/Sao_Paulo). Values travel as 'YYYY-MM-DD' (the gateway's Date scalar), '' when
// empty, so forms never handle Date objects or the browser's own time zone.
import { useState, type KeyboardEvent } from 'react';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { format, parse } from 'date-fns';
import ptBR from 'date-fns/locale/pt-BR';

export const DAY_FORMAT = 'dd/MM/yyyy';
export const DAY_PLACEHOLDER = 'DD/MM/AAAA';
export const TIME_ZONE = 'America/Sao_Paulo';

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', as staff read a day. */
export const dayText = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : day);

/** A local Date of a 'YYYY-MM-DD' day (noon, so no time zone shift moves it to another day). */
const toDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12);

interface DayFieldProps {
  id: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (day: string) => void;
  /** 'YYYY-MM-DD': days before it cannot be picked */
  min?: string;
  max?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** The field's error text's id, for aria-describedby */
  describedBy?: string;
  /**
   * False for a field a dialog focuses on opening: Blueprint opens the calendar on every focus, which would cover
   * the rest of the form; such a field opens it on a click or ArrowDown, and typing DD/MM/AAAA works as ever.
   */
  openOnFocus?: boolean;
}

export function DayField({ id, value, onChange, min, max, disabled, invalid, describedBy, openOnFocus = true }: DayFieldProps) {
  const [held, setHeld] = useState(!openOnFocus);
  // While held, the popover is kept closed whatever DateInput thinks; Tab must then leave the field as usual
  // (DateInput would send it into the closed calendar), so it is kept from DateInput's own key handler.
  const holdKeys = (event: KeyboardEvent) => {
    if (!held) return;
    if (event.key === 'ArrowDown') setHeld(false);
    else if (event.key === 'Tab') event.stopPropagation();
  };
  return (
    <div className="day-field" onKeyDownCapture={holdKeys} onClickCapture={() => setHeld(false)}>
      <DateInput
        value={value ? `${value}T12:00:00` : null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        locale={ptBR}
        dateFnsFormat={DAY_FORMAT}
        formatDate={(date) => format(date, DAY_FORMAT)}
        parseDate={(text) => {
          const parsed = parse(text, DAY_FORMAT, new Date());
          return Number.isNaN(parsed.getTime()) ? false : parsed;
        }}
        placeholder={DAY_PLACEHOLDER}
        minDate={min ? toDate(min) : toDate('2000-01-01')}
        maxDate={max ? toDate(max) : toDate(`${new Date().getFullYear() + 10}-12-31`)}
        invalidDateMessage="Data inválida"
        outOfRangeMessage="Data fora do intervalo permitido"
        todayButtonText="Hoje"
        clearButtonText="Limpar"
        showActionsBar
        closeOnSelection
        disabled={disabled}
        timezone={TIME_ZONE}
        disableTimezoneSelect
        inputProps={{ id, intent: invalid ? 'danger' : 'none', 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy }}
        popoverProps={held ? { placement: 'bottom-start', isOpen: false } : { placement: 'bottom-start' }}
      />
    </div>
  );
}
