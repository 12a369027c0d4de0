import { describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { GraphQLError } from 'graphql';
import type { ListedOrderState, OrderChangeRecord } from '../../../upstreams/product-api/order-changes';
import { createLogger } from '../../../logger';
import { OrderWatcher, planChanges, WATCH_MARK_KEY, type WatchMark } from './watcher';
import type { OrderEventMessage, OrderState } from './rules';
import { leftEvent, planListChanges } from './list-watch';

const MARK = '2026-11-26T12:00:00.000000Z';
const row = (id: number, atualizadoem: string, extra: Partial<OrderChangeRecord> = {}): OrderChangeRecord => ({
  id,
  codfilial: 17,
  status: 'R',
  datapedido: '2026-11-26T12:00:01Z',
  separador: null,
  entregador: null,
  numcupom: null,
  pedidoadicional: false,
  pedidoprincipal: null,
  atualizadoem,
  ...extra,
});
const nothingTold = () => undefined;
/** The feed is there: the list reads are never made. */
const withFeed = {
  list: { open: async () => [], one: async () => null },
  feedMissing: () => false,
  noFeed: () => undefined,
};

describe('what the watcher publishes for one read of the changes', () => {
  it('a new order is CREATED, once: a row seen at the mark is not published again', () => {
    const first = planChanges([row(1, '2026-11-26T12:00:02.000001Z')], { at: MARK, seen: [] }, new Map(), nothingTold);
    expect(first.events.map((e) => [e.order, e.kind, e.actor, e.source])).toEqual([[1, 'CREATED', null, 'watcher']]);
    expect(first.mark).toEqual({ at: '2026-11-26T12:00:02.000001Z', seen: [1] });
    // The next call asks from the mark, inclusive: the same row comes again and is skipped.
    const again = planChanges([row(1, '2026-11-26T12:00:02.000001Z')], first.mark, new Map(), nothingTold);
    expect(again.events).toEqual([]);
    expect(again.mark).toBe(first.mark);
  });

  it('rows stamped at the same moment all count as seen at the new mark', () => {
    const plan = planChanges([row(1, '2026-11-26T12:00:03Z'), row(2, '2026-11-26T12:00:03Z')], { at: MARK, seen: [] }, new Map(), nothingTold);
    expect(plan.mark).toEqual({ at: '2026-11-26T12:00:03Z', seen: [1, 2] });
  });

  it('a known order is told by what changed; an old unknown one by its status', () => {
    const known = new Map<number, OrderState>([[1, { status: 'S', separador: 4, entregador: null, numcupom: null }]]);
    const plan = planChanges(
      [
        row(1, '2026-11-26T12:00:04Z', { status: 'S', separador: 5, datapedido: '2026-11-20T10:00:00Z' }),
        row(2, '2026-11-26T12:00:05Z', { status: 'X', datapedido: '2026-11-20T10:00:00Z' }),
        row(3, '2026-11-26T12:00:06Z', { status: 'S', separador: 5, datapedido: '2026-11-20T10:00:00Z' }),
      ],
      { at: MARK, seen: [] },
      known,
      nothingTold,
    );
    expect(plan.events.map((e) => [e.order, e.kind])).toEqual([
      [1, 'ASSIGNED'],
      [2, 'CANCELLED'],
      [3, 'STATUS_CHANGED'],
    ]);
    // Each is kept for the order's history with the state seen before, if any; a new order is no change.
    expect(plan.changes.map((c) => [c.order, c.at, c.before?.separador ?? null, c.after.status, c.after.separador])).toEqual([
      [1, '2026-11-26T12:00:04Z', 4, 'S', 5],
      [2, '2026-11-26T12:00:05Z', null, 'X', null],
      [3, '2026-11-26T12:00:06Z', null, 'S', 5],
    ]);
    expect(planChanges([row(9, '2026-11-26T12:00:02Z')], { at: MARK, seen: [] }, new Map(), nothingTold).changes).toEqual([]);
  });

  it('skips additional orders and what the gateway itself just told, but moves the mark past them', () => {
    const plan = planChanges(
      [row(1, '2026-11-26T12:00:07Z', { pedidoadicional: true, pedidoprincipal: 9 }), row(2, '2026-11-26T12:00:08Z', { status: 'P' })],
      { at: MARK, seen: [] },
      new Map(),
      (order) => (order === 2 ? 'P|||' : undefined),
    );
    expect(plan.events).toEqual([]);
    expect(plan.mark.at).toBe('2026-11-26T12:00:08Z');
  });
});

/** A store with just the settings table the watcher keeps its mark in. */
function settingsStore(): Db & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    query: async (sql: string, params: unknown[] = []) => {
      if (sql.startsWith('SELECT')) {
        const value = values.get(params[0] as string);
        return { rows: value === undefined ? [] : [{ value }], rowCount: value === undefined ? 0 : 1 };
      }
      values.set(params[0] as string, params[1] as string);
      return { rows: [], rowCount: 1 };
    },
  } as unknown as Db & { values: Map<string, string> };
}

