// @vitest-environment jsdom
// The product alerts open with focus inside the dialog, on 'Ciente': Enter acknowledges, Esc closes.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductAlertDialog } from './ProductAlertDialog';

afterEach(cleanup);

describe('ProductAlertDialog', () => {
  it("opens with focus on 'Ciente', so Enter acknowledges", async () => {
    const onClose = vi.fn();
    render(<ProductAlertDialog kind="limited" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Alerta - Produtos em Limitação' });
    const ok = screen.getByRole('button', { name: 'Ciente' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.submit(ok.closest('form')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc', async () => {
    const onClose = vi.fn();
    render(<ProductAlertDialog kind="butchery" onClose={onClose} />);
    const ok = screen.getByRole('button', { name: 'Ciente' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    expect(screen.getByRole('alertdialog', { name: 'Alerta - Produtos de Açougue' })).toBeTruthy();
    fireEvent.keyDown(ok, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    expect(onClose).toHaveBeenCalled();
  });
});
