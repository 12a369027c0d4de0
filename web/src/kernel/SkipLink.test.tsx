// @vitest-environment jsdom
// 'Ir para o conteúdo' takes the keyboard to the page's content without touching the URL.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

afterEach(cleanup);

describe("'Ir para o conteúdo'", () => {
  it('is a link to the main content that moves focus there', () => {
    render(
      <>
        <SkipLink />
        <button type="button">Abrir menu</button>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          Pedidos em Aberto
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Ir para o conteúdo' });
    expect(link.getAttribute('href')).toBe('#conteudo');
    const before = window.location.href;
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.href).toBe(before);
  });
});
