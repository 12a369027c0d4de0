// What the calendar draws (docs/areas/catalogue.md#holidays, docs/decisions/0019-calendar-colours.md colours): each entry as an all-day
// event coloured by its type, weekends marked, and the form's values. Pure, so it is tested without a browser.
import type { HolidayCalendar_EntryFragment, SpecialDateType } from '../generated/graphql';

export const TYPE_LABELS: Record<SpecialDateType, string> = {
  F: 'Feriado',
  ESP: 'Dia Especial',
  FDS: 'Final de Semana/Domingo',
};

/** The legend, in the colours the calendar uses (holidays.css). */
export const LEGEND: ReadonlyArray<{ label: string; className: string }> = [
  { label: 'Fim de semana', className: 'holiday-legend-weekend' },
  { label: 'Feriado', className: 'holiday-type-F' },
  { label: 'Dia Especial', className: 'holiday-type-ESP' },
  { label: 'Final de Semana/Domingo', className: 'holiday-type-FDS' },
];

export const HOLIDAY_TEXTS = {
  chooseBranch: 'Necessário selecionar uma filial para cadastro de feriados',
  confirmDelete: 'Confirma a exclusão?',
  /** Only for failures the gateway could not word (the connection itself). */
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  deleteFailed: 'Erro ao Excluir: ',
} as const;

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  allDay: true;
  classNames: string[];
}

export function calendarEvents(entries: readonly HolidayCalendar_EntryFragment[]): CalendarEvent[] {
  return entries.map((entry) => ({
    id: entry.id,
    title: `${TYPE_LABELS[entry.type]}: ${entry.description}`,
    start: entry.date,
    allDay: true,
    classNames: ['holiday-event', `holiday-type-${entry.type}`],
  }));
}

/** Saturdays and Sundays are drawn red. */
export const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

export interface SpecialDateValues {
  date: string;
  type: SpecialDateType;
  description: string;
}

export const newValues = (date: string): SpecialDateValues => ({ date, type: 'F', description: '' });
export const valuesOf = (entry: HolidayCalendar_EntryFragment): SpecialDateValues => ({ date: entry.date, type: entry.type, description: entry.description });

/** 'YYYY-MM' of the month in the URL, or null when absent or malformed. */
export function monthOf(text: string | null): string | null {
  return text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null;
}
