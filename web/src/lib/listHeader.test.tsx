// @vitest-environment jsdom
// A list's title bar says when a filter narrows the list, and clears it in one click.
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

  it('says nothing without a filter', () => {
    render(<ListHeader title="Pedidos" labels={labels} onReload={() => undefined} onOpenFilter={() => undefined} activeFilter={null} />);
    expect(screen.queryByText(/Filtro ativo/)).toBeNull();
  });
});
