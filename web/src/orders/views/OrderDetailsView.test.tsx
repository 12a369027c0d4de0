// @vitest-environment jsdom
// The order details dialog against mocked GraphQL answers: an id that is no order says so, picker and deliveryman
// only for users who may see them, 'Em Falta' / 'Retornar' only where the gateway's itemsLockedReason allows (each
// named after its item), and '1 item' in the singular.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailsQuery } from '../details';
import { OrderHistoryQuery } from '../history';
import { makeItem, makeOrderHeader } from '../testData';
import type { DetailItem } from '../items';
import { OrderDetailsView } from './OrderDetailsView';

vi.mock('../../lib/toaster', () => ({ showToast: async () => 'key' }));

afterEach(cleanup);

const item = (patch: Partial<DetailItem> = {}) => {
  const { substitutes: _substitutes, product, ...rest } = makeItem(patch);
  const typedProduct = {
    __typename: 'OrderProduct' as const,
    ...product,
    section: product.section && { __typename: 'ProductSection' as const, ...product.section },
  };
  return { __typename: 'OrderItem' as const, ...rest, product: typedProduct, substitutes: [] };
};

interface Cancellation {
  date: string;
  reason: string;
  cancelledBy: string | null;
}

function orderAnswer(items: ReturnType<typeof item>[], patch: { itemsLockedReason?: string | null; staff?: boolean; cancellation?: Cancellation } = {}) {
  const header = makeOrderHeader({ itemCount: items.length });
  return {
    __typename: 'Order' as const,
    ...header,
    customer: { __typename: 'Customer' as const, ...header.customer },
    branch: { __typename: 'Branch' as const, ...header.branch },
    paymentMethod: { __typename: 'OrderPaymentMethod' as const, ...header.paymentMethod! },
    deliveryWindow: { __typename: 'DeliveryWindow' as const, ...header.deliveryWindow! },
    address: { __typename: 'Address' as const, ...header.address! },
    // What the gateway answers a user without SEE_ORDER_STAFF: null, whoever picked and delivered.
    picker: patch.staff === false ? null : { __typename: 'StaffMember' as const, id: '3', name: 'João Separa' },
    deliveryman: patch.staff === false ? null : { __typename: 'StaffMember' as const, id: '4', name: 'Raul Entrega' },
    itemsLockedReason: patch.itemsLockedReason ?? null,
    cancellation: patch.cancellation ? { __typename: 'Cancellation' as const, id: '31', ...patch.cancellation } : null,
    items: { __typename: 'OrderItemPage' as const, total: items.length, items },
  };
}

const details = (id: string, order: ReturnType<typeof orderAnswer> | null): MockLink.MockedResponse => ({
  request: { query: OrderDetailsQuery, variables: { id } },
  result: { data: { order } },
});

// The 'Histórico' section asks on its own (OrderHistoryView.test.tsx checks it): here an order without changes.
const noHistory = (id: string): MockLink.MockedResponse => ({
  request: { query: OrderHistoryQuery, variables: { id } },
  result: { data: { order: { __typename: 'Order' as const, id, history: [] } } },
});

function open(id: string, mocks: MockLink.MockedResponse[], showStaff = true) {
  return render(
    <MockedProvider mocks={[...mocks, noHistory(id)]}>
      <OrderDetailsView orderId={id} showStaff={showStaff} onClose={() => undefined} />
    </MockedProvider>,
  );
}

