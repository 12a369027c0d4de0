import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../upstreams/product-api/orders';
import type { Session } from '../../auth/session';
import { invoiceResendOption, statusOptions } from './status-options';

const order = (status: string, tipopedido: string, extra: Partial<OrderRecord> = {}): OrderRecord => ({
  id: 1,
  codcli: { id: 5 },
  codfilial: { codFilial: 17 },
  endereco: null,
  horarioentrega: null,
  formapagamento: null,
  separador: null,
  entregador: null,
  status,
  tipopedido,
  datapedido: '2026-11-20',
  vltotal: '10.00',
  vltotalseparado: '9.50',
  ...extra,
});

const byStatus = (o: OrderRecord) => Object.fromEntries(statusOptions(o).map((option) => [option.status, option]));

describe('Order.statusOptions', () => {
  it('a received delivery order: picker dialog for S, cancellation for X, refusals with the rule texts', () => {
    const options = byStatus(order('R', 'E'));
    expect(Object.keys(options)).toEqual(['R', 'S', 'P', 'C', 'F', 'E', 'V', 'X']);
    expect(options.R).toEqual({ status: 'R', label: 'Recebido', kind: 'CURRENT', message: null, progress: null });
    expect(options.S).toEqual({ status: 'S', label: 'Em Separação', kind: 'CHOOSE_PICKER', message: 'Escolha um Separador', progress: null });
    expect(options.P).toMatchObject({
      kind: 'REFUSED',
      message: "Para mudar o status para 'Separado' é necessário que o pedido esteja com status 'Em separação'",
    });
    expect(options.F).toMatchObject({ kind: 'REFUSED', message: 'Não é possível faturar o pedido antes de separá-lo!' });
    expect(options.V).toMatchObject({ kind: 'REFUSED', message: 'Não é possível finalizar o pedido antes de colocá-lo para entrega!' });
    expect(options.X).toEqual({ status: 'X', label: 'Cancelado', kind: 'CANCEL', message: 'Deseja realmente cancelar esse pedido?', progress: null });
  });

  it('invoicing asks to confirm and names its progress; a zero separated value is refused', () => {
    expect(byStatus(order('C', 'E')).F).toMatchObject({ status: 'F', kind: 'CONFIRM', message: 'Confirma Faturamento?', progress: 'Faturando pedido...' });
    expect(byStatus(order('C', 'E', { vltotalseparado: '0' })).F).toMatchObject({ kind: 'REFUSED', message: 'O Valor separado esta zerado.' });
    expect(byStatus(order('C', 'E')).R).toMatchObject({ kind: 'REFUSED', message: 'Não é possível retroceder o status do pedido!' });
  });

  it('E: deliveryman for delivery, a confirmation named for pickup; V concludes', () => {
    expect(byStatus(order('F', 'E')).E).toMatchObject({ kind: 'CHOOSE_DELIVERYMAN', message: 'Escolha um Entregador' });
    expect(byStatus(order('F', 'L')).E).toMatchObject({ label: 'Aguardando Retirada', kind: 'CONFIRM', message: 'Confirma Aguardando Retirada?' });
    expect(byStatus(order('E', 'L')).V).toEqual({
      status: 'V',
      label: 'Concluído',
      kind: 'CONCLUDE',
      message: 'Deseja Realmente Concluir este pedido?',
      progress: 'Concluindo pedido...',
    });
    expect(byStatus(order('S', 'L')).P).toMatchObject({ kind: 'CONFIRM', message: 'Confirma Separado?' });
  });
});

describe('Order.invoiceResend', () => {
  const as = (type: number) => ({ type, branch: null }) as Session;
  it('type 1 on a main order in F with a separated value; nobody else, nothing else', () => {
    expect(invoiceResendOption(order('F', 'E'), as(1))).toMatchObject({ status: 'F', kind: 'CONFIRM', message: null, progress: 'Faturando pedido...' });
    expect(invoiceResendOption(order('F', 'E'), as(3))).toBeNull();
    expect(invoiceResendOption(order('C', 'E'), as(1))).toBeNull();
    expect(invoiceResendOption(order('F', 'E', { pedidoadicional: true }), as(1))).toBeNull();
  });
});
