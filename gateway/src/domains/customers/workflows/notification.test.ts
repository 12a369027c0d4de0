import { describe, expect, it } from 'vitest';
import { scheduleInstant, scheduleRecordValue } from './notification';

describe('notification schedule', () => {
  it('drops seconds and milliseconds; absent means now', () => {
    expect(scheduleInstant('2026-03-10T18:30:45.123Z')).toEqual(new Date('2026-03-10T18:30:00Z'));
    expect(scheduleInstant(new Date('2026-03-10T15:30:59-03:00'))).toEqual(new Date('2026-03-10T18:30:00Z'));
    expect(scheduleInstant(null)).toBeNull();
    expect(scheduleInstant(undefined)).toBeNull();
    expect(scheduleInstant('not a date')).toBe('invalid');
  });

  it('writes the record time in -03:00', () => {
    expect(scheduleRecordValue(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-10T15:30:00-03:00');
    expect(scheduleRecordValue(new Date('2026-01-01T02:05:00Z'))).toBe('2025-12-31T23:05:00-03:00');
  });
});

describe('notification journal key', () => {
  it('is stable for the same request and content, new for edited content or without a request id', async () => {
    const { notificationKey } = await import('./notification');
    const content = { title: 'Oi', text: 'Olá', image: null, scheduleAt: null };
    expect(notificationKey(7, 'req-12345678', content)).toBe(notificationKey(7, 'req-12345678', { ...content }));
    expect(notificationKey(7, 'req-12345678', content)).not.toBe(notificationKey(7, 'req-12345678', { ...content, text: 'Olá!' }));
    expect(notificationKey(7, 'req-12345678', content)).not.toBe(notificationKey(8, 'req-12345678', content));
    expect(notificationKey(7, null, content)).not.toBe(notificationKey(7, null, content));
  });
});
