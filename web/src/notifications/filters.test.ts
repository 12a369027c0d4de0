import { describe, expect, it } from 'vitest';
import { RANGE_REVERSED, STATUS_REQUIRED, notificationVariables, readNotificationFilter, validateNotificationFilter, writeNotificationFilter } from './filters';

describe('notification filter', () => {
  it('round-trips through the URL, defaults left out, the page reset', () => {
    const filter = { createdFrom: '2026-03-01', createdTo: '2026-03-10', sendFrom: '', sendTo: '', scheduled: true, notScheduled: false };
    const params = writeNotificationFilter(new URLSearchParams('pagina=3'), filter);
    expect(params.toString()).toBe('criacaoDe=2026-03-01&criacaoAte=2026-03-10&naoAgendadas=0');
    expect(readNotificationFilter(params)).toEqual(filter);
    expect(readNotificationFilter(new URLSearchParams('criacaoDe=ontem'))).toMatchObject({ createdFrom: '', scheduled: true, notScheduled: true });
  });

  it('refuses both switches off and reversed ranges', () => {
    const base = readNotificationFilter(new URLSearchParams());
    expect(validateNotificationFilter(base)).toEqual({});
    expect(validateNotificationFilter({ ...base, scheduled: false, notScheduled: false })).toEqual({ status: STATUS_REQUIRED });
    expect(validateNotificationFilter({ ...base, sendFrom: '2026-03-10', sendTo: '2026-03-01' })).toEqual({ send: RANGE_REVERSED });
  });

  it('sends only the dates given', () => {
    const base = readNotificationFilter(new URLSearchParams('envioDe=2026-03-01'));
    expect(notificationVariables(base, { page: 2, pageSize: 5 })).toEqual({
      filter: { sendFrom: '2026-03-01', scheduled: true, notScheduled: true },
      page: 2,
    });
    expect(notificationVariables(base, { page: 1, pageSize: 25 })).toMatchObject({ page: 1, pageSize: 25 });
  });
});