describe('OrderDetailsView', () => {
  it('says that an order that does not exist (or is of another branch) was not found, not an empty frame', async () => {
    open('99999', [details('99999', null)]);
    expect(await screen.findByText('Pedido 99999 não encontrado.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Pedido não encontrado' })).toBeTruthy();
    expect(screen.queryByText('Itens do Pedido')).toBeNull();
  });

  it('leaves picker and deliveryman out for users who may not see them, instead of showing "-"', async () => {
    open('500', [details('500', orderAnswer([item()], { staff: false }))], false);
    await screen.findByText('Pedido 500');
    expect(screen.queryByText('Separador')).toBeNull();
    expect(screen.queryByText('Entregador')).toBeNull();
    cleanup();
    open('500', [details('500', orderAnswer([item()]))], true);
    await screen.findByText('Pedido 500');
    expect(screen.getByText('João Separa')).toBeTruthy();
    expect(screen.getByText('Raul Entrega')).toBeTruthy();
  });

  it("offers 'Em Falta' / 'Retornar' named after each item while the order's items can change, in the singular for one item", async () => {
    open('500', [details('500', orderAnswer([item()]))]);
    await screen.findByText('Pedido 500');
    expect(screen.getByText('1 item')).toBeTruthy();
    const first = screen.getByRole('button', { name: /^Em Falta: Produto \d+$/ });
    expect(first.textContent).toBe('Em Falta');
    cleanup();
    open('500', [details('500', orderAnswer([item(), item({ missing: true })]))]);
    await screen.findByText('Pedido 500');
    expect(screen.getByText('2 itens')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Em Falta: Produto/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Retornar: Produto/ })).toHaveLength(1);
  });

  it('draws no toggle on an order the gateway says is locked, and says why', async () => {
    const reason = 'Não é possível alterar os itens de um pedido cancelado.';
    open('500', [details('500', orderAnswer([item(), item({ missing: true })], { itemsLockedReason: reason }))]);
    await screen.findByText('Pedido 500');
    await waitFor(() => expect(screen.getByText(reason)).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Em Falta/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Retornar/ })).toBeNull();
  });

  it('gives every product name its whole text as tooltip (cut at 1024 px), the picking note after it', async () => {
    const long = 'Feijão Carioca Tipo 1 Premium Selecionado Grãos Nobres Pacote Econômico 5kg';
    open('510', [details('510', orderAnswer([item({ product: { ...makeItem().product, description: long } }), item({ pickingNote: 'Sem glúten' })]))]);
    const cut = (await screen.findByText(long, { exact: false })).closest('[role="cell"]')!;
    expect(cut.getAttribute('title')).toBe(long);
    const noted = screen.getAllByRole('cell').find((cell) => cell.getAttribute('title')?.endsWith('Observação: Sem glúten'));
    expect(noted?.getAttribute('title')).toMatch(/^Produto \d+ — Observação: Sem glúten$/);
  });

  it('makes the item box taller from 25 items: a screen tall, not as tall as a few rows', async () => {
    const heightOf = async (count: number, id: string) => {
      open(id, [details(id, orderAnswer(Array.from({ length: count }, () => item())))]);
      await screen.findAllByText(/^Produto \d+$/);
      const viewport = document.querySelector<HTMLElement>('.order-items-viewport')!;
      const height = Number.parseInt(viewport.style.height, 10);
      cleanup();
      return height;
    };
    const room = Math.max(240, window.innerHeight - 200);
    expect(await heightOf(5, '511')).toBe(6 * 36); // five items under their section row
    expect(await heightOf(30, '512')).toBe(room);
    expect(room).toBeGreaterThan(6 * 36);
  });

  it("shows a cancelled order's cancellation: when, why and who", async () => {
    const cancellation = { date: '2026-03-10T17:45:00Z', reason: 'Cliente desistiu', cancelledBy: 'Sabrina Subgerente' };
    open('500', [details('500', orderAnswer([item()], { cancellation }))]);
    const block = await screen.findByRole('region', { name: 'Cancelamento' });
    expect(block.textContent).toBe('CancelamentoData10/03/2026 14:45:00MotivoCliente desistiuCancelado porSabrina Subgerente');
    cleanup();
    open('500', [details('500', orderAnswer([item()]))]);
    await screen.findByText('Pedido 500');
    expect(screen.queryByRole('region', { name: 'Cancelamento' })).toBeNull();
  });
});
