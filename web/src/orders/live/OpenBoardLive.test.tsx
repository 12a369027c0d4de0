// @vitest-environment jsdom
// 'Pedidos em Aberto' on live events (docs/areas/integrations.md#live-updates), against mocked GraphQL answers and
// pushed events: a row changes in place without a call, a new order refetches once and shows the new-order cue, a
// finished one leaves without the cue (also when it comes by its id alone, the user not allowed to read it); no poll
// while live, the 15 s poll and the warning while lost, one refetch when back; the overdue flag; the alerts switch (off
// by default, remembered per user, permission asked, a notification per new order).
import { act, cleanup, fireEvent, render, screen, waitFor, within, configure } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenOrdersQuery } from '../queries';
import { OpenOrdersPage } from '../views/OpenOrdersPage';
import { setLiveState } from '../../kernel/liveState';
import { liveTestClient, watchAnswer } from './liveTesting';
import { ALERTS_LABEL } from './LiveBar';

// A membership change refetches after 250 ms plus up to 750 ms of jitter (useLiveEvents.ts): more than Testing
// Library's default 1 s wait allows on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/toaster', () => ({ showToast: async () => 'key' }));
const session = vi.hoisted(() => ({
  me: {
    type: 1,
    branch: 17,
    branchBound: true,
    pages: ['pedido'],
    actions: ['CHANGE_ORDER_STATUS', 'SEE_ORDER_STAFF'],
    user: { id: '21', matricula: '1001', name: 'Ana' },
  },
}));
vi.mock('../../kernel/session', () => ({ useSession: () => session }));

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function row(id: string, patch: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id,
    status: 'R',
    statusLabel: 'Recebido',
    type: 'E',
    placedAt: '2026-11-20T15:00:00.000Z',
    deliveryDate: daysFromNow(1),
    total: '50.00',
    separatedTotal: null,
    amounts: { __typename: 'OrderAmounts', toCharge: '50.00', toChargeFrom: 'ORDERED' },
    note: null,
    firstPurchase: false,
    hasLimitedItems: false,
    hasButcheryItems: false,
    customer: { __typename: 'Customer', id: `c${id}`, name: `Cliente ${id}` },
    address: null,
    deliveryWindow: { __typename: 'DeliveryWindow', id: '1', start: '08:00', end: '10:00' },
    branch: { __typename: 'Branch', code: 17, name: 'Loja Centro' },
    picker: null,
    deliveryman: null,
    workflow: null,
    statusOptions: [{ __typename: 'StatusOption', status: 'R', label: 'Recebido', kind: 'CURRENT', message: null, progress: null }],
    invoiceResend: null,
    additionalOrders: [],
    ...patch,
  };
}

const page = (items: ReturnType<typeof row>[], total = items.length): MockLink.MockedResponse => ({
  request: { query: OpenOrdersQuery, variables: { filter: { statuses: ['R', 'S', 'P', 'C', 'F', 'E'] }, page: 1 } },
  result: { data: { openOrders: { __typename: 'OpenOrderPage', total, customerNotFound: null, items } } },
});

const event = (kind: string, order: ReturnType<typeof row>) => ({
  result: { data: { orderEvents: { __typename: 'OrderEvent', kind, at: '2026-11-26T12:00:00.000Z', orderId: order.id, order } } },
});
/** A finished order the user may not read (type 7 without 'Pedidos Concluídos'/'Cancelados'): its id alone. */
const goneEvent = (kind: 'COMPLETED' | 'CANCELLED', orderId: string) => ({
  result: { data: { orderEvents: { __typename: 'OrderEvent', kind, at: '2026-11-26T12:00:00.000Z', orderId, order: null } } },
});

function renderBoard(mocks: MockLink.MockedResponse[], watch = watchAnswer()) {
  const wiring = liveTestClient(mocks, watch);
  const router = createMemoryRouter([{ path: '*', element: <OpenOrdersPage /> }], { initialEntries: ['/dashboard/pedido/'] });
  render(
    <ApolloProvider client={wiring.client}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </ApolloProvider>,
  );
  const pollInterval = () => [...wiring.client.getObservableQueries('active').values()].find((q) => q.queryName === 'OpenOrders')?.options.pollInterval;
  return { ...wiring, pollInterval };
}

const rowOf = (id: string) => screen.getByText(`Cliente ${id}`).closest('tr')!;

beforeEach(() => {
  setLiveState('live');
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  setLiveState('idle');
});

