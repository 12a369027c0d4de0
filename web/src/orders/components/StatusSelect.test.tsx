// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusSelect } from './StatusSelect';

afterEach(cleanup);

const options = [
  { status: 'F' as const, label: 'Faturamento' },
  { status: 'E' as const, label: 'Aguardando Retirada' },
  { status: 'X' as const, label: 'Cancelado' },
];

describe('StatusSelect', () => {
  it("draws the gateway's options with their labels, named for its order, and reports the chosen status", () => {
    const onChange = vi.fn();
    render(<StatusSelect orderId="72" canChange status="F" options={options} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status do pedido 72' });
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['F', 'Faturamento'],
      ['E', 'Aguardando Retirada'],
      ['X', 'Cancelado'],
    ]);
    expect(select.value).toBe('F');
    fireEvent.change(select, { target: { value: 'E' } });
    expect(onChange).toHaveBeenCalledWith('E');
  });

  it("is locked on an additional order's row for those who may change the main one", () => {
    render(<StatusSelect orderId="73" additional canChange status="F" options={options} disabled />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status do pedido adicional 73' }).disabled).toBe(true);
  });

  it('is text for users who may not change statuses (types 4 and 7), on either row', () => {
    const { container } = render(
      <>
        <StatusSelect orderId="72" canChange={false} status="E" options={options} />
        <StatusSelect orderId="73" additional canChange={false} status="E" options={options} disabled />
      </>,
    );
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect([...container.querySelectorAll('.orders-status-text')].map((node) => node.textContent)).toEqual(['Aguardando Retirada', 'Aguardando Retirada']);
  });
});
