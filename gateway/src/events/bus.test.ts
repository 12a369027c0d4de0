import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@painel/db/database';
import { createLogger } from '../logger';
import { EventBus } from './bus';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({});
}, 60_000);
afterAll(async () => db?.close());

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('the bus over the store notifications (PGlite: the process hears its own)', () => {
  it('each listener gets each published event once, through the store; unsubscribed ones none', async () => {
    const bus = new EventBus<{ n: number }>(db, 'painel_test_bus', createLogger('silent'));
    await bus.start();
    const a: number[] = [];
    const b: number[] = [];
    bus.subscribe((e) => a.push(e.n));
    const stopB = bus.subscribe((e) => b.push(e.n));
    await bus.publish({ n: 1 });
    await settle();
    stopB();
    await bus.publish({ n: 2 });
    await settle();
    expect(a).toEqual([1, 2]);
    expect(b).toEqual([1]);
    await bus.close();
  });

  it('ignores unreadable notifications and refuses events too large for NOTIFY', async () => {
    const bus = new EventBus<unknown>(db, 'painel_test_bus2', createLogger('silent'));
    await bus.start();
    const got: unknown[] = [];
    bus.subscribe((e) => got.push(e));
    await db.query(`SELECT pg_notify('painel_test_bus2', 'not json')`);
    await expect(bus.publish({ text: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
    await settle();
    expect(got).toEqual([]);
    await bus.close();
  });

  it('delivers an event with an id once, whoever publishes it again, and does not publish one it delivered', async () => {
    const bus = new EventBus<{ id?: string; n: number }>(db, 'painel_test_bus3', createLogger('silent'));
    await bus.start();
    const got: number[] = [];
    let last: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (last = resolve));
    bus.subscribe((e) => {
      got.push(e.n);
      if (e.n === 5) last();
    });
    await bus.publish({ id: 'pedido-1@t1', n: 1 });
    // Another instance (a new leader) telling the same change: the same id, another payload.
    await db.query(`SELECT pg_notify('painel_test_bus3', $1)`, [JSON.stringify({ id: 'pedido-1@t1', n: 2 })]);
    await bus.publish({ n: 3 });
    await bus.publish({ id: 'pedido-1@t1', n: 4 });
    await bus.publish({ id: 'pedido-1@t2', n: 5 });
    // Notifications arrive in order: once the last is here, every earlier one was delivered or dropped.
    await arrived;
    expect(got).toEqual([1, 3, 5]);
    await bus.close();
  });
});
