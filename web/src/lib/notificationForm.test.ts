import { describe, expect, it } from 'vitest';
import { jpegSize as readJpegSize } from './imageCheck';
import { IMAGE_NOT_JPEG, IMAGE_WRONG_SIZE, checkNotificationImage, insertAt, nextFullHourInBrazil, validateNotification } from './notificationForm';

/** A minimal JPEG header: SOI, an APP0 segment, then a baseline or progressive frame header. */
function jpeg(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
  const sof = [0xff, frameMarker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dht, ...sof, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
}

describe('validateNotification', () => {
  it('requires title and message', () => {
    expect(validateNotification({ title: ' ', message: '' })).toEqual({
      title: 'Título não pode estar vazio!',
      message: 'Mensagem não pode estar vazio!',
    });
    expect(validateNotification({ title: 'Oferta', message: 'Hoje' })).toEqual({});
  });
});

describe('nextFullHourInBrazil', () => {
  it("suggests the next full hour of Brazil's clock, the next day after 23:00", () => {
    expect(nextFullHourInBrazil(new Date('2026-03-10T15:20:00Z'))).toEqual({ date: '2026-03-10', time: '13:00' });
    expect(nextFullHourInBrazil(new Date('2026-03-10T15:00:00Z'))).toEqual({ date: '2026-03-10', time: '13:00' });
    expect(nextFullHourInBrazil(new Date('2026-03-11T02:30:00Z'))).toEqual({ date: '2026-03-11', time: '00:00' });
  });
});

describe('notification image', () => {
  it('reads the size from baseline and progressive frames, skipping other segments', () => {
    expect(readJpegSize(jpeg(1038, 519))).toEqual({ width: 1038, height: 519 });
    expect(readJpegSize(jpeg(640, 480, 0xc2))).toEqual({ width: 640, height: 480 });
  });

  it('accepts only a JPEG of exactly 1038x519', () => {
    expect(checkNotificationImage(jpeg(1038, 519), 'image/jpeg')).toBeNull();
    expect(checkNotificationImage(jpeg(1039, 519), 'image/jpeg')).toBe(IMAGE_WRONG_SIZE);
    expect(checkNotificationImage(jpeg(1038, 520), 'image/jpeg')).toBe(IMAGE_WRONG_SIZE);
  });

  it('refuses other formats by type or by content', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(checkNotificationImage(png, 'image/png')).toBe(IMAGE_NOT_JPEG);
    expect(checkNotificationImage(png, 'image/jpeg')).toBe(IMAGE_NOT_JPEG);
    expect(checkNotificationImage(jpeg(1038, 519), 'image/png')).toBe(IMAGE_NOT_JPEG);
    // a JPEG signature without a frame header has no size to read: not a usable JPEG
    expect(checkNotificationImage(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBe(IMAGE_NOT_JPEG);
  });
});

describe('insertAt', () => {
  it('inserts at the caret or replaces the selection', () => {
    expect(insertAt('Olá mundo', '🎉', 3)).toEqual({ text: 'Olá🎉 mundo', caret: 5 });
    expect(insertAt('Olá mundo', '🛒', 4, 9)).toEqual({ text: 'Olá 🛒', caret: 6 });
    expect(insertAt('', '⭐', 10)).toEqual({ text: '⭐', caret: 1 });
  });
});

describe('scheduling', () => {
  it('writes the chosen date and time in GMT-3 at :00 seconds', async () => {
    const { scheduleAtFrom } = await import('./notificationForm');
    expect(scheduleAtFrom('2026-03-11', '08:30')).toBe('2026-03-11T08:30:00-03:00');
    expect(scheduleAtFrom('2026-03-11', '08:30:45')).toBe('2026-03-11T08:30:00-03:00');
    expect(Date.parse(scheduleAtFrom('2026-12-31', '23:05')!)).toBe(Date.parse('2027-01-01T02:05:00Z'));
    expect(scheduleAtFrom('', '08:30')).toBeNull();
    expect(scheduleAtFrom('2026-02-30', '08:30')).toBeNull();
  });

  it('requires date and time when checked, in the future', async () => {
    const { validateSchedule, SCHEDULE_IN_PAST } = await import('./notificationForm');
    const now = new Date('2026-03-10T15:00:00Z'); // 12:00 in São Paulo
    expect(validateSchedule({ scheduled: false, date: '', time: '' }, now)).toEqual({});
    expect(validateSchedule({ scheduled: true, date: '', time: '' }, now)).toEqual({
      date: 'Data não pode estar vazio!',
      time: 'Horário não pode estar vazio!',
    });
    expect(validateSchedule({ scheduled: true, date: '2026-03-10', time: '11:59' }, now)).toEqual({ time: SCHEDULE_IN_PAST });
    expect(validateSchedule({ scheduled: true, date: '2026-03-10', time: '12:01' }, now)).toEqual({});
  });
});

describe('notification failure toasts', () => {
  it('prefix the server text once, with the scheduling wording when scheduled', async () => {
    const { notifyFailureText, dialogField } = await import('./notificationForm');
    expect(notifyFailureText(false, 'Push provider down')).toBe('Erro ao Enviar Notificação: Push provider down');
    expect(notifyFailureText(true, 'Push provider down')).toBe('Erro ao agendar notificação: Push provider down');
    expect(notifyFailureText(false, 'Erro ao Enviar Notificação: 503')).toBe('Erro ao Enviar Notificação: 503');
    expect(notifyFailureText(true, 'Erro ao agendar notificação: no futuro.')).toBe('Erro ao agendar notificação: no futuro.');
    expect(dialogField('imageUrl')).toBe('image');
    expect(dialogField('scheduleAt')).toBe('time');
    expect(dialogField('customerId')).toBeNull();
  });
});

describe('title limit and link', () => {
  it('counts an emoji as one character and refuses a 26th', async () => {
    const { validateNotification, titleLength, TITLE_TOO_LONG } = await import('./notificationForm');
    expect(titleLength('🛒 Oferta')).toBe(8);
    expect(validateNotification({ title: 'a'.repeat(25), message: 'x' })).toEqual({});
    expect(validateNotification({ title: '🛒'.repeat(25), message: 'x' })).toEqual({});
    expect(validateNotification({ title: 'a'.repeat(26), message: 'x' })).toEqual({ title: TITLE_TOO_LONG });
  });

  it('takes an empty link or an http(s) one', async () => {
    const { validateLink, LINK_INVALID } = await import('./notificationForm');
    expect(validateLink('')).toEqual({});
    expect(validateLink('https://loja.example/ofertas')).toEqual({});
    expect(validateLink('javascript:alert(1)')).toEqual({ link: LINK_INVALID });
    expect(validateLink('loja')).toEqual({ link: LINK_INVALID });
  });
});
