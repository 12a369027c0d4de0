// The mapping of an order's history: journal steps -> facts -> entries, with the audit log naming who did it and
// staff names only for users who may see order staff.
import { describe, expect, it } from 'vitest';
import type { JournaledStep } from '../../workflows/runs';
import type { ApiLogRecord } from '../../upstreams/product-api/logs';
import { actorNames, auditEntryIds, factsOfOrders, factsOfOutsideChange, factsOfStep, toHistoryEntry, type HistoryFact } from './history-mappers';

let nextStep = 1;
const step = (name: string, response: unknown, extra: Partial<JournaledStep> = {}): JournaledStep => ({
  runId: 1,
  kind: 'status_change',
  subject: 'pedidos:72',
  userId: 5,
  stepId: nextStep++,
  name,
  request: null,
  response,
  at: new Date('2026-03-10T15:00:00Z'),
  ...extra,
});

const snapshot = (fields: Record<string, unknown>) => ({ id: 72, status: 'R', separador: null, entregador: null, numorcamento: null, ...fields });

describe('facts of a journal step', () => {
  it('reads a status change with its picker from the order update', () => {
    const facts = factsOfStep(step('order.update', { before: snapshot({}), after: snapshot({ status: 'S', separador: 9 }) }));
    expect(facts.map(({ kind, orderId, fromStatus, toStatus, staffId, userId }) => ({ kind, orderId, fromStatus, toStatus, staffId, userId }))).toEqual([
      { kind: 'STATUS_CHANGED', orderId: 72, fromStatus: 'R', toStatus: 'S', staffId: undefined, userId: 5 },
      { kind: 'PICKER_ASSIGNED', orderId: 72, fromStatus: undefined, toStatus: undefined, staffId: 9, userId: 5 },
    ]);
  });

  it('reads the invoice number and the deliveryman, and names the additional order its step changed', () => {
    const invoiced = factsOfStep(
      step('order.additional.73.update', { before: snapshot({ id: 73, status: 'C' }), after: snapshot({ id: 73, status: 'F', numorcamento: 5001 }) }),
    );
    expect(invoiced.map((f) => [f.kind, f.orderId, f.invoiceNumber])).toEqual([
      ['STATUS_CHANGED', 73, undefined],
      ['INVOICED', 73, '5001'],
    ]);
    const delivering = factsOfStep(
      step('order.update', { before: snapshot({ status: 'F', separador: 9 }), after: snapshot({ status: 'E', separador: 9, entregador: 4 }) }),
    );
    expect(delivering.map((f) => [f.kind, f.staffId])).toEqual([
      ['STATUS_CHANGED', undefined],
      ['DELIVERYMAN_ASSIGNED', 4],
    ]);
  });

  it('records nothing for an update that changed none of the fields shown', () => {
    expect(factsOfStep(step('order.update', { before: snapshot({ status: 'S' }), after: snapshot({ status: 'S' }) }))).toEqual([]);
  });

  it('reads an item toggle by the order its answer names', () => {
    const toggle = (em_falta: boolean) =>
      factsOfStep(
        step(
          'item.update',
          { before: { id: 300, pedido: 72, em_falta: !em_falta }, after: { id: 300, pedido: 72, em_falta } },
          { kind: 'item_missing', subject: 'itens_pedido:300' },
        ),
      );
    expect(toggle(true).map((f) => [f.kind, f.orderId, f.itemId])).toEqual([['ITEM_MISSING', 72, 300]]);
    expect(toggle(false).map((f) => f.kind)).toEqual(['ITEM_RETURNED']);
  });

  it('reads the cancellation reason, the pushes sent (not the skipped ones) and the loyalty steps', () => {
    expect(factsOfStep(step('order.cancellation-record', { id: 3, motivo: 'Cliente desistiu' }))[0]).toMatchObject({
      kind: 'CANCELLED',
      reason: 'Cliente desistiu',
    });
    const body = { headings: { en: 'Pedido em separação', pt: 'Pedido em separação' }, contents: { pt: 'x', en: 'x' } };
    expect(factsOfStep(step('push.customer', { sent: true, id: 'p1' }, { request: body }))[0]).toMatchObject({
      kind: 'PUSH_SENT',
      pushTitle: 'Pedido em separação',
    });
    expect(factsOfStep(step('push.rating', { sent: true }, { request: [body, body] }))[0]).toMatchObject({ pushTitle: 'Pedido em separação' });
    expect(factsOfStep(step('push.customer', { sent: false, reason: 'no-device' }))).toEqual([]);
    expect(factsOfStep(step('loyalty.shop', { coupon: '123', shop_id: 1 }))[0]).toMatchObject({ kind: 'LOYALTY_REGISTERED', coupon: '123' });
    expect(factsOfStep(step('loyalty.cancel', { coupon: '123' }, { kind: 'loyalty_cancellation' }))[0]).toMatchObject({ kind: 'LOYALTY_CANCELLED' });
    expect(factsOfStep(step('erp.order', { numorcamento: 5001 }))).toEqual([]);
  });

  it('puts a push scheduled for later at its scheduled time, marked SCHEDULED; one sent now stays at its step', () => {
    const body = { headings: { pt: 'Avalie seu pedido' }, send_after: '2026-03-10 14:00:00 GMT-0300' };
    const [rating] = factsOfStep(step('push.rating', { sent: true }, { request: body }));
    expect(rating).toMatchObject({ kind: 'PUSH_SENT', origin: 'SCHEDULED', at: new Date('2026-03-10T17:00:00Z') });
    const [now] = factsOfStep(step('push.customer', { sent: true }, { request: { headings: { pt: 'Pedido entregue' } } }));
    expect(now.at).toEqual(new Date('2026-03-10T15:00:00Z'));
    expect(now.origin).toBeUndefined();
  });
});

