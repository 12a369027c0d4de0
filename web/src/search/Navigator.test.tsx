// @vitest-environment jsdom
// The navigator against mocked GraphQL answers, driven by the keyboard: Ctrl+K and '/' open it ('/' not while
// typing in a field), the typed text is asked once it settles, arrows move the active hit, Enter opens it through
// the router (a new history entry, so Back returns), Esc closes, 'Nenhum resultado', and no axe violation.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Navigator } from './Navigator';
import { SearchQuery } from './queries';
import { NAVIGATOR_LIMIT, NAVIGATOR_TEXTS } from './texts';

const hit = (kind: string, title: string, url: string, subtitle: string | null = null) => ({ __typename: 'SearchHit' as const, kind, title, subtitle, url });
const answer = (text: string, hits: ReturnType<typeof hit>[]): MockLink.MockedResponse => ({
  request: { query: SearchQuery, variables: { text, limit: NAVIGATOR_LIMIT } },
  result: { data: { search: hits } },
});

function Where() {
  const location = useLocation();
  return (
    <div data-testid="where" data-navigation={useNavigationType()}>
      {location.pathname + location.search}
    </div>
  );
}

function renderNavigator(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/dashboard/']}>
        <label>
          Campo
          <input type="text" data-testid="field" />
        </label>
        <Navigator />
        <Where />
      </MemoryRouter>
    </MockedProvider>,
  );
}

// The dialog's chunk is loaded on first open: slow on a loaded machine.
const combobox = () => screen.findByRole('combobox', { name: NAVIGATOR_TEXTS.placeholder }, { timeout: 10_000 });

afterEach(cleanup);

describe('navigator', () => {
  it('Ctrl+K opens it; arrows choose, Enter opens the hit through the router and closes', async () => {
    renderNavigator([
      answer('1234', [
        hit('ORDER', 'Pedido 1234', '/dashboard/pedido/?pedido=1234', 'Maria Souza · Filial 17'),
        hit('PRODUCT', 'ARROZ', '/dashboard/produto/?filial=17&codigo=1234', 'Código 1234'),
      ]),
    ]);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const box = await combobox();
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: '1234' } });
    expect(screen.getByRole('status').textContent).toContain(NAVIGATOR_TEXTS.searching);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pedido 1234Maria Souza · Filial 17', 'ARROZCódigo 1234']);
    expect(
      screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Pedidos', 'Produtos']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');

    const results = (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations;
    expect(results.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toContain('/dashboard/produto/?filial=17&codigo=1234');
    expect(screen.getByTestId('where').getAttribute('data-navigation')).toBe('PUSH');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("'/' opens it outside a text field only; Esc closes; an empty answer says 'Nenhum resultado'", async () => {
    renderNavigator([answer('zzz', [])]);
    const field = screen.getByTestId('field');
    field.focus();
    fireEvent.keyDown(field, { key: '/' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.keyDown(document.body, { key: '/' });
    const box = await combobox();
    fireEvent.change(box, { target: { value: 'z' } });
    expect(screen.getByRole('status').textContent).toContain(NAVIGATOR_TEXTS.typeMore);
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(NAVIGATOR_TEXTS.noResults));
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(screen.getByTestId('where').textContent).toContain('/dashboard/');
  });

  it('draws each kind under its heading, in the order answered, the active hit counted across the groups', async () => {
    renderNavigator([
      answer('maria', [
        hit('CUSTOMER', 'Maria Souza', '/dashboard/cliente/?cliente=9', 'CPF 481.240.513-05'),
        hit('CUSTOMER', 'Maria Lima', '/dashboard/cliente/?cliente=10'),
        hit('EMPLOYEE', 'Maria Pereira', '/dashboard/funcionario/?matricula=2003&detalhes=3', 'Matrícula 2003'),
      ]),
    ]);
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await combobox();
    fireEvent.change(box, { target: { value: 'maria' } });
    const clientes = await screen.findByRole('group', { name: 'Clientes' });
    const staff = screen.getByRole('group', { name: 'Funcionários' });
    expect(
      within(clientes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Maria SouzaCPF 481.240.513-05', 'Maria Lima']);
    expect(
      within(staff)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Maria PereiraMatrícula 2003']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(staff).getByRole('option').id);
    const results = (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations;
    expect(results.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('says no customer has a CPF so begun when a partial one with dots finds nothing', async () => {
    renderNavigator([answer('481.240', [])]);
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await combobox();
    fireEvent.change(box, { target: { value: '481.240' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${NAVIGATOR_TEXTS.noResults}. ${NAVIGATOR_TEXTS.partialCpf}`));
  });
});