describe('Pedidos em Aberto, live', () => {
  it('says it is live, does not poll, and redraws a row from its event without a call', async () => {
    const board = renderBoard([page([row('40'), row('41')])]);
    await screen.findByText('Cliente 40');
    expect(screen.getByText('Ao vivo')).toBeTruthy();
    expect(board.pollInterval() ?? 0).toBe(0);
    act(() =>
      board.events.simulateResult(
        event('ASSIGNED', row('40', { status: 'S', statusLabel: 'Em Separação', picker: { __typename: 'StaffMember', id: '3', name: 'João' } })),
      ),
    );
    await waitFor(() => expect(within(rowOf('40')).getByText('Separador: João')).toBeTruthy());
    expect(board.sent('OpenOrders')).toBe(1);
  });

  it("says it updates periodically, not 'Ao vivo', when the gateway polls for outside orders; events still redraw rows", async () => {
    const board = renderBoard([page([row('40')])], watchAnswer(false, 10));
    await screen.findByText('Cliente 40');
    expect(await screen.findByText('Atualização periódica (a cada 10 s)')).toBeTruthy();
    expect(screen.queryByText('Ao vivo')).toBeNull();
    // The socket brings the gateway's events as before: no poll of the page itself.
    expect(board.pollInterval() ?? 0).toBe(0);
    act(() =>
      board.events.simulateResult(
        event('ASSIGNED', row('40', { status: 'S', statusLabel: 'Em Separação', picker: { __typename: 'StaffMember', id: '3', name: 'João' } })),
      ),
    );
    await waitFor(() => expect(within(rowOf('40')).getByText('Separador: João')).toBeTruthy());
    expect(board.sent('OpenOrders')).toBe(1);
  });

  it('a new order refetches the page once and is flagged new; a finished one leaves without the cue', async () => {
    const board = renderBoard([page([row('40'), row('41')]), page([row('40'), row('41'), row('42')]), page([row('40'), row('42')])]);
    await screen.findByText('Cliente 40');
    act(() => board.events.simulateResult(event('CREATED', row('42'))));
    await screen.findByText('Cliente 42');
    expect(within(rowOf('42')).getByText('Novo')).toBeTruthy();
    expect(screen.getByText('1 novo(s) pedido(s)')).toBeTruthy();
    expect(board.sent('OpenOrders')).toBe(2);

    act(() => board.events.simulateResult(event('COMPLETED', row('41', { status: 'V', statusLabel: 'Concluído' }))));
    await waitFor(() => expect(screen.queryByText('Cliente 41')).toBeNull());
    expect(board.sent('OpenOrders')).toBe(3);
    expect(screen.getByText('1 novo(s) pedido(s)')).toBeTruthy();
  });

  it('a finished order that comes by its id alone (order null) leaves the board', async () => {
    const board = renderBoard([page([row('40'), row('41')]), page([row('40')])]);
    await screen.findByText('Cliente 41');
    act(() => board.events.simulateResult(goneEvent('CANCELLED', '41')));
    await waitFor(() => expect(screen.queryByText('Cliente 41')).toBeNull());
    expect(screen.getByText('Cliente 40')).toBeTruthy();
    expect(board.sent('OpenOrders')).toBe(2);
  });

  it('while the socket is lost it says so and polls every 15 s; back live it stops polling and refetches once', async () => {
    const board = renderBoard([page([row('40')]), page([row('40'), row('43')])]);
    await screen.findByText('Cliente 40');
    act(() => setLiveState('lost'));
    expect(await screen.findByText('Atualização ao vivo indisponível — atualizando a cada 15 s')).toBeTruthy();
    expect(screen.queryByText('Ao vivo')).toBeNull();
    await waitFor(() => expect(board.pollInterval()).toBe(15_000));
    act(() => setLiveState('live'));
    await screen.findByText('Cliente 43');
    expect(board.sent('OpenOrders')).toBe(2);
    expect(board.pollInterval() ?? 0).toBe(0);
    expect(screen.getByText('Ao vivo')).toBeTruthy();
  });

  it("flags an order whose delivery window passed, before it went out or while in 'Entrega': 'Atrasado', with since when", async () => {
    renderBoard([
      page([row('40', { deliveryDate: daysFromNow(-2) }), row('41'), row('44', { status: 'E', statusLabel: 'Em Entrega', deliveryDate: daysFromNow(-2) })]),
    ]);
    await screen.findByText('Cliente 40');
    expect(within(rowOf('40')).getByRole('img', { name: /^Atrasado desde \d\d\/\d\d\/\d{4} 10:00/ })).toBeTruthy();
    expect(within(rowOf('41')).queryByText('Atrasado')).toBeNull();
    expect(within(rowOf('44')).getByRole('img', { name: /^Atrasado desde .*ainda não foi concluído\.$/ })).toBeTruthy();
  });
});

describe('alerts for new orders', () => {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  beforeEach(() => {
    shown.length = 0;
    requestPermission.mockClear();
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = async () => {
        FakeNotification.permission = await requestPermission();
        return FakeNotification.permission;
      };
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, options });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are off by default; switched on they ask permission, are remembered for this user, and notify new orders of the branch', async () => {
    const board = renderBoard([page([row('40')]), page([row('40'), row('45')]), page([row('40'), row('45')])]);
    await screen.findByText('Cliente 40');
    const toggle = screen.getByRole('switch', { name: ALERTS_LABEL }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    act(() => board.events.simulateResult(event('CREATED', row('45'))));
    await screen.findByText('Cliente 45');
    expect(shown).toEqual([]);

    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('painel:alertas-novos-pedidos:21')).toBe('sim');

    act(() => board.events.simulateResult(event('CREATED', row('46'))));
    act(() => board.events.simulateResult(event('CREATED', row('47', { branch: { __typename: 'Branch', code: 18, name: 'Loja Norte' } }))));
    await waitFor(() => expect(shown.map((each) => each.title)).toEqual(['Novo pedido 46']));
    expect(shown[0].options?.tag).toBe('novo-pedido-46');
  });

  it('a user who switched them on finds them on; another user of this browser does not', async () => {
    window.localStorage.setItem('painel:alertas-novos-pedidos:21', 'sim');
    renderBoard([page([row('40')])]);
    await screen.findByText('Cliente 40');
    expect((screen.getByRole('switch', { name: ALERTS_LABEL }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    session.me.user.id = '22';
    try {
      renderBoard([page([row('40')])]);
      await screen.findByText('Cliente 40');
      expect((screen.getByRole('switch', { name: ALERTS_LABEL }) as HTMLInputElement).checked).toBe(false);
    } finally {
      session.me.user.id = '21';
    }
  });
});
