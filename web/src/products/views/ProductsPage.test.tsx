// @vitest-environment jsdom
// 'Produtos' against mocked GraphQL answers: the branch warning until one is chosen, the bound user's fixed
// branch, the cards (price display, offer chip and tiers, icons, minimum-stock alert), the wrap-around pager and
// its jump, the filter dialog into the URL, the empty text, and a load failure with its prefix.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCatalogueQuery, ProductRefreshStateQuery, ProductsQuery, RefreshProductMutation } from '../queries';
import { branchesAnswer, eight, listAnswer, offer, product, renderPage, search } from './productsPageFixtures';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));
const session = vi.hoisted(() => ({ me: { type: 1, branch: null as number | null, branchBound: false, actions: [] as string[] } }));
vi.mock('../../kernel/session', () => ({ useSession: () => session }));

beforeEach(() => {
  toasts.splice(0);
  session.me = { type: 1, branch: null, branchBound: false, actions: [] };
});
afterEach(cleanup);

describe('ProductsPage', () => {
  it('warns until a branch is chosen, then shows 8 cards with the card rules', async () => {
    const cards = [
      product(1, {
        onOffer: true,
        offerType: { __typename: 'OfferTypeName', code: 'O', label: 'Oferta' },
        salePrice: '8.50',
        priceDisplay: { __typename: 'ProductPriceDisplay', price: '8.50', struckPrice: '10.00' },
        offers: [offer(1, 'O', 'Oferta', '8.50')],
      }),
      product(2, {
        onOffer: true,
        offerType: { __typename: 'OfferTypeName', code: 'L', label: 'Limitação' },
        offers: [offer(2, 'L', 'Limitação', '9.00', '1', '3'), offer(3, 'L', 'Limitação', '8.00', '4', '10')],
      }),
      product(3, { belowMinimumStock: true, stock: '1', canUpdate: true, outOfLine: true }),
      ...eight(4).slice(0, 5),
    ];
    renderPage([branchesAnswer, listAnswer({ branch: 18 }, 1, 20, cards, 18)]);
    expect(screen.getByText('Selecione a filial para carregar os produtos!')).toBeTruthy();
    expect(screen.getByText('Selecione uma filial para visualizar seus respectivos produtos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filtrar Produtos' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('option', { name: '18 - Bairro' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Filial'), { target: { value: '18' } });
    expect(await screen.findByText('PRODUTO 8')).toBeTruthy();
    expect(search()).toBe('?filial=18');
    expect(screen.getByRole('list', { name: 'Produtos' }).children).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Filtrar Produtos' })).toBeTruthy();
    // Offer type O: the table price struck through next to the offer price.
    const first = screen.getByText('PRODUTO 1').closest('.product-card') as HTMLElement;
    expect(within(first).getByText('Oferta', { selector: '.product-offer-chip *, .product-offer-chip' })).toBeTruthy();
    expect(within(first).getByText('R$ 10,00', { selector: 's' })).toBeTruthy();
    expect(within(first).getByText('R$ 8,50', { selector: 'strong' })).toBeTruthy();
    // Type L: the normal price alone and the tiers.
    const second = screen.getByText('PRODUTO 2').closest('.product-card') as HTMLElement;
    expect(second.querySelector('s')).toBeNull();
    expect(within(second).getByText('1 a 3 un.: R$ 9,00')).toBeTruthy();
    expect(within(second).getByText('4 a 10 un.: R$ 8,00')).toBeTruthy();
    const third = screen.getByText('PRODUTO 3').closest('.product-card') as HTMLElement;
    expect(within(third).getByText('Produto com Estoque abaixo do mínimo')).toBeTruthy();
    expect(within(third).getByLabelText('Produto fora de linha')).toBeTruthy();
    expect(within(third).getByLabelText(/Última atualização: 20\/11\/2026 10:05/)).toBeTruthy();
    expect(within(first).queryByText('Produto com Estoque abaixo do mínimo')).toBeNull();
    expect(within(first).getByRole('img', { name: 'PRODUTO 1 sem imagem' })).toBeTruthy();
  });

  it('fixes the branch of a branch-bound user and sends none', async () => {
    session.me = { type: 3, branch: 17, branchBound: true, actions: [] };
    renderPage([branchesAnswer, listAnswer({}, 1, 1, [product(1)])]);
    expect(await screen.findByText('PRODUTO 1')).toBeTruthy();
    expect(screen.queryByText('Selecione a filial para carregar os produtos!')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Filial' })).toBeNull();
    await waitFor(() => expect(screen.getByText('17 - Centro')).toBeTruthy());
  });

  it('wraps the pager around and jumps to a typed page', async () => {
    renderPage(
      [
        branchesAnswer,
        listAnswer({ branch: 17 }, 1, 20, eight(1)),
        listAnswer({ branch: 17 }, 3, 20, eight(17).slice(0, 4)),
        listAnswer({ branch: 17 }, 1, 20, eight(1)),
        listAnswer({ branch: 17 }, 2, 20, eight(9)),
      ],
      '/dashboard/produto/?filial=17',
    );
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('PRODUTO 20')).toBeTruthy();
    expect(search()).toBe('?filial=17&pagina=3');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('PRODUTO 1')).toBeTruthy();
    expect(search()).toBe('?filial=17');
    fireEvent.change(screen.getByLabelText('Ir para a página'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir' }));
    expect(await screen.findByText('PRODUTO 16')).toBeTruthy();
    expect(search()).toBe('?filial=17&pagina=2');
    fireEvent.change(screen.getByLabelText('Ir para a página'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir' }));
    await waitFor(() => expect(search()).toBe('?filial=17'));
  });

  it('puts the filter dialog in the URL, shows the empty text, and clears it with Todos os Produtos', async () => {
    const catalogue: MockLink.MockedResponse = {
      request: { query: ProductCatalogueQuery },
      result: { data: { productCatalogue: [{ __typename: 'CatalogueSection', id: '1', description: 'Mercearia', categories: [] }] } },
    };
    renderPage(
      [
        branchesAnswer,
        catalogue,
        listAnswer({ branch: 17 }, 1, 1, [product(1)]),
        listAnswer({ branch: 17, description: 'feijão', sectionId: '1', onOfferOnly: true }, 1, 0, []),
        listAnswer({ branch: 17 }, 1, 1, [product(1)]),
      ],
      '/dashboard/produto/?filial=17',
    );
    expect(await screen.findByText('PRODUTO 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Todos os Produtos' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar Produtos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros de Produtos' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Mercearia' })).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Descrição'), { target: { value: 'feijão' } });
    fireEvent.change(within(dialog).getByLabelText('Seção'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByLabelText('Somente produtos em oferta'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum produto encontrado')).toBeTruthy();
    expect(search()).toBe('?filial=17&secao=1&descricao=feij%C3%A3o&oferta=1');
    fireEvent.click(screen.getByRole('button', { name: 'Todos os Produtos' }));
    expect(await screen.findByText('PRODUTO 1')).toBeTruthy();
    expect(search()).toBe('?filial=17');
  });

  it('opens the product information from the card menu', async () => {
    renderPage([branchesAnswer, listAnswer({ branch: 17 }, 1, 1, [product(1, { unit: 'KG', unitWeight: '0.500' })])], '/dashboard/produto/?filial=17');
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de PRODUTO 1' }));
    fireEvent.click(await screen.findByText('Informações do Produto'));
    const dialog = await screen.findByRole('dialog', { name: 'Informações do Produto' });
    expect(within(dialog).getByText('Grãos')).toBeTruthy();
    expect(within(dialog).getByText('0,5')).toBeTruthy();
  });

  it('refreshes a product from the ERP with its menu disabled until the job is done', async () => {
    session.me = { type: 5, branch: null, branchBound: false, actions: ['REFRESH_PRODUCT'] };
    const state = (running: boolean) => ({
      request: { query: ProductRefreshStateQuery },
      result: { data: { productRefreshState: { __typename: 'ProductRefreshState', running, stale: false, output: running ? 'Executando' : 'Concluído' } } },
    });
    renderPage(
      [
        branchesAnswer,
        listAnswer({ branch: 17 }, 1, 2, [product(1, { canUpdate: true }), product(2)]),
        {
          request: { query: RefreshProductMutation, variables: { id: '1' } },
          result: {
            data: {
              refreshProduct: {
                __typename: 'ProductRefreshPayload',
                message: 'Atualização do produto realizada com sucesso!',
                errors: [],
                state: { __typename: 'ProductRefreshState', running: true, stale: false, output: 'Executando' },
              },
            },
          },
        },
        state(true),
        state(false),
        listAnswer({ branch: 17 }, 1, 2, [product(1, { canUpdate: true, description: 'PRODUTO 1 ATUALIZADO' }), product(2)]),
      ],
      '/dashboard/produto/?filial=17',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de PRODUTO 2' }));
    expect(screen.queryByText('Atualizar Produto')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ações de PRODUTO 1' }));
    fireEvent.click(await screen.findByText('Atualizar Produto'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Ações de PRODUTO 1' }) as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(toasts.some((t) => t.message === 'Atualização do produto realizada com sucesso!')).toBe(true), { timeout: 4000 });
    expect(await screen.findByText('PRODUTO 1 ATUALIZADO')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ações de PRODUTO 1 ATUALIZADO' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('toasts a load failure with the spec prefix', async () => {
    renderPage(
      [branchesAnswer, { request: { query: ProductsQuery, variables: { filter: { branch: 17 }, page: 1 } }, error: new Error('API fora do ar') }],
      '/dashboard/produto/?filial=17',
    );
    await waitFor(() => expect(toasts.some((t) => String(t.message).startsWith('Erro ao carregar produtos: '))).toBe(true));
    expect(await screen.findByText('Não foi possível carregar os produtos')).toBeTruthy();
  });
});
