import { describe, expect, it } from 'vitest';
import { bytesProblem } from '../../kit/image-check';
import { contentProblem, PAGE_REQUIRED, NOTIFICATION_IMAGE, pickedIds, requestIdOf, scheduleInstant, scheduleRecordValue, sendKey } from './rules';

/** A JPEG header with the given size (image-size reads only the frame header). */
function jpeg(width: number, height: number): Uint8Array {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0, ...sof, 0xff, 0xd9]);
}

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
  it('is the client request with its content when there is a request id, the same content of the same sender otherwise', () => {
    const content = { title: 'Oi', text: 'Olá', image: null, scheduleAt: null };
    expect(sendKey('req-12345678', content, 'user:1')).toEqual({ strategy: 'clientRequest', requestId: 'req-12345678', asked: content });
    // Without one, the sender's same content is one send (two senders' are two).
    expect(sendKey(null, content, 'user:1')).toEqual({ strategy: 'sameSubmission', asked: { caller: 'user:1', content } });
    expect(sendKey(null, content, 'key:abc')).not.toEqual(sendKey(null, content, 'user:1'));
  });

  it('accepts request ids of 8-64 letters, digits or dashes', () => {
    expect(requestIdOf(' dialog-0001 ')).toBe('dialog-0001');
    expect(requestIdOf('')).toBeNull();
    expect(requestIdOf(null)).toBeNull();
    expect(requestIdOf('short')).toBe('invalid');
    expect(requestIdOf('with space 123')).toBe('invalid');
  });
});

describe('send dialog content', () => {
  it('requires title and message, the title at most 25 characters (an emoji is one)', () => {
    expect(contentProblem('', 'x')).toEqual({ field: 'title', code: 'REQUIRED', message: 'Título não pode estar vazio!' });
    expect(contentProblem('Oi', '  ')).toEqual({ field: 'message', code: 'REQUIRED', message: 'Mensagem não pode estar vazio!' });
    expect(contentProblem('', 'x', null, PAGE_REQUIRED)).toEqual({ field: 'title', code: 'REQUIRED', message: 'Campo Obrigatório' });
    expect(contentProblem('a'.repeat(25), 'x')).toBeNull();
    expect(contentProblem('🛒'.repeat(25), 'x')).toBeNull();
    expect(contentProblem('a'.repeat(26), 'x')?.message).toBe('O Titulo deve possuir no máximo 25 caracteres!');
  });

  it('takes http(s) links only', () => {
    expect(contentProblem('Oi', 'x', 'https://loja.example/ofertas')).toBeNull();
    expect(contentProblem('Oi', 'x', 'javascript:alert(1)')?.field).toBe('link');
    expect(contentProblem('Oi', 'x', 'ofertas')?.field).toBe('link');
  });

  it('reads picked ids once each and refuses anything that is not an id', () => {
    expect(pickedIds(['3', ' 1', '3', '2'])).toEqual([3, 1, 2]);
    expect(pickedIds([])).toEqual([]);
    expect(pickedIds(['1', 'x'])).toBeNull();
  });
});

describe('notification image rule (docs/decisions/0002-notification-image-size.md: JPEG, exactly 1038x519)', () => {
  it('accepts 1038x519 and refuses other sizes and types with the spec texts', () => {
    expect(bytesProblem(jpeg(1038, 519), NOTIFICATION_IMAGE)).toBeNull();
    expect(bytesProblem(jpeg(1039, 519), NOTIFICATION_IMAGE)).toBe('A imagem da notificação precisa ter dimensões de 1038X519 pixels!');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 4, 14, 0, 0, 2, 7, 8, 2, 0, 0, 0]);
    expect(bytesProblem(png, NOTIFICATION_IMAGE)).toBe('A imagem da notificação precisa estar no formato JPEG!');
    expect(bytesProblem(new Uint8Array([1, 2, 3]), NOTIFICATION_IMAGE)).toBe('A imagem da notificação precisa estar no formato JPEG!');
  });
});