describe('the watcher', () => {
  it('starts a few seconds before now (a change made as the first board opened is told), reads once per look, publishes, and keeps its mark for the next leader', async () => {
    const store = settingsStore();
    const published: OrderEventMessage[] = [];
    const reads: string[] = [];
    let rows: OrderChangeRecord[] = [];
    const watcher = new OrderWatcher(
      {
        store,
        ...withFeed,
        read: async (_tokens, since) => (reads.push(since), rows),
        tokens: async () => ({ current: async () => 't', refresh: async () => 't' }),
        publish: async (m) => void published.push(m),
        recordOutside: async () => undefined,
        toldState: () => undefined,
        wanted: () => wanted,
        now: () => new Date('2026-11-26T12:00:00Z'),
        log: createLogger('silent', {}),
      },
      60_000,
    );
    watcher.start();
    // Nobody has a board open: no call at all.
    let wanted = false;
    expect(await watcher.poll()).toBe(0);
    expect(watcher.calls).toBe(0);
    wanted = true;
    await watcher.poll();
    expect(reads).toEqual(['2026-11-26T11:59:55.000Z']);
    rows = [row(1, '2026-11-26T12:00:02.5Z')];
    expect(await watcher.poll()).toBe(1);
    expect(published.map((e) => e.kind)).toEqual(['CREATED']);
    expect(JSON.parse(store.values.get(WATCH_MARK_KEY)!) as WatchMark).toEqual({ at: '2026-11-26T12:00:02.5Z', seen: [1] });
    expect(watcher.calls).toBe(2);
    await watcher.stop();

    // A new leader (another instance) goes on from the stored mark.
    const next = new OrderWatcher(
      {
        store,
        ...withFeed,
        read: async (_tokens, since) => (reads.push(since), rows),
        tokens: async () => (signedIn ? { current: async () => 't', refresh: async () => 't' } : null),
        publish: async (m) => void published.push(m),
        recordOutside: async () => undefined,
        toldState: () => undefined,
        wanted: () => true,
        now: () => new Date(),
        log: createLogger('silent', {}),
      },
      60_000,
    );
    next.start();
    // With nobody signed in there is no token to read with: no call.
    let signedIn = false;
    expect(await next.poll()).toBe(0);
    expect(next.calls).toBe(0);
    signedIn = true;
    await next.poll();
    expect(reads.at(-1)).toBe('2026-11-26T12:00:02.5Z');
    expect(published).toHaveLength(1);
    await next.stop();
  });
});

const listed = (id: number, extra: Partial<ListedOrderState> = {}): ListedOrderState => ({
  id,
  codfilial: 17,
  status: 'R',
  datapedido: '2026-11-26T09:00:00Z',
  separador: null,
  entregador: null,
  numcupom: null,
  pedidoadicional: false,
  ...extra,
});

