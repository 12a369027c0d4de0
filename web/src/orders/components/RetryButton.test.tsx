// @vitest-environment jsdom
// A failed row's 'Tente Novamente' says why the run failed: described for screen readers, shown as its tooltip.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryButton } from './RetryButton';

afterEach(cleanup);

describe("a failed row's 'Tente Novamente'", () => {
  it('is described by the failure, shows it as a tooltip and resumes on click', () => {
    const onRetry = vi.fn();
    render(<RetryButton orderId="40" reason="Erro ao enviar pedido: o ERP está indisponível (HTTP 500)." onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Tente Novamente' });
    expect(button.getAttribute('aria-describedby')).toBe('orders-retry-reason-40');
    expect(document.getElementById('orders-retry-reason-40')?.textContent).toBe('Erro ao enviar pedido: o ERP está indisponível (HTTP 500).');
    expect(button.getAttribute('title')).toBe('Erro ao enviar pedido: o ERP está indisponível (HTTP 500).');
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says the reason is unknown rather than nothing', () => {
    render(<RetryButton orderId="41" reason={null} onRetry={() => undefined} />);
    expect(document.getElementById('orders-retry-reason-41')?.textContent).toBe('Falha sem motivo informado.');
  });
});
