import { describe, expect, it } from 'vitest';
import {
  itemsLockedReason,
  ORDER_STATUSES,
  STATUS_PROGRESSION,
  isOrderStatus,
  isTerminalStatus,
  planInvoiceResend,
  planStatusChange,
  statusLabel,
  statusRank,
  validateStatusChangeInput,
} from './rules';
import type { OrderStatus, OrderType, StatusChangePlan } from './rules';

// Expected outcome of every (from, to) pair, written out by hand from docs/areas/orders.md#states.
// Columns follow R S P C F E V X. Workflows: pick, inv, del, dir, done, can. Refusals: '=' same status,
// B backward, T terminal, P! / F! / E! / V! the target's precondition message.
const DELIVERY: Record<OrderStatus, string> = {
  R: '=    pick P!   dir  F!   E!   V!   can',
  S: 'B    =    dir  dir  F!   E!   V!   can',
  P: 'B    B    =    dir  inv  E!   V!   can',
  C: 'B    B    B    =    inv  E!   V!   can',
  F: 'B    B    B    B    =    del  V!   can',
  E: 'B    B    B    B    B    =    done can',
  V: 'B    B    B    B    B    B    =    T',
  X: 'T    T    T    T    T    T    T    =',
};
// Pickup orders differ only in F -> E, which is a direct change (no deliveryman).
const PICKUP: Record<OrderStatus, string> = { ...DELIVERY, F: 'B    B    B    B    =    dir  V!   can' };

const WORKFLOWS: Record<string, StatusChangePlan['workflow']> = {
  pick: 'assignPicker',
  inv: 'invoice',
  del: 'assignDeliveryman',
  dir: 'direct',
  done: 'complete',
  can: 'cancel',
};
const REFUSALS: Record<string, { code: string; message: string }> = {
  B: { code: 'STATUS_BACKWARD', message: 'Não é possível retroceder o status do pedido!' },
  'P!': {
    code: 'PICKED_NEEDS_PICKING',
    message: "Para mudar o status para 'Separado' é necessário que o pedido esteja com status 'Em separação'",
  },
  'F!': { code: 'INVOICE_NEEDS_PICKED', message: 'Não é possível faturar o pedido antes de separá-lo!' },
  'E!': { code: 'DELIVERY_NEEDS_INVOICE', message: 'Não é possível enviar o pedido para entrega antes de faturá-lo!' },
  'V!': { code: 'COMPLETE_NEEDS_DELIVERY', message: 'Não é possível finalizar o pedido antes de colocá-lo para entrega!' },
};

function cases(type: OrderType, grid: Record<OrderStatus, string>) {
  return ORDER_STATUSES.flatMap((from) => {
    const row = grid[from].trim().split(/\s+/);
    expect(row).toHaveLength(8);
    return ORDER_STATUSES.map((to, i) => ({ type, from, to, expected: row[i] }));
  });
}

describe('planStatusChange: the whole 8x8 matrix', () => {
  const all = [...cases('E', DELIVERY), ...cases('L', PICKUP)];
  it('covers 128 pairs', () => expect(all).toHaveLength(128));

  it.each(all)('type $type: $from -> $to is $expected', ({ type, from, to, expected }) => {
    const result = planStatusChange({ status: from, tipopedido: type, separatedValue: '10.50' }, to);
    if (expected in WORKFLOWS) {
      expect(result).toMatchObject({ ok: true, from, to, workflow: WORKFLOWS[expected] });
    } else if (expected === '=') {
      expect(result).toMatchObject({ ok: false, code: 'SAME_STATUS', field: 'target' });
    } else if (expected === 'T') {
      expect(result).toMatchObject({ ok: false, code: 'TERMINAL_STATUS' });
      expect(result.ok ? '' : result.message).toBe(
        from === 'X' ? 'Não é possível alterar o status de um pedido cancelado!' : 'Não é possível alterar o status de um pedido concluído!',
      );
    } else {
      expect(result).toEqual({ ok: false, ...REFUSALS[expected] });
    }
  });
});

