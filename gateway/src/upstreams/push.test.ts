import { describe, expect, it } from 'vitest';
import type { HttpClient } from './http';
import { Push } from './push';
import { MAX_PUSH_IDS } from './push-audience';

const message = { title: 'Atualização de pedido', text: 'Pedido separado!' };
const push = (legacy = false) => new Push({} as HttpClient, { appId: 'app-1', apiKey: 'k', legacy });
const playerId = (n: number) => `${String(n).padStart(8, '0')}-2fa1-11d2-883f-0016d3cca427`;

describe('Push.prepare', () => {
  it('one device: one body with the step key as its idempotency key, without app_id', () => {
    const [body, ...more] = push().prepare({ deviceIds: ['cliente-7'], message, idempotencyName: 'pedido:1:status:S:push.customer' });
    expect(more).toEqual([]);
    expect(body).not.toHaveProperty('app_id');
    expect(body).toMatchObject({ include_aliases: { external_id: ['cliente-7'] }, target_channel: 'push', contents: { pt: 'Pedido separado!' } });
    const again = push().prepare({ deviceIds: ['cliente-7'], message, idempotencyName: 'pedido:1:status:S:push.customer' });
    expect(again[0].idempotency_key).toBe(body.idempotency_key);
  });

  it('no usable device: nothing to send', () => {
    expect(push().prepare({ deviceIds: [null, ' ', undefined], message, idempotencyName: 'n' })).toEqual([]);
  });

  it('schedules in -03:00 and takes the legacy target style', () => {
    const [body] = push(true).prepare({ deviceIds: [playerId(1)], message, sendAt: new Date('2024-05-10T16:30:00Z'), idempotencyName: 'n' });
    expect(body).toMatchObject({ include_player_ids: [playerId(1)], send_after: '2024-05-10 13:30:00 GMT-0300' });
  });

  it('an audience over the provider limit goes in chunks, each with its own key', () => {
    const ids = Array.from({ length: MAX_PUSH_IDS + 5 }, (_, i) => playerId(i));
    const bodies = push().prepare({ deviceIds: [...ids, 'cliente-1'], message, idempotencyName: 'broadcast:1' });
    expect(bodies.map((b) => (b.include_subscription_ids ?? b.include_aliases?.external_id ?? []).length)).toEqual([MAX_PUSH_IDS, 5, 1]);
    expect(new Set(bodies.map((b) => b.idempotency_key)).size).toBe(3);
  });
});
