// @vitest-environment jsdom
// An invoicing held for a check in Winthor: its own dialog says why; type 1 enters the number found there or, behind
// a second question, confirms that nothing is there; everyone else reads who must do it and can only close.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_TEXTS, HeldInvoicingDialog } from './HeldInvoicingDialog';

afterEach(cleanup);

const REASON = 'Erro ao enviar pedido: não foi possível confirmar se o ERP recebeu o pedido 72. Procure no Winthor... O pedido fica retido até lá.';

function renderDialog(props: Partial<Parameters<typeof HeldInvoicingDialog>[0]> = {}) {
  const handlers = { onNumber: vi.fn(), onNoneFound: vi.fn(), onClose: vi.fn() };
  render(<HeldInvoicingDialog open kind="ERP_ORDER" reason={REASON} mayResolve sending={false} {...handlers} {...props} />);
  return handlers;
}

describe('HeldInvoicingDialog', () => {
  it('type 1 enters the budget number found in Winthor (digits only); an empty one is refused here', () => {
    const { onNumber } = renderDialog();
    expect(screen.getByText(HELD_TEXTS.title)).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: HELD_TEXTS.confirmNumber }));
    expect(screen.getByText(HELD_TEXTS.numberMissing)).toBeTruthy();
    expect(onNumber).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(HELD_TEXTS.numberLabel('ERP_ORDER')), { target: { value: '10000-00012a' } });
    fireEvent.click(screen.getByRole('button', { name: HELD_TEXTS.confirmNumber }));
    expect(onNumber).toHaveBeenCalledWith('1000000012');
  });

  it("'nothing in Winthor' asks once more before the send goes again", () => {
    const { onNoneFound } = renderDialog({ kind: 'ERP_CUSTOMER' });
    expect(screen.getByLabelText(HELD_TEXTS.numberLabel('ERP_CUSTOMER'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: HELD_TEXTS.noneFound }));
    expect(screen.getByRole('alert').textContent).toBe(HELD_TEXTS.noneQuestion);
    expect(onNoneFound).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar de novo' }));
    expect(onNoneFound).toHaveBeenCalledTimes(1);
  });

  it("shows the gateway's refusal of the last answer; others than type 1 can only read and close", () => {
    renderDialog({ problem: 'O ERP não confirmou o orçamento 999.' });
    expect(screen.getByText('O ERP não confirmou o orçamento 999.')).toBeTruthy();
    cleanup();
    const { onClose } = renderDialog({ mayResolve: false });
    expect(screen.getByText(HELD_TEXTS.othersMust)).toBeTruthy();
    expect(screen.queryByRole('button', { name: HELD_TEXTS.confirmNumber })).toBeNull();
    // The footer's 'Fechar' (the title bar has its own close button).
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