describe('planStatusChange: details of each plan', () => {
  const order = { status: 'R', tipopedido: 'E', additionalOrderIds: [901, 902] };

  it('S asks for a picker in the assign-picker dialog, and additional orders follow', () => {
    expect(planStatusChange(order, 'S')).toEqual({
      ok: true,
      from: 'R',
      to: 'S',
      workflow: 'assignPicker',
      requires: 'picker',
      prompt: 'Escolha um Separador',
      followers: [901, 902],
    });
  });

  it('F runs the invoicing flow with its loading text', () => {
    const plan = planStatusChange({ ...order, status: 'C', separatedValue: 0.01 }, 'F');
    expect(plan).toMatchObject({ ok: true, workflow: 'invoice', requires: null, prompt: 'Faturando pedido...' });
  });

  it('E on a delivery order asks for a deliveryman; on a pickup order it is direct', () => {
    expect(planStatusChange({ ...order, status: 'F' }, 'E')).toMatchObject({
      requires: 'deliveryman',
      prompt: 'Escolha um Entregador',
    });
    expect(planStatusChange({ ...order, status: 'F', tipopedido: 'L' }, 'E')).toMatchObject({
      workflow: 'direct',
      requires: null,
      prompt: null,
      followers: [901, 902],
    });
  });

  it('V asks for confirmation; X asks for a reason', () => {
    expect(planStatusChange({ ...order, status: 'E' }, 'V')).toMatchObject({
      workflow: 'complete',
      requires: null,
      prompt: 'Deseja Realmente Concluir este pedido?',
    });
    expect(planStatusChange(order, 'X')).toMatchObject({
      workflow: 'cancel',
      requires: 'reason',
      prompt: 'Deseja realmente cancelar esse pedido?',
    });
  });

  it('without additional orders nobody follows, and the plan does not share the caller array', () => {
    expect(planStatusChange({ status: 'R', tipopedido: 'L' }, 'C')).toMatchObject({ followers: [] });
    const ids = [5];
    const plan = planStatusChange({ status: 'R', tipopedido: 'L', additionalOrderIds: ids }, 'C');
    ids.push(6);
    expect(plan).toMatchObject({ followers: [5] });
  });

  it.each([0, '0', '0.00', null, undefined, -3, '', 'abc'])('F with separated value %j is refused', (value) => {
    for (const from of ['P', 'C']) {
      expect(planStatusChange({ status: from, tipopedido: 'E', separatedValue: value }, 'F')).toEqual({
        ok: false,
        code: 'SEPARATED_VALUE_ZERO',
        message: 'O Valor separado esta zerado.',
      });
    }
  });

  it('F before picking gives the picking message even when the value is zero', () => {
    expect(planStatusChange({ status: 'S', tipopedido: 'E', separatedValue: 0 }, 'F')).toMatchObject({
      code: 'INVOICE_NEEDS_PICKED',
    });
  });

  it('the same-status refusal names the status as staff read it', () => {
    expect(planStatusChange({ status: 'E', tipopedido: 'L' }, 'E')).toMatchObject({
      message: "O pedido já está com o status 'Aguardando Retirada'.",
    });
    expect(planStatusChange({ status: 'S', tipopedido: 'E' }, 'S')).toMatchObject({
      message: "O pedido já está com o status 'Em Separação'.",
    });
  });

  it('an additional order never moves on its own', () => {
    expect(planStatusChange({ status: 'R', tipopedido: 'E', isAdditional: true }, 'S')).toEqual({
      ok: false,
      code: 'ADDITIONAL_ORDER',
      message: 'O status do pedido adicional acompanha o pedido principal!',
    });
  });

  it('refuses unknown statuses and order types with a clear message', () => {
    expect(planStatusChange({ status: 'R', tipopedido: 'E' }, 'Z')).toEqual({
      ok: false,
      code: 'STATUS_INVALID',
      message: "Status de pedido inválido: 'Z'.",
      field: 'target',
    });
    expect(planStatusChange({ status: 'r', tipopedido: 'E' }, 'S')).toMatchObject({ code: 'STATUS_INVALID' });
    expect(planStatusChange({ status: 'R', tipopedido: 'D' }, 'S')).toEqual({
      ok: false,
      code: 'ORDER_TYPE_INVALID',
      message: "Tipo de pedido inválido: 'D'.",
    });
  });
});

describe('planInvoiceResend', () => {
  it('re-runs invoicing for an order in F, additional orders included', () => {
    expect(planInvoiceResend({ status: 'F', tipopedido: 'L', separatedValue: '12.30', additionalOrderIds: [3] })).toEqual({
      ok: true,
      from: 'F',
      to: 'F',
      workflow: 'invoice',
      requires: null,
      prompt: 'Faturando pedido...',
      followers: [3],
    });
  });

  it.each(['R', 'S', 'P', 'C', 'E', 'V', 'X'])('refuses an order in %s', (status) => {
    expect(planInvoiceResend({ status, tipopedido: 'E', separatedValue: 5 })).toEqual({
      ok: false,
      code: 'RESEND_NEEDS_INVOICING',
      message: "Só é possível reenviar para faturamento um pedido com status 'Faturamento'.",
    });
  });

  it('refuses a zero separated value, an additional order and a bad order type', () => {
    expect(planInvoiceResend({ status: 'F', tipopedido: 'E', separatedValue: '0.00' })).toMatchObject({
      code: 'SEPARATED_VALUE_ZERO',
    });
    expect(planInvoiceResend({ status: 'F', tipopedido: 'E', separatedValue: 1, isAdditional: true })).toMatchObject({
      code: 'ADDITIONAL_ORDER',
    });
    expect(planInvoiceResend({ status: 'F', tipopedido: '?', separatedValue: 1 })).toMatchObject({
      code: 'ORDER_TYPE_INVALID',
    });
  });
});