describe('the watcher without the changes feed', () => {
  it('takes a 404 from the feed for its absence, then compares reads of the open orders list', async () => {
    const published: OrderEventMessage[] = [];
    let missing = false;
    let open: ListedOrderState[] = [listed(1), listed(2)];
    const now: Record<number, ListedOrderState | null> = {};
    const feedReads: string[] = [];
    const watcher = new OrderWatcher(
      {
        store: settingsStore(),
        read: async (_tokens, since) => {
          feedReads.push(since);
          throw new GraphQLError('Not found.', { extensions: { upstreamStatus: 404 } });
        },
        list: { open: async () => open, one: async (_tokens, id) => now[id] ?? null },
        feedMissing: () => missing,
        noFeed: () => (missing = true),
        tokens: async () => ({ current: async () => 't', refresh: async () => 't' }),
        publish: async (m) => void published.push(m),
        recordOutside: async () => undefined,
        toldState: (order) => (order === 4 ? 'S|||' : undefined),
        wanted: () => true,
        now: () => new Date('2026-11-26T12:00:00Z'),
        log: createLogger('silent', {}),
      },
      60_000,
      60_000,
    );
    watcher.start();
    // The feed's 404: the watcher polls the list from now on; this first read is the baseline.
    expect(await watcher.poll()).toBe(0);
    expect(missing).toBe(true);
    expect(feedReads).toHaveLength(1);
    // A new order (3), a status change (1), an order the gateway itself told (4), one that left finished (2).
    open = [listed(1, { status: 'S' }), listed(3), listed(4, { status: 'S' })];
    now[2] = listed(2, { status: 'V' });
    expect(await watcher.poll()).toBe(3);
    expect(published.map((e) => [e.order, e.kind, e.source])).toEqual([
      [1, 'STATUS_CHANGED', 'watcher'],
      [3, 'CREATED', 'watcher'],
      [2, 'COMPLETED', 'watcher'],
    ]);
    // Nothing changed: nothing published, and the feed is not asked again.
    published.length = 0;
    expect(await watcher.poll()).toBe(0);
    expect(feedReads).toHaveLength(1);
    await watcher.stop();
  });
});

describe('what one read of the open orders tells', () => {
  const at = '2026-11-26T12:00:00.000Z';
  it('is a baseline the first time (only orders placed seconds before are new), and skips additional orders and what the gateway told', () => {
    expect(planListChanges([listed(1)], null, nothingTold, at)).toEqual({ events: [], gone: [] });
    const justPlaced = listed(2, { datapedido: '2026-11-26T11:59:58Z' });
    expect(planListChanges([listed(1), justPlaced], null, nothingTold, at).events.map((e) => [e.order, e.kind])).toEqual([[2, 'CREATED']]);
    const known = new Map<number, OrderState>([[1, { status: 'R', separador: null, entregador: null, numcupom: null }]]);
    const plan = planListChanges(
      [listed(1, { separador: 7 }), listed(5, { pedidoadicional: true }), listed(6)],
      known,
      (o) => (o === 6 ? 'R|||' : undefined),
      at,
    );
    expect(plan.events.map((e) => [e.order, e.kind])).toEqual([[1, 'ASSIGNED']]);
    expect(plan.gone).toEqual([]);
    expect(planListChanges([], known, nothingTold, at).gone).toEqual([1]);
  });

  it('an order that left the list is finished or cancelled by its own read; still open or gone is nothing', () => {
    expect(leftEvent(listed(2, { status: 'X' }), nothingTold, at)?.kind).toBe('CANCELLED');
    expect(leftEvent(listed(2, { status: 'S' }), nothingTold, at)).toBeNull();
    expect(leftEvent(null, nothingTold, at)).toBeNull();
    expect(leftEvent(listed(2, { status: 'V' }), () => 'V|||', at)).toBeNull();
  });
});
