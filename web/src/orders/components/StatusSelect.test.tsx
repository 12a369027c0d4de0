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
  it("draws the gateway's options with their labels and reports the chosen status", () => {
    const onChange = vi.fn();
    render(<StatusSelect status="F" options={options} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status do pedido');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['F', 'Faturamento'],
      ['E', 'Aguardando Retirada'],
      ['X', 'Cancelado'],
    ]);
    expect(select.value).toBe('F');
    fireEvent.change(select, { target: { value: 'E' } });
    expect(onChange).toHaveBeenCalledWith('E');
  });

  it('is locked without a handler (users without the right, additional orders)', () => {
    render(<StatusSelect status="F" options={options} label="Status do pedido adicional" />);
    expect(screen.getByLabelText<HTMLSelectElement>('Status do pedido adicional').disabled).toBe(true);
  });
});
