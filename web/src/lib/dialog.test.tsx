// @vitest-environment jsdom
// The shared form dialog: after a save the server refused (the dialog stays open), focus is back in the dialog (the
// disabled submit dropped it to the body), so Esc closes it and Enter submits again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDialog, DialogForm } from './dialog';

afterEach(cleanup);

function Harness({ loading, invalid, onClose }: { loading: boolean; invalid: boolean; onClose: () => void }) {
  return (
    <AppDialog isOpen title="Editar" onClose={onClose}>
      <DialogForm submitText="Salvar" loading={loading} onCancel={onClose} onSubmit={() => undefined}>
        <label htmlFor="nome">Nome</label>
        <input id="nome" aria-invalid={invalid || undefined} />
      </DialogForm>
    </AppDialog>
  );
}

describe('DialogForm', () => {
  it.each([
    ['the submit button', false],
    ['the field the server refused', true],
  ])('puts focus back on %s after a refused save, so Esc still closes the dialog', (_, invalid) => {
    const onClose = vi.fn();
    const view = render(<Harness loading={false} invalid={false} onClose={onClose} />);
    view.rerender(<Harness loading invalid={false} onClose={onClose} />);
    // The browser drops the focus of a button that becomes disabled.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(document.activeElement).toBe(document.body);
    view.rerender(<Harness loading={false} invalid={invalid} onClose={onClose} />);
    expect(document.activeElement).toBe(invalid ? screen.getByLabelText('Nome') : screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
