// @vitest-environment jsdom
// A list's title bar says when a filter narrows the list, and clears it in one click; its cues sit in a row of their
// own that is there with or without them (the buttons never move); 'Atualizar' is busy while a reload is unanswered.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListHeader } from './listHeader';

afterEach(cleanup);
const labels = { reload: 'Atualizar Pedidos', filter: 'Filtrar Pedidos' };

describe('ListHeader', () => {
  it("says 'Filtro ativo' with what it holds, and 'Limpar filtro' clears it", () => {
    const onClear = vi.fn();
    render(
      <ListHeader
        title="Pedidos"
        labels={labels}
        onReload={() => undefined}
        onOpenFilter={() => undefined}
        activeFilter={{ parts: ['CPF 529.982.247-25'], onClear }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Filtro ativo: CPF 529.982.247-25');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('keeps the cues in their own row, there even when empty, apart from the buttons', () => {
    const header = (filter: boolean) =>
      render(
        <ListHeader
          title="Pedidos"
          labels={labels}
          onReload={() => undefined}
          onOpenFilter={() => undefined}
          status={<span role="status">3 novo(s) pedido(s)</span>}
          activeFilter={filter ? { onClear: () => undefined } : null}
        />,
      );
    header(true);
    const cues = screen.getByTestId('list-header-cues');
    expect(cues.textContent).toContain('Filtro ativo');
    expect(cues.textContent).toContain('3 novo(s) pedido(s)');
    expect(cues.contains(screen.getByRole('button', { name: 'Atualizar Pedidos' }))).toBe(false);
    cleanup();
    header(false);
    expect(screen.getByTestId('list-header-cues').className).toBe('list-header-cues');
    expect(screen.getByTestId('list-header-cues').parentElement?.firstElementChild?.contains(screen.getByRole('button', { name: 'Filtrar Pedidos' }))).toBe(
      true,
    );
  });

  it("shows 'Atualizar' busy while the reload is unanswered", () => {
    const { rerender } = render(<ListHeader title="Pedidos" labels={labels} onReload={() => undefined} onOpenFilter={() => undefined} reloading />);
    const button = screen.getByRole('button', { name: 'Atualizar Pedidos' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('.bp6-spinner')).not.toBeNull();
    rerender(<ListHeader title="Pedidos" labels={labels} onReload={() => undefined} onOpenFilter={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Atualizar Pedidos' }).getAttribute('aria-busy')).toBe('false');
  });

  it('says nothing without a filter', () => {
    render(<ListHeader title="Pedidos" labels={labels} onReload={() => undefined} onOpenFilter={() => undefined} activeFilter={null} />);
    expect(screen.queryByText(/Filtro ativo/)).toBeNull();
  });
});
