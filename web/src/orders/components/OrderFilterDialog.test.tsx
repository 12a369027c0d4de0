// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpfDigits } from '../filters';
import { OrderFilterDialog } from './OrderFilterDialog';
import { loadDateTimeFields } from '../../lib/loadDateTimeFields';

// The fields' code, loaded on first show in the app (lib/lazyField.tsx), loaded here as the file loads: under no
// hook's timeout, however busy the machine.
await loadDateTimeFields();

afterEach(cleanup);

describe("'Filtrar Pedidos' CPF", () => {
  it('keeps the digits of a CPF pasted as the panel shows it (the punctuation goes first, then the limit)', () => {
    const onSubmit = vi.fn();
    render(<OrderFilterDialog open title="Filtro de Pedidos Concluídos" value={{ from: '', to: '', cpf: '' }} onClose={() => undefined} onSubmit={onSubmit} />);
    const field = screen.getByLabelText<HTMLInputElement>('CPF do cliente');
    // A browser cuts what is pasted to maxLength before any handler runs: the field must not have one under 14.
    expect(field.maxLength === -1 || field.maxLength >= '529.982.247-25'.length).toBe(true);
    fireEvent.change(field, { target: { value: '529.982.247-25' } });
    expect(field.value).toBe('52998224725');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledWith({ from: '', to: '', cpf: '52998224725' });
  });

  it('cpfDigits strips before it limits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits(' 529 982 247 25 99')).toBe('52998224725');
  });
});

describe("'Filtrar Pedidos' days", () => {
  it("blocks 'Buscar' with the field's message while a day is one the field refuses (the day before is not sent)", () => {
    const onSubmit = vi.fn();
    render(
      <OrderFilterDialog
        open
        title="Filtro de Pedidos Concluídos"
        value={{ from: '2026-10-01', to: '', cpf: '' }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const from = screen.getByLabelText<HTMLInputElement>('Data inicial');
    fireEvent.focus(from);
    fireEvent.change(from, { target: { value: '31/11/2026' } });
    fireEvent.blur(from);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Data inválida').length).toBeGreaterThan(0);
  });
});
