// @vitest-environment jsdom
// Cells of the order lists: the additional order's sub-row of 'Pedidos Cancelados', 'Tente Novamente' on a completed
// order whose workflow stopped, and the 'Primeira compra' trophy.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { CancelledOrdersTable, type CancellationRow } from './CancelledOrdersTable';
import { CompletedOrdersTable, type CompletedOrder } from './CompletedOrdersTable';
import { CustomerCell, type OrderCellsData } from './OrderCells';

afterEach(cleanup);

const customer = { __typename: 'Customer' as const, id: '7', name: 'Maria Souza' };

describe('Pedidos Cancelados', () => {
  it("shows the additional order's cancellation date under 'Data do Cancelamento', not 'Cancelado'", () => {
    const extra = (id: string, cancellation: { date: string; reason: string } | null) => ({
      __typename: 'Order' as const,
      id,
      total: '10.00',
      status: 'X' as const,
      statusLabel: 'Cancelado',
      cancellation: cancellation && { __typename: 'Cancellation' as const, id: `c${id}`, ...cancellation },
      customer,
    });
    const row: CancellationRow = {
      id: 'c1',
      date: '2026-10-05T14:00:00Z',
      reason: 'Cliente desistiu',
      cancelledBy: 'Ana',
      order: {
        id: '100',
        total: '50.00',
        customer,
        workflow: null,
        additionalOrders: [extra('101', null), extra('102', { date: '2026-10-06T09:30:00Z', reason: 'Item esgotado' })],
      },
    };
    render(<CancelledOrdersTable cancellations={[row]} onOpenDetails={vi.fn()} />);
    const sub = (id: string) => screen.getByText(id, { exact: false, selector: 'td' }).closest('tr')!;
    // Followed its main order: the main order's date and reason.
    expect(within(sub('101')).getByText(formatDateTime('2026-10-05T14:00:00Z'))).toBeTruthy();
    expect(within(sub('101')).getByText('Cliente desistiu')).toBeTruthy();
    expect(within(sub('102')).getByText(formatDateTime('2026-10-06T09:30:00Z'))).toBeTruthy();
    expect(within(sub('102')).getByText('Item esgotado')).toBeTruthy();
    expect(screen.queryByText('Cancelado')).toBeNull();
  });

  it("offers 'Tente Novamente' on a cancelled order whose cancellation stopped after its status write", () => {
    const workflow = {
      __typename: 'OrderWorkflow' as const,
      id: '92',
      state: 'FAILED',
      canRetry: true,
      error: { code: 'INTERRUPTED', message: 'Interrompida' },
    };
    const row = {
      id: 'c2',
      date: '2026-10-05T14:00:00Z',
      reason: 'Cliente desistiu',
      cancelledBy: 'Ana',
      order: { id: '200', total: '50.00', customer, workflow, additionalOrders: [] },
    } as unknown as CancellationRow;
    const onRetry = vi.fn();
    render(<CancelledOrdersTable cancellations={[row]} onOpenDetails={vi.fn()} retry={{ retryingId: null, onRetry }} />);
    screen.getByRole('button', { name: 'Tente Novamente' }).click();
    expect(onRetry).toHaveBeenCalledWith('200', '92');
    cleanup();
    render(<CancelledOrdersTable cancellations={[row]} onOpenDetails={vi.fn()} retry={null} />);
    expect(screen.queryByRole('button', { name: 'Tente Novamente' })).toBeNull();
  });
});

describe('Pedidos Concluídos', () => {
  const completed = (workflow: Partial<NonNullable<CompletedOrder['workflow']>> | null) =>
    ({
      id: '506',
      status: 'V',
      statusLabel: 'Concluído',
      type: 'E',
      placedAt: '2026-10-05T14:00:00Z',
      deliveryDate: '2026-10-05',
      total: '50.00',
      separatedTotal: '50.00',
      amounts: { toCharge: '50.00', toChargeFrom: 'INVOICED' },
      note: null,
      firstPurchase: false,
      hasLimitedItems: false,
      hasButcheryItems: false,
      address: null,
      deliveryWindow: null,
      branch: null,
      picker: null,
      deliveryman: null,
      customer,
      ratings: [],
      loyaltyCancelledAt: null,
      additionalOrders: [],
      workflow: workflow && {
        id: '91',
        kind: 'completion',
        state: 'FAILED',
        canRetry: true,
        error: { code: 'INTERRUPTED', message: 'Interrompida' },
        ...workflow,
      },
    }) as unknown as CompletedOrder;
  const table = (order: CompletedOrder, mayRetry = true, onRetry = vi.fn()) =>
    render(
      <CompletedOrdersTable
        orders={[order]}
        show={{ staff: false, branch: false }}
        cancellingId={null}
        onCancelLoyalty={vi.fn()}
        onOpenDetails={vi.fn()}
        retry={mayRetry ? { retryingId: null, onRetry } : null}
      />,
    );

  it("offers 'Tente Novamente' on a 'Concluído' order whose completion stopped after its status write", () => {
    const onRetry = vi.fn();
    const order = completed({});
    table(order, true, onRetry);
    screen.getByRole('button', { name: 'Tente Novamente' }).click();
    expect(onRetry).toHaveBeenCalledWith('506', '91');
  });

  it('offers nothing when the workflow ended well or cannot go on, or to a user who may not change statuses', () => {
    table(completed(null));
    table(completed({ state: 'DONE', canRetry: false }));
    table(completed({ canRetry: false }));
    table(completed({}), false);
    expect(screen.queryByRole('button', { name: 'Tente Novamente' })).toBeNull();
  });
});

describe('Primeira compra', () => {
  it('is named where it takes focus, and nothing focusable is hidden from screen readers', () => {
    const order = { customer, note: null, firstPurchase: true } as unknown as OrderCellsData;
    const { container } = render(<CustomerCell order={order} />);
    const trophy = screen.getByRole('img', { name: 'Primeira compra' });
    expect(trophy.tabIndex).toBe(0);
    for (const hidden of container.querySelectorAll('[aria-hidden="true"]')) {
      expect(hidden.matches('[tabindex]:not([tabindex="-1"]), a, button, input')).toBe(false);
      expect(hidden.querySelector('[tabindex]:not([tabindex="-1"]), a, button, input')).toBeNull();
    }
  });
});
