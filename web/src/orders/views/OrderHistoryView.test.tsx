// @vitest-environment jsdom
// The 'Histórico' section of 'Detalhes do pedido' against mocked GraphQL answers: each kind of change in Portuguese
// with its date and time (São Paulo) and person, the dialog's item names, the additional order named; an order
// without changes says so; and the printed order leaves the history out.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailsQuery, SetOrderItemMissingMutation } from '../details';
import { OrderHistoryQuery, type HistoryEntry } from '../history';
import { makeItem, makeOrderHeader } from '../testData';
import { OrderDetailsView } from './OrderDetailsView';

vi.mock('../../lib/toaster', () => ({ showToast: async () => 'key' }));
const printed = vi.hoisted(() => [] as string[]);
vi.mock(import('../../lib/print'), async (importOriginal) => ({ ...(await importOriginal()), printHtml: async (html: string) => void printed.push(html) }));

afterEach(cleanup);

const ITEM_ID = '900';

function orderAnswer() {
  const { substitutes: _substitutes, product, ...rest } = makeItem({ id: ITEM_ID, product: { ...makeItem().product, description: 'Arroz Tipo 1 5kg' } });
  const item = {
    __typename: 'OrderItem' as const,
    ...rest,
    product: { __typename: 'OrderProduct' as const, ...product, section: product.section && { __typename: 'ProductSection' as const, ...product.section } },
    substitutes: [],
  };
  const header = makeOrderHeader({ itemCount: 1 });
  return {
    order: {
      __typename: 'Order' as const,
      ...header,
      customer: { __typename: 'Customer' as const, ...header.customer },
      branch: { __typename: 'Branch' as const, ...header.branch },
      paymentMethod: { __typename: 'OrderPaymentMethod' as const, ...header.paymentMethod! },
      deliveryWindow: { __typename: 'DeliveryWindow' as const, ...header.deliveryWindow! },
      address: { __typename: 'Address' as const, ...header.address! },
      picker: null,
      deliveryman: null,
      itemsLockedReason: null,
      items: { __typename: 'OrderItemPage' as const, total: 1, items: [item] },
    },
  };
}

const entry = (patch: Partial<HistoryEntry>): HistoryEntry & { __typename: 'OrderHistoryEntry' } => ({
  __typename: 'OrderHistoryEntry',
  kind: 'STATUS_CHANGED',
  at: '2026-03-10T15:00:00Z',
  actor: 'Sabrina Subgerente',
  origin: 'PANEL',
  orderId: '500',
  fromStatusLabel: null,
  toStatusLabel: null,
  staffName: null,
  invoiceNumber: null,
  itemId: null,
  reason: null,
  pushTitle: null,
  coupon: null,
  ...patch,
});

const historyAnswer = (history: HistoryEntry[]): MockLink.MockedResponse => ({
  request: { query: OrderHistoryQuery, variables: { id: '500' } },
  result: { data: { order: { __typename: 'Order', id: '500', history } } },
});

function open(history: HistoryEntry[], more: MockLink.MockedResponse[] = []) {
  const { order } = orderAnswer();
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: OrderDetailsQuery, variables: { id: '500' } }, result: { data: { order } } },
    historyAnswer(history),
    ...more,
  ];
  render(
    <MockedProvider mocks={mocks}>
      <OrderDetailsView orderId="500" showStaff onClose={() => undefined} />
    </MockedProvider>,
  );
}

const lines = async () => {
  const section = await screen.findByRole('region', { name: 'Histórico' });
  return within(section);
};