describe('facts of a change made outside the panel', () => {
  const state = (status: string, separador: number | null = null, entregador: number | null = null) => ({ status, separador, entregador, numcupom: null });
  const at = new Date('2026-03-10T15:00:00Z');

  it('tells what moved of status, picker and deliveryman, with no user, as OUTSIDE', () => {
    const facts = factsOfOutsideChange({ order: 72, at, before: state('S', 9), after: state('X', 9, 4) });
    expect(facts.map(({ kind, fromStatus, toStatus, staffId, userId, origin }) => ({ kind, fromStatus, toStatus, staffId, userId, origin }))).toEqual([
      { kind: 'STATUS_CHANGED', fromStatus: 'S', toStatus: 'X', staffId: undefined, userId: null, origin: 'OUTSIDE' },
      { kind: 'DELIVERYMAN_ASSIGNED', fromStatus: undefined, toStatus: undefined, staffId: 4, userId: null, origin: 'OUTSIDE' },
    ]);
  });

  it('has no status before when the watcher had not seen the order', () => {
    expect(factsOfOutsideChange({ order: 72, at, before: null, after: state('P') })).toEqual([
      { kind: 'STATUS_CHANGED', at, orderId: 72, userId: null, origin: 'OUTSIDE', toStatus: 'P' },
    ]);
  });

  it('names no acting person for it, whoever reads', () => {
    const [fact] = factsOfOutsideChange({ order: 72, at, before: state('S'), after: state('P') });
    expect(toHistoryEntry({ ...fact, userId: 5 }, 'E', { actors: new Map([[5, 'Ana Souza']]), staff: new Map(), seeStaff: true })).toMatchObject({
      origin: 'OUTSIDE',
      actor: null,
    });
  });
});

describe('names and entries', () => {
  const audit = (id: number, usuario: ApiLogRecord['usuario']): ApiLogRecord => ({
    id,
    metodo: 'PUT',
    usuario,
    tabela: 'pedidos',
    dadoAntes: null,
    dadoDepois: null,
    dataHora: '',
  });

  it('takes the audit entries the audit steps wrote, once each', () => {
    expect(
      auditEntryIds([
        step('audit.order.update', { id: 40 }),
        step('audit.item', { id: 40, found: true }),
        step('audit.x', { skipped: true }),
        step('order.update', { id: 41 }),
      ]),
    ).toEqual([40]);
  });

  it('names users by first and last name, else username', () => {
    const names = actorNames([
      audit(1, { pk: 5, username: '1003', first_name: 'Ana', last_name: 'Souza' }),
      audit(2, { pk: 6, username: '1004', first_name: '', last_name: null }),
      audit(3, { pk: 7 }),
    ]);
    expect([...names]).toEqual([
      [5, 'Ana Souza'],
      [6, '1004'],
    ]);
  });

  const fact: HistoryFact = { kind: 'STATUS_CHANGED', at: new Date('2026-03-10T15:00:00Z'), orderId: 72, userId: 5, fromStatus: 'F', toStatus: 'E' };
  const picked: HistoryFact = { kind: 'PICKER_ASSIGNED', at: new Date('2026-03-10T14:00:00Z'), orderId: 72, userId: 5, staffId: 9 };
  const names = { actors: new Map([[5, 'Ana Souza']]), staff: new Map([[9, 'Bruno Lima']]) };

  it("answers the status names for the order's type and names the people for who may see order staff", () => {
    expect(toHistoryEntry(fact, 'L', { ...names, seeStaff: true })).toMatchObject({
      orderId: '72',
      fromStatusLabel: 'Faturamento',
      toStatusLabel: 'Aguardando Retirada',
      actor: 'Ana Souza',
      staffName: null,
    });
    expect(toHistoryEntry(picked, 'E', { ...names, seeStaff: true })).toMatchObject({ actor: 'Ana Souza', staffName: 'Bruno Lima', itemId: null });
  });

  it('names nobody for a user who may not see order staff', () => {
    expect(toHistoryEntry(picked, 'E', { ...names, seeStaff: false })).toMatchObject({ kind: 'PICKER_ASSIGNED', actor: null, staffName: null });
  });

  it("keeps an order's and its additional orders' facts, oldest first", () => {
    const other: HistoryFact = { ...fact, orderId: 99 };
    const extra: HistoryFact = { ...fact, orderId: 73, at: new Date('2026-03-10T14:30:00Z') };
    expect(factsOfOrders([fact, other, picked, extra], new Set([72, 73]))).toEqual([picked, extra, fact]);
  });
});
