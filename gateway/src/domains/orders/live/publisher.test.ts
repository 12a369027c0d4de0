import { describe, expect, it } from 'vitest';
import type { WorkflowRun } from '../../../workflows/runs';
import { eventOfStep, orderRunObserver } from './publisher';
import type { LiveMessage } from './rules';

const at = new Date('2026-11-26T12:00:00Z');
const snapshot = (id: number, status: string, separador: number | null = null) => ({
  id,
  status,
  codfilial: 17,
  codcli: 3,
  separador,
  entregador: null,
  numorcamento: null,
  numcupom: null,
});

describe("the gateway's own workflow steps as order events", () => {
  it("the main order's update is an event with its branch, kind, actor and state", () => {
    const event = eventOfStep(
      { id: 3, subject: 'pedidos:10' },
      'order.update',
      { before: snapshot(10, 'R'), after: snapshot(10, 'S', 4), at: at.toISOString() },
      'Ana',
      at,
    );
    expect(event).toEqual({
      t: 'order',
      id: '10:run:3:order.update',
      order: 10,
      branch: 17,
      kind: 'STATUS_CHANGED',
      at: at.toISOString(),
      actor: 'Ana',
      sig: 'S|4||',
      source: 'gateway',
    });
  });

  it("an additional order's update in the main order's run is no event of its own", () => {
    expect(eventOfStep({ id: 3, subject: 'pedidos:10' }, 'order.update', { before: snapshot(11, 'R'), after: snapshot(11, 'S') }, 'Ana', at)).toBeNull();
  });

  it('an item marked missing or returned is ITEMS_CHANGED of its order; other steps and subjects are nothing', () => {
    const toggle = { before: { id: 5, pedido: 10, em_falta: false }, after: { id: 5, pedido: 10, em_falta: true } };
    expect(eventOfStep({ id: 3, subject: 'itens_pedido:5' }, 'item.update', toggle, 'Ana', at)).toMatchObject({
      order: 10,
      kind: 'ITEMS_CHANGED',
      branch: null,
    });
    expect(eventOfStep({ id: 3, subject: 'pedidos:10' }, 'order.update', { sent: true }, 'Ana', at)).toBeNull();
    expect(eventOfStep({ id: 3, subject: 'pedidos:10' }, 'order.update', null, 'Ana', at)).toBeNull();
    expect(eventOfStep({ id: 3, subject: 'formas-pagamento:1' }, 'update', { before: snapshot(1, 'R'), after: snapshot(1, 'S') }, 'Ana', at)).toBeNull();
    // An audit step answers the change it logged, but an unchanged order is no event.
    expect(eventOfStep({ id: 3, subject: 'pedidos:10' }, 'order.update', { before: snapshot(10, 'S', 4), after: snapshot(10, 'S', 4) }, 'Ana', at)).toBeNull();
  });

  it("the observer publishes an order run's progress at each step start and at its end", () => {
    const sent: LiveMessage[] = [];
    const observer = orderRunObserver(
      (m) => sent.push(m),
      { name: 'Ana' },
      () => at,
    );
    const run = { id: 7, subject: 'pedidos:10' } as WorkflowRun;
    observer.stepStarted!(run, 'order.update');
    observer.stepSucceeded!(run, 'order.update', { before: snapshot(10, 'C'), after: snapshot(10, 'F') });
    observer.runEnded!(run);
    observer.stepStarted!({ id: 8, subject: 'secoes' } as WorkflowRun, 'x');
    expect(sent).toEqual([
      { t: 'progress', order: 10, run: 7, end: false },
      expect.objectContaining({ t: 'order', order: 10, kind: 'INVOICED', actor: 'Ana' }),
      { t: 'progress', order: 10, run: 7, end: true },
    ]);
  });
});