describe("'Histórico' in 'Detalhes do pedido'", () => {
  it('reads each change in Portuguese with its date, time and person, oldest first', async () => {
    open([
      entry({ fromStatusLabel: 'Recebido', toStatusLabel: 'Em Separação' }),
      entry({ kind: 'PICKER_ASSIGNED', staffName: 'Bruno Lima', at: '2026-03-10T15:00:01Z' }),
      entry({ kind: 'ITEM_MISSING', itemId: ITEM_ID, at: '2026-03-10T15:10:00Z' }),
      entry({ kind: 'INVOICED', invoiceNumber: '5001', at: '2026-03-10T16:00:00Z' }),
      entry({ kind: 'STATUS_CHANGED', orderId: '501', fromStatusLabel: 'Conferência', toStatusLabel: 'Faturamento', at: '2026-03-10T16:00:00Z' }),
      entry({ kind: 'PUSH_SENT', pushTitle: 'Pedido em separação', actor: null, at: '2026-03-10T16:01:00Z' }),
      entry({ kind: 'LOYALTY_REGISTERED', coupon: '9911', at: '2026-03-11T02:30:00Z' }),
    ]);
    const section = await lines();
    const items = await section.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '10/03/2026 12:00Status: Recebido → Em SeparaçãoSabrina Subgerente',
      '10/03/2026 12:00Separador: Bruno LimaSabrina Subgerente',
      '10/03/2026 12:10Item em falta: Arroz Tipo 1 5kgSabrina Subgerente',
      '10/03/2026 13:00Enviado para faturamento: orçamento 5001Sabrina Subgerente',
      '10/03/2026 13:00Status: Conferência → Faturamento (Pedido adicional 501)Sabrina Subgerente',
      '10/03/2026 13:01Notificação enviada: Pedido em separação',
      '10/03/2026 23:30Compra registrada no Cresce Vendas (cupom 9911)Sabrina Subgerente',
    ]);
    expect(section.getAllByRole('listitem')[0].querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-10T15:00:00Z');
  });

  it('names nobody the gateway did not name, and says when nothing was recorded', async () => {
    open([entry({ kind: 'DELIVERYMAN_ASSIGNED', actor: null })]);
    expect((await (await lines()).findByRole('listitem')).textContent).toBe('10/03/2026 12:00Entregador definido');
    cleanup();
    open([]);
    expect(await (await lines()).findByText('Nenhuma alteração registrada neste pedido.')).toBeTruthy();
  });

  it("names a change made outside the panel 'fora do painel' and a scheduled push 'agendado'", async () => {
    open([
      entry({ kind: 'STATUS_CHANGED', origin: 'OUTSIDE', actor: null, fromStatusLabel: 'Recebido', toStatusLabel: 'Cancelado' }),
      entry({ kind: 'PUSH_SENT', origin: 'SCHEDULED', actor: null, pushTitle: 'Avalie seu pedido', at: '2026-03-10T17:00:00Z' }),
    ]);
    const items = await (await lines()).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '10/03/2026 12:00Status: Recebido → Canceladofora do painel',
      '10/03/2026 14:00Notificação enviada: Avalie seu pedidoagendado',
    ]);
  });

  it("is read again after the dialog marks an item 'Em Falta'", async () => {
    const toggled = {
      request: { query: SetOrderItemMissingMutation, variables: { itemId: ITEM_ID, missing: true } },
      result: { data: { setOrderItemMissing: { __typename: 'OrderItem', id: ITEM_ID, missing: true } } },
    };
    open([], [toggled, historyAnswer([entry({ kind: 'ITEM_MISSING', itemId: ITEM_ID })])]);
    const section = await lines();
    await section.findByText('Nenhuma alteração registrada neste pedido.');
    fireEvent.click(screen.getByRole('button', { name: 'Em Falta: Arroz Tipo 1 5kg' }));
    expect(await section.findByText('Item em falta: Arroz Tipo 1 5kg')).toBeTruthy();
  });

  it('is left out of the printed order', async () => {
    open([entry({ fromStatusLabel: 'Recebido', toStatusLabel: 'Em Separação' })]);
    await (await lines()).findByText('Status: Recebido → Em Separação');
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    fireEvent.click(await screen.findByText('Pedido Completo'));
    await vi.waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain('500');
    expect(printed[0]).not.toContain('Histórico');
    expect(printed[0]).not.toContain('Recebido →');
  });
});
