// @vitest-environment jsdom
// 'Produtos' list texts: a search the person asks for says 'Produto(s) encontrado(s) com sucesso' (or 'Nenhum
// produto encontrado'), a failed one 'Erro ao atualizar produtos: ', while a first load's failure keeps 'Erro ao
// carregar produtos: ' and a first load that works says nothing.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCatalogueQuery, ProductsQuery } from '../queries';
import { branchesAnswer, listAnswer, product, renderPage } from './productsPageFixtures';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));
const session = vi.hoisted(() => ({ me: { type: 1, branch: null as number | null, branchBound: false, actions: [] as string[] } }));
vi.mock('../../kernel/session', () => ({ useSession: () => session }));

const catalogue: MockLink.MockedResponse = {
  request: { query: ProductCatalogueQuery },
  result: { data: { productCatalogue: [{ __typename: 'CatalogueSection', id: '1', description: 'Mercearia', categories: [] }] } },
  maxUsageCount: 5,
};
const messages = () => toasts.map((t) => `${t.intent}: ${String(t.message)}`);

async function searchFor(description: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Filtrar Produtos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filtros de Produtos' });
  fireEvent.change(within(dialog).getByLabelText('Descrição'), { target: { value: description } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
}

beforeEach(() => {
  toasts.splice(0);
  session.me = { type: 1, branch: null, branchBound: false, actions: ['EDIT_PRODUCT'] };
});
afterEach(cleanup);

describe('ProductsPage search texts', () => {
  it("says 'Produto(s) encontrado(s) com sucesso' after a search, again for the same search, and not on the first load", async () => {
    const arroz = listAnswer({ branch: 17, description: 'arroz' }, 1, 1, [product(2, { description: 'ARROZ' })]);
    renderPage([branchesAnswer, catalogue, listAnswer({ branch: 17 }, 1, 1, [product(1)]), arroz, { ...arroz }], '/dashboard/produto/?filial=17');
    expect(await screen.findByText('PRODUTO 1')).toBeTruthy();
    expect(messages()).toEqual([]);
    await searchFor('arroz');
    expect(await screen.findByText('ARROZ')).toBeTruthy();
    await waitFor(() => expect(messages()).toEqual(['success: Produto(s) encontrado(s) com sucesso']));
    await searchFor('arroz');
    await waitFor(() => expect(messages()).toEqual(['success: Produto(s) encontrado(s) com sucesso', 'success: Produto(s) encontrado(s) com sucesso']));
  });

  it("says 'Nenhum produto encontrado' for an empty search and 'Erro ao atualizar produtos: ' for a failed one", async () => {
    renderPage(
      [
        branchesAnswer,
        catalogue,
        listAnswer({ branch: 17 }, 1, 1, [product(1)]),
        listAnswer({ branch: 17, description: 'nada' }, 1, 0, []),
        { request: { query: ProductsQuery, variables: { filter: { branch: 17, description: 'falha' }, page: 1 } }, error: new Error('API fora do ar') },
      ],
      '/dashboard/produto/?filial=17',
    );
    expect(await screen.findByText('PRODUTO 1')).toBeTruthy();
    await searchFor('nada');
    await waitFor(() => expect(messages()).toEqual(['warning: Nenhum produto encontrado']));
    await searchFor('falha');
    await waitFor(() => expect(messages()).toContain('danger: Erro ao atualizar produtos: API fora do ar'));
    expect(messages().some((m) => m.includes('Erro ao carregar produtos'))).toBe(false);
  });

  it("says a filter is active and clears it in one click ('Limpar filtro')", async () => {
    renderPage(
      [branchesAnswer, catalogue, listAnswer({ branch: 17, onOfferOnly: true }, 1, 1, [product(2)]), listAnswer({ branch: 17 }, 1, 1, [product(1)])],
      '/dashboard/produto/?filial=17&oferta=1',
    );
    expect(await screen.findByText('PRODUTO 2')).toBeTruthy();
    expect(screen.getByText('Filtro ativo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(await screen.findByText('PRODUTO 1')).toBeTruthy();
    expect(screen.queryByText('Filtro ativo')).toBeNull();
  });
});