describe('status model', () => {
  it('labels every status, with the pickup wording for E', () => {
    const delivery = ORDER_STATUSES.map((s) => statusLabel(s, 'E'));
    expect(delivery).toEqual(['Recebido', 'Em Separação', 'Separado', 'Conferência', 'Faturamento', 'Entrega', 'Concluído', 'Cancelado']);
    const pickup = ORDER_STATUSES.map((s) => statusLabel(s, 'L'));
    expect(pickup).toEqual(delivery.map((label) => (label === 'Entrega' ? 'Aguardando Retirada' : label)));
  });

  it('orders the progression R < S < P < C < F < E < V with X outside it', () => {
    expect(STATUS_PROGRESSION.map(statusRank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(statusRank('X')).toBe(-1);
    expect(ORDER_STATUSES.filter(isTerminalStatus)).toEqual(['V', 'X']);
  });

  it('recognises status codes exactly', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    for (const bad of ['', 'x', 'RS', null, 1, undefined]) expect(isOrderStatus(bad)).toBe(false);
  });
});

describe('validateStatusChangeInput', () => {
  const planFor = (status: string, target: string, tipopedido = 'E') => {
    const plan = planStatusChange({ status, tipopedido, separatedValue: 5 }, target);
    if (!plan.ok) throw new Error(plan.message);
    return plan;
  };

  it.each([undefined, null, '', '  ', 0, -1, 1.5])('S without a picker (%j) is refused', (pickerId) => {
    expect(validateStatusChangeInput(planFor('R', 'S'), { pickerId })).toEqual({
      ok: false,
      code: 'REQUIRED',
      message: 'Campo Obrigatório',
      field: 'pickerId',
    });
  });

  it('S with a picker id (number or GraphQL ID) passes', () => {
    expect(validateStatusChangeInput(planFor('R', 'S'), { pickerId: 7 })).toBeNull();
    expect(validateStatusChangeInput(planFor('R', 'S'), { pickerId: '7' })).toBeNull();
  });

  it('delivery E needs a deliveryman; pickup E needs nothing', () => {
    expect(validateStatusChangeInput(planFor('F', 'E'), { pickerId: 3 })).toEqual({
      ok: false,
      code: 'REQUIRED',
      message: 'Campo Obrigatório',
      field: 'deliverymanId',
    });
    expect(validateStatusChangeInput(planFor('F', 'E'), { deliverymanId: 4 })).toBeNull();
    expect(validateStatusChangeInput(planFor('F', 'E', 'L'), {})).toBeNull();
  });

  it.each([undefined, null, '', ' \n\t '])('X without a reason (%j) is refused', (reason) => {
    expect(validateStatusChangeInput(planFor('C', 'X'), { reason })).toEqual({
      ok: false,
      code: 'REQUIRED',
      message: 'Campo obrigatório!',
      field: 'reason',
    });
  });

  it('X with a reason passes; direct changes need no input', () => {
    expect(validateStatusChangeInput(planFor('C', 'X'), { reason: 'Cliente desistiu' })).toBeNull();
    expect(validateStatusChangeInput(planFor('S', 'P'), {})).toBeNull();
    expect(validateStatusChangeInput(planFor('E', 'V'), {})).toBeNull();
  });
});

describe('itemsLockedReason', () => {
  it("lets 'Em Falta' / 'Retornar' work until invoicing, then says why not for each later status", () => {
    for (const status of ['R', 'S', 'P', 'C']) expect(itemsLockedReason(status), status).toBeNull();
    expect(itemsLockedReason('F')).toBe('Não é possível alterar os itens de um pedido já enviado para faturamento.');
    expect(itemsLockedReason('E')).toBe('Não é possível alterar os itens de um pedido já enviado para faturamento.');
    expect(itemsLockedReason('V')).toBe('Não é possível alterar os itens de um pedido concluído.');
    // A cancelled order that never reached invoicing is refused as cancelled, not as invoiced.
    expect(itemsLockedReason('X')).toBe('Não é possível alterar os itens de um pedido cancelado.');
  });
});
