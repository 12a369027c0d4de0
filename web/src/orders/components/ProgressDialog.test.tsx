// @vitest-environment jsdom
// The workflow's progress dialog: a failure offers 'Tente Novamente' when the run may be retried; a run stopped as
// uncertain (its send's answer was lost) shows what to check and resends only after a confirmation that says it again.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressDialog, RESEND_CONFIRM, RESEND_QUESTION, UNCERTAIN_TITLE } from './ProgressDialog';

afterEach(cleanup);

const CHECK = 'Erro ao Cadastrar: não foi possível confirmar se o registro foi gravado (a resposta do servidor se perdeu). Confira a lista.';

function renderDialog(props: Partial<Parameters<typeof ProgressDialog>[0]> = {}) {
  const onRetry = vi.fn();
  const onClose = vi.fn();
  const view = render(<ProgressDialog open progress="Faturando pedido..." canRetry={false} retrying={false} onRetry={onRetry} onClose={onClose} {...props} />);
  return { onRetry, onClose, view };
}

const retryButton = () => screen.queryByRole('button', { name: 'Tente Novamente' });

describe('ProgressDialog', () => {
  it('shows the step while running, with nothing to click', () => {
    renderDialog();
    expect(screen.getByRole('status').textContent).toBe('Faturando pedido...');
    expect(retryButton()).toBeNull();
  });

  it("a retryable failure retries at once; one that is not offers no 'Tente Novamente'", () => {
    const { onRetry, view } = renderDialog({ error: 'Erro ao conectar com a plataforma Cresce Vendas. Tente novamente!', canRetry: true });
    expect(screen.getByText('Falha')).toBeTruthy();
    fireEvent.click(retryButton()!);
    expect(onRetry).toHaveBeenCalledTimes(1);
    view.rerender(<ProgressDialog open progress="" error="Pedido já faturado." canRetry={false} retrying={false} onRetry={onRetry} onClose={vi.fn()} />);
    expect(retryButton()).toBeNull();
  });

  it('an uncertain stop shows what to check; the resend needs a confirmation that restates it', () => {
    const { onRetry } = renderDialog({ error: CHECK, uncertain: true });
    expect(screen.getByText(UNCERTAIN_TITLE)).toBeTruthy();
    expect(screen.getByText(CHECK)).toBeTruthy();
    fireEvent.click(retryButton()!);
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.getByText(RESEND_QUESTION)).toBeTruthy();
    expect(screen.getByText(CHECK)).toBeTruthy();
    expect(screen.getByText(RESEND_CONFIRM)).toBeTruthy();
    // 'Voltar' leaves it unsent; asking again and confirming resends once.
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByText(RESEND_QUESTION)).toBeNull();
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(retryButton()!);
    fireEvent.click(retryButton()!);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('closing forgets the confirmation: the next opening asks again', () => {
    const { onClose, onRetry, view } = renderDialog({ error: CHECK, uncertain: true });
    fireEvent.click(retryButton()!);
    expect(screen.getByText(RESEND_QUESTION)).toBeTruthy();
    // While it asks, the dialog's own close button is the only 'Fechar'.
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.rerender(<ProgressDialog open progress="" error={CHECK} uncertain canRetry={false} retrying={false} onRetry={onRetry} onClose={onClose} />);
    expect(screen.queryByText(RESEND_QUESTION)).toBeNull();
    expect(screen.getByText(UNCERTAIN_TITLE)).toBeTruthy();
  });
});
