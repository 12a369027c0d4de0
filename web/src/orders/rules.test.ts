import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../generated/graphql';
import { MESSAGES, canChangeStatus, canResendInvoicing, canSeeOrderStaff, planStatusChange, type StatusSubject } from './rules';
import { statusLabel } from './status';

const order = (status: OrderStatus, extra: Partial<StatusSubject> = {}): StatusSubject => ({
  status,
  type: 'E',
  separatedTotal: '10.00',
  ...extra,
});

describe('planStatusChange', () => {
  it('does nothing when the status does not change', () => {
    expect(planStatusChange(order('P'), 'P')).toEqual({ kind: 'none' });
  });

  it.each([
    ['S', 'R'],
    ['P', 'S'],
    ['F', 'C'],
    ['E', 'R'],
  ] as const)('refuses going back from %s to %s', (from, to) => {
    expect(planStatusChange(order(from), to)).toEqual({ kind: 'refuse', message: MESSAGES.noGoingBack });
  });

  it('asks for a picker when moving to S', () => {
    expect(planStatusChange(order('R'), 'S')).toEqual({ kind: 'choosePicker' });
  });

  it('allows P only from S', () => {
    expect(planStatusChange(order('S'), 'P')).toEqual({ kind: 'confirm', message: 'Confirma Separado?' });
    expect(planStatusChange(order('R'), 'P')).toEqual({
      kind: 'refuse',
      message: "Para mudar o status para 'Separado' é necessário que o pedido esteja com status 'Em separação'",
    });
  });

  it('allows F only from C or P with a separated value above zero', () => {
    expect(planStatusChange(order('C'), 'F')).toEqual({ kind: 'confirm', message: 'Confirma Faturamento?' });
    expect(planStatusChange(order('P'), 'F').kind).toBe('confirm');
    expect(planStatusChange(order('S'), 'F')).toEqual({ kind: 'refuse', message: MESSAGES.invoiceBeforePicking });
    expect(planStatusChange(order('R'), 'F')).toEqual({ kind: 'refuse', message: MESSAGES.invoiceBeforePicking });
    for (const zero of ['0', '0.00', null, undefined, 'abc']) {
      expect(planStatusChange(order('C', { separatedTotal: zero }), 'F')).toEqual({
        kind: 'refuse',
        message: 'O Valor separado esta zerado.',
      });
    }
  });

  it('allows E only from F; delivery asks for a deliveryman, pickup confirms', () => {
    expect(planStatusChange(order('F'), 'E')).toEqual({ kind: 'chooseDeliveryman' });
    expect(planStatusChange(order('F', { type: 'L' }), 'E')).toEqual({
      kind: 'confirm',
      message: 'Confirma Aguardando Retirada?',
    });
    expect(planStatusChange(order('C'), 'E')).toEqual({
      kind: 'refuse',
      message: 'Não é possível enviar o pedido para entrega antes de faturá-lo!',
    });
  });

  it('allows V only from E and asks for confirmation', () => {
    expect(planStatusChange(order('E'), 'V')).toEqual({ kind: 'conclude', message: 'Deseja Realmente Concluir este pedido?' });
    expect(planStatusChange(order('F'), 'V')).toEqual({
      kind: 'refuse',
      message: 'Não é possível finalizar o pedido antes de colocá-lo para entrega!',
    });
  });

  it('opens the cancellation dialog for X from any open status', () => {
    for (const from of ['R', 'S', 'P', 'C', 'F', 'E'] as const) {
      expect(planStatusChange(order(from), 'X')).toEqual({ kind: 'cancel', message: 'Deseja realmente cancelar esse pedido?' });
    }
  });

  it('confirms a direct move to C', () => {
    expect(planStatusChange(order('P'), 'C')).toEqual({ kind: 'confirm', message: 'Confirma Conferência?' });
  });

  it('refuses moving a cancelled or concluded order', () => {
    expect(planStatusChange(order('X'), 'V').kind).toBe('refuse');
    expect(planStatusChange(order('V'), 'X').kind).toBe('refuse');
  });
});

describe('permissions', () => {
  it('lets only types 1 and 3 change status; staff cells follow me.actions', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(canChangeStatus)).toEqual([1, 3]);
    expect(canSeeOrderStaff(['CHANGE_ORDER_STATUS', 'SEE_ORDER_STAFF'])).toBe(true);
    expect(canSeeOrderStaff(['EDIT_PRODUCT'])).toBe(false);
    expect(canSeeOrderStaff(undefined)).toBe(false);
  });

  it('offers resend to invoicing only to type 1 on orders in F', () => {
    expect(canResendInvoicing(1, 'F')).toBe(true);
    expect(canResendInvoicing(1, 'E')).toBe(false);
    expect(canResendInvoicing(3, 'F')).toBe(false);
  });
});

describe('statusLabel', () => {
  it('reads Aguardando Retirada for pickup orders in E', () => {
    expect(statusLabel('E', 'L')).toBe('Aguardando Retirada');
    expect(statusLabel('E', 'E')).toBe('Entrega');
    expect(statusLabel('S', 'L')).toBe('Em Separação');
  });
});
