// The month calendar (FullCalendar's day grid; docs/measurements.md#library-choices says why this one): Hoje, previous
// and next, weekends red, entries coloured by type. Clicking a day asks to add an entry on it; clicking an entry opens
// its details.
//
// FullCalendar compares its options on every render: a new `events` array (new objects) parses and draws every
// entry again, a new `dayCellClassNames` function redraws every day cell. The page renders often (queries
// arriving, dialogs opening and closing), so the options that do not change are defined once here, the events
// are rebuilt only when the entries change, and the handlers are stable ones calling the latest props
// (docs/decisions/0043-fast-on-the-wire.md).
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import ptBr from '@fullcalendar/core/locales/pt-br';
import type { DateClickArg } from '@fullcalendar/interaction';
import type { DatesSetArg, DayCellContentArg, EventClickArg } from '@fullcalendar/core';
import type { HolidayCalendar_EntryFragment } from '../../generated/graphql';
import { calendarEvents, isWeekend } from '../calendar';

interface Props {
  /** 'YYYY-MM' shown first */
  month: string;
  entries: readonly HolidayCalendar_EntryFragment[];
  onMonthChange: (month: string) => void;
  onDayClick: (day: string) => void;
  onEntryClick: (id: string) => void;
}

const monthOfView = (start: Date) => `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`;

const PLUGINS = [dayGridPlugin, interactionPlugin];
const HEADER_TOOLBAR = { left: 'prev,next today', center: 'title', right: '' };
const BUTTON_HINTS = { prev: 'Mês anterior', next: 'Próximo mês', today: 'Mês atual' };
const dayCellClassNames = (arg: DayCellContentArg) => (isWeekend(arg.date) ? ['holiday-weekend'] : []);

export function HolidayCalendar({ month, entries, onMonthChange, onDayClick, onEntryClick }: Props) {
  const events = useMemo(() => calendarEvents(entries), [entries]);
  // The page's handlers change on each of its renders; FullCalendar gets stable ones that call the latest.
  const handlers = useRef({ onMonthChange, onDayClick, onEntryClick });
  useLayoutEffect(() => {
    handlers.current = { onMonthChange, onDayClick, onEntryClick };
  });
  // The month the view shows: its middle day is always inside it (the grid starts and ends in other months).
  const datesSet = useCallback((arg: DatesSetArg) => handlers.current.onMonthChange(monthOfView(new Date((arg.start.getTime() + arg.end.getTime()) / 2))), []);
  const dateClick = useCallback((arg: DateClickArg) => handlers.current.onDayClick(arg.dateStr), []);
  const eventClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    handlers.current.onEntryClick(arg.event.id);
  }, []);
  return (
    <FullCalendar
      plugins={PLUGINS}
      initialView="dayGridMonth"
      initialDate={`${month}-01`}
      locale={ptBr}
      height="auto"
      fixedWeekCount={false}
      headerToolbar={HEADER_TOOLBAR}
      buttonHints={BUTTON_HINTS}
      // The arrows are unnamed role="img" spans (axe: role-img-alt); the locale's words name the buttons instead.
      buttonIcons={false}
      events={events}
      eventDisplay="block"
      dayCellClassNames={dayCellClassNames}
      datesSet={datesSet}
      dateClick={dateClick}
      eventClick={eventClick}
    />
  );
}
