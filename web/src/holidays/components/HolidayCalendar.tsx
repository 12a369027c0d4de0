// The month calendar (FullCalendar's day grid; README says why this one): Hoje, previous and next, weekends red,
// entries coloured by type. Clicking a day asks to add an entry on it; clicking an entry opens its details.
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import ptBr from '@fullcalendar/core/locales/pt-br';
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

export function HolidayCalendar({ month, entries, onMonthChange, onDayClick, onEntryClick }: Props) {
  return (
    <FullCalendar
      plugins={[dayGridPlugin, interactionPlugin]}
      initialView="dayGridMonth"
      initialDate={`${month}-01`}
      locale={ptBr}
      height="auto"
      fixedWeekCount={false}
      headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
      buttonHints={{ prev: 'Mês anterior', next: 'Próximo mês', today: 'Mês atual' }}
      // The arrows are unnamed role="img" spans (axe: role-img-alt); the locale's words name the buttons instead.
      buttonIcons={false}
      events={calendarEvents(entries)}
      eventDisplay="block"
      dayCellClassNames={(arg) => (isWeekend(arg.date) ? ['holiday-weekend'] : [])}
      // The month the view shows: its middle day is always inside it (the grid starts and ends in other months).
      datesSet={(arg) => onMonthChange(monthOfView(new Date((arg.start.getTime() + arg.end.getTime()) / 2)))}
      dateClick={(arg) => onDayClick(arg.dateStr)}
      eventClick={(arg) => {
        arg.jsEvent.preventDefault();
        onEntryClick(arg.event.id);
      }}
    />
  );
}
