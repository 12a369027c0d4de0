import { describe, expect, it } from 'vitest';
import { calendarEvents, isWeekend, monthOf } from './calendar';

describe('the calendar of holidays and special dates', () => {
  it('draws each entry as an all-day event coloured by its type and labelled with it', () => {
    const events = calendarEvents([
      { id: '1', branch: 17, date: '2026-12-25', type: 'F', description: 'Natal' },
      { id: '2', branch: 17, date: '2026-12-24', type: 'ESP', description: 'Véspera' },
    ]);
    expect(events).toEqual([
      { id: '1', title: 'Feriado: Natal', start: '2026-12-25', allDay: true, classNames: ['holiday-event', 'holiday-type-F'] },
      { id: '2', title: 'Dia Especial: Véspera', start: '2026-12-24', allDay: true, classNames: ['holiday-event', 'holiday-type-ESP'] },
    ]);
  });

  it('marks Saturdays and Sundays only', () => {
    expect([21, 22, 23, 27].map((d) => isWeekend(new Date(2026, 10, d)))).toEqual([true, true, false, false]);
  });

  it('reads the month of the URL only when it is one', () => {
    expect([monthOf('2026-11'), monthOf('2026-13'), monthOf('nov'), monthOf(null)]).toEqual(['2026-11', null, null, null]);
  });
});
