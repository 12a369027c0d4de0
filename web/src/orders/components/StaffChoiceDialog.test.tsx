// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffChoiceDialog } from './StaffChoiceDialog';

afterEach(cleanup);

describe('StaffChoiceDialog', () => {
  it('Enter on the list confirms the chosen person; without a choice it asks for one', () => {
    const onSubmit = vi.fn();
    render(
      <StaffChoiceDialog
        open
        title="Escolha um Entregador"
        label="Entregador"
        options={[{ id: '8', name: 'Ana Entrega' }]}
        loadingOptions={false}
        loading={false}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const list = screen.getByLabelText<HTMLSelectElement>('Entregador');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Campo Obrigatório')).toBeTruthy();
    fireEvent.change(list, { target: { value: '8' } });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('8');
  });
});
