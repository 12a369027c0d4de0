import { describe, expect, it } from 'vitest';
import { formatSendAfter, idempotencyKeyFor, parseSendAfter, pushBody, pushTarget } from './push-body';

const TITLE = 'Atualização de pedido';

describe('parseSendAfter', () => {
  it('reads back the instant formatSendAfter wrote, and nothing else', () => {
    for (const iso of ['2024-05-10T15:30:45.000Z', '2024-05-11T01:15:00.000Z', '2024-03-01T02:59:59.000Z']) {
      expect(parseSendAfter(formatSendAfter(new Date(iso)))?.toISOString()).toBe(iso);
    }
    expect(parseSendAfter('2024-05-10 13:30:00 GMT+0100')?.toISOString()).toBe('2024-05-10T12:30:00.000Z');
    for (const other of [null, '', '2024-05-10T13:30:00Z', 42]) expect(parseSendAfter(other)).toBeNull();
  });
});

describe('formatSendAfter (-03:00)', () => {
  it.each([
    ['2024-05-10T15:30:45.000Z', '2024-05-10 12:30:45 GMT-0300'],
    // Just after midnight UTC is still the previous day in Brazil.
    ['2024-05-11T01:15:00.000Z', '2024-05-10 22:15:00 GMT-0300'],
    // Month end and year end roll back across the boundary.
    ['2024-03-01T02:59:59.000Z', '2024-02-29 23:59:59 GMT-0300'],
    ['2025-01-01T00:00:00.000Z', '2024-12-31 21:00:00 GMT-0300'],
    ['2024-06-30T03:00:00.000Z', '2024-06-30 00:00:00 GMT-0300'],
    // Milliseconds are dropped, not rounded.
    ['2024-05-10T15:30:45.999Z', '2024-05-10 12:30:45 GMT-0300'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatSendAfter(new Date(iso))).toBe(expected);
  });

  it('rejects an invalid date', () => {
    expect(() => formatSendAfter(new Date('nope'))).toThrow(RangeError);
  });
});

describe('pushTarget', () => {
  const id35 = 'a'.repeat(35);
  const id36 = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  const id37 = 'b'.repeat(37);

  it('ids of 36 characters are player / subscription ids', () => {
    expect(id36).toHaveLength(36);
    expect(pushTarget(id36, 'legacy')).toEqual({ include_player_ids: [id36] });
    expect(pushTarget(id36, 'current')).toEqual({ include_subscription_ids: [id36] });
    expect(pushTarget(id36)).toEqual({ include_subscription_ids: [id36] });
  });

  it.each([id35, id37, 'cliente-1001', '12345678901'])('%s is an external id alias on both APIs', (id) => {
    const alias = { include_aliases: { external_id: [id] }, target_channel: 'push' };
    expect(pushTarget(id, 'current')).toEqual(alias);
    expect(pushTarget(id, 'legacy')).toEqual(alias);
  });

  it('ignores surrounding spaces and sends nothing without a device', () => {
    expect(pushTarget(` ${id36} `, 'legacy')).toEqual({ include_player_ids: [id36] });
    expect(pushTarget('')).toBeNull();
    expect(pushTarget('   ')).toBeNull();
    expect(pushTarget(null)).toBeNull();
    expect(pushTarget(undefined)).toBeNull();
  });
});

describe('pushBody', () => {
  const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const message = { title: TITLE, text: 'Pedido separado!' };

  it('builds the whole body with the Portuguese text under en and pt', () => {
    const target = pushTarget('cliente-77');
    if (!target) throw new Error('expected a target');
    expect(pushBody({ appId: 'app-1', message, target, idempotencyKey: key })).toEqual({
      app_id: 'app-1',
      headings: { en: TITLE, pt: TITLE },
      contents: { en: 'Pedido separado!', pt: 'Pedido separado!' },
      include_aliases: { external_id: ['cliente-77'] },
      target_channel: 'push',
      idempotency_key: key,
    });
  });

  it('adds subtitle, picture and schedule when given', () => {
    const body = pushBody({
      appId: 'app-1',
      message: { ...message, subtitle: 'Pedido 15' },
      target: { include_player_ids: ['x'.repeat(36)] },
      bigPicture: 'https://cdn.example/n.jpg',
      sendAfter: formatSendAfter(new Date('2024-05-10T16:30:00Z')),
      idempotencyKey: key,
    });
    expect(body).toMatchObject({
      subtitle: { en: 'Pedido 15', pt: 'Pedido 15' },
      big_picture: 'https://cdn.example/n.jpg',
      ios_attachments: { id1: 'https://cdn.example/n.jpg' },
      send_after: '2024-05-10 13:30:00 GMT-0300',
      include_player_ids: ['x'.repeat(36)],
    });
    expect(body).not.toHaveProperty('include_aliases');
  });

  it('leaves out empty optional parts', () => {
    const body = pushBody({
      appId: 'app-1',
      message: { ...message, subtitle: '' },
      target: { include_subscription_ids: ['s'] },
      bigPicture: null,
      sendAfter: null,
      idempotencyKey: key,
    });
    expect(Object.keys(body).sort()).toEqual(['app_id', 'contents', 'headings', 'idempotency_key', 'include_subscription_ids']);
  });

  it('rejects a missing app id, a non-UUID idempotency key and an empty text', () => {
    const target = { include_subscription_ids: ['s'] };
    expect(() => pushBody({ appId: ' ', message, target, idempotencyKey: key })).toThrow(RangeError);
    expect(() => pushBody({ appId: 'a', message, target, idempotencyKey: 'order-1-F' })).toThrow(RangeError);
    expect(() => pushBody({ appId: 'a', message: { title: TITLE, text: ' ' }, target, idempotencyKey: key })).toThrow(RangeError);
  });
});

describe('idempotencyKeyFor', () => {
  it('is a stable UUID per name and differs between names', () => {
    const a = idempotencyKeyFor('order:123:status:F:customer-push');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKeyFor('order:123:status:F:customer-push')).toBe(a);
    expect(idempotencyKeyFor('order:123:status:E:customer-push')).not.toBe(a);
    expect(() => pushBody({ appId: 'a', message: { title: 't', text: 'x' }, target: { include_subscription_ids: ['s'] }, idempotencyKey: a })).not.toThrow();
  });

  it('rejects an empty name', () => {
    expect(() => idempotencyKeyFor(' ')).toThrow(RangeError);
  });
});
