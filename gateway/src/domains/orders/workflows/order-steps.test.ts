// An order update whose earlier attempt sent the write and never had its answer (the process died mid-write).
import { describe, expect, it } from 'vitest';
import type { WorkflowDeps } from '../../../workflows/effects';
import type { StepIO } from '../../../workflows/runner';
import type { OrderRecord } from '../../../upstreams/product-api/orders';
import { confirmsWrite, orderUpdateStep, type OrderUpdateResult } from './order-steps';

const order = (status: string, numcupom: string | null = null) =>
  ({ id: 506, status, numcupom, codfilial: { codFilial: 17 }, codcli: { id: 9 }, separador: { id: 4 }, entregador: { id: 5 } }) as unknown as OrderRecord;

/** The product API holding `current`, counting the writes it is sent. */
function depsHolding(current: OrderRecord) {
  const writes: unknown[] = [];
  const api = {
    orders: {
      get: async () => current,
      update: async (_id: number, body: Record<string, unknown>) => (writes.push(body), { ...current, ...body }),
    },
  };
  const deps = { api, now: () => new Date('2026-10-05T14:00:00Z') } as unknown as WorkflowDeps;
  return { deps, writes };
}

const io = (unanswered: unknown, recorded: unknown[] = []): StepIO => ({
  key: 'k',
  attempt: unanswered ? 2 : 1,
  results: {},
  unanswered,
  held: null,
  recordRequest: async (request) => void recorded.push(request),
});

const fail = () => ({ code: 'STATUS_UPDATE_FAILED' as const, message: 'x' });
const toV = { status: 'V', numcupom: 'C-1' };

describe('the order update after a lost answer', () => {
  it('counts as done, without writing again, when the order already holds what was asked; the audit keeps the order as it was', async () => {
    const { deps, writes } = depsHolding(order('V', 'C-1'));
    const step = orderUpdateStep(deps, 'order.update', 506, () => toV, fail);
    const lost = { body: { status: 'V', numcupom: 'C-1', codcli: 9 }, before: { id: 506, status: 'E', numcupom: null } };
    const result = (await step.run(io(lost))) as OrderUpdateResult;
    expect(writes).toEqual([]);
    expect(result.before).toEqual(lost.before);
    expect(result.after).toMatchObject({ status: 'V', numcupom: 'C-1' });
  });

  it('writes when the order does not hold it (the write never arrived), recording the body and the order before it', async () => {
    const { deps, writes } = depsHolding(order('E'));
    const recorded: unknown[] = [];
    const step = orderUpdateStep(deps, 'order.update', 506, () => toV, fail);
    const result = (await step.run(io({ body: { status: 'V' }, before: { status: 'E' } }, recorded))) as OrderUpdateResult;
    expect(writes).toHaveLength(1);
    expect(recorded).toEqual([{ body: writes[0], before: expect.objectContaining({ status: 'E' }) }]);
    expect(result.before).toMatchObject({ status: 'E' });
  });

  it('confirms a recorded write only by the fields it changes, and never one recorded without the order before it', () => {
    expect(confirmsWrite(order('V', 'C-1'), { body: { status: 'V', numcupom: 'C-1', horarioentrega: 3 }, before: {} })).toBe(true);
    expect(confirmsWrite(order('E'), { body: { status: 'V' }, before: {} })).toBe(false);
    expect(confirmsWrite(order('V'), { status: 'V' })).toBe(false);
    expect(confirmsWrite(order('V'), null)).toBe(false);
  });
});
