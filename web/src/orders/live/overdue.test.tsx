// @vitest-environment jsdom
// The overdue rule and its flag: late once the delivery window's end (São Paulo) has passed while the order is not
// finished (out for delivery included); re-evaluated by the minute clock.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryDeadline, overdueSince } from './overdue';
import { OverdueFlag } from './OverdueFlag';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const window10 = { end: '10:00' };
const at = (iso: string) => new Date(iso).getTime();

describe('overdue', () => {
  it('the deadline is the window’s end on the delivery day in São Paulo (UTC-3), or the day’s end without a window', () => {
    expect(deliveryDeadline({ deliveryDate: '2026-11-24', deliveryWindow: window10 })?.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(deliveryDeadline({ deliveryDate: '2026-11-24', deliveryWindow: null })?.toISOString()).toBe('2026-11-25T02:59:59.000Z');
    expect(deliveryDeadline({ deliveryDate: null, deliveryWindow: window10 })).toBeNull();
  });

  it('late while unfinished (out for delivery too), once the deadline has passed', () => {
    const plan = { deliveryDate: '2026-11-24', deliveryWindow: window10 };
    for (const status of ['R', 'S', 'P', 'C', 'F', 'E'] as const) expect(overdueSince({ ...plan, status }, at('2026-11-24T13:01:00Z'))).not.toBeNull();
    for (const status of ['V', 'X'] as const) expect(overdueSince({ ...plan, status }, at('2026-11-26T13:01:00Z'))).toBeNull();
    expect(overdueSince({ ...plan, status: 'R' }, at('2026-11-24T12:59:00Z'))).toBeNull();
    expect(overdueSince({ ...plan, status: 'R' }, at('2026-11-24T13:00:00Z'))).not.toBeNull();
  });

  it("the flag names itself 'Atrasado' with since when, and appears when the minute clock passes the deadline", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:59:30Z'));
    const order = { status: 'R' as const, deliveryDate: '2026-11-24', deliveryWindow: window10 };
    render(<OverdueFlag order={order} />);
    expect(screen.queryByRole('img', { name: /Atrasado/ })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('img', { name: 'Atrasado desde 24/11/2026 10:00: a janela de entrega passou e o pedido ainda não saiu.' }).textContent).toContain(
      'Atrasado',
    );
  });

  it("an order in 'Entrega' past its window is flagged as not finished yet; a finished one never", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T14:00:00Z'));
    render(<OverdueFlag order={{ status: 'E', deliveryDate: '2026-11-24', deliveryWindow: window10 }} />);
    expect(screen.getByRole('img', { name: 'Atrasado desde 24/11/2026 10:00: a janela de entrega passou e o pedido ainda não foi concluído.' })).toBeTruthy();
    cleanup();
    render(<OverdueFlag order={{ status: 'V', deliveryDate: '2020-01-01', deliveryWindow: window10 }} />);
    expect(screen.queryByRole('img', { name: /Atrasado/ })).toBeNull();
  });
});
