// @vitest-environment jsdom
// The card's delete (docs/decisions/0015-products-belong-to-the-erp.md: the panel does not delete the ERP's products;
// the card's delete removes the product's offers): 'Excluir Ofertas' asks 'Deseja Realmente Excluir as Ofertas desse
// Produto?' with Cancelar and Confirmar, deletes through deleteProductOffers, only for those who may edit offers, the
// gateway's errors toasted.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteProductOffersMutation } from '../queries';
import { branchesAnswer, listAnswer, offer, product, renderPage } from './productsPageFixtures';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));
const session = vi.hoisted(() => ({ me: { type: 1, branch: null as number | null, branchBound: false, actions: [] as string[] } }));
vi.mock('../../kernel/session', () => ({ useSession: () => session }));

const messages = () => toasts.map((t) => `${t.intent}: ${String(t.message)}`);

beforeEach(() => {
  toasts.splice(0);
  session.me = { type: 1, branch: null, branchBound: false, actions: ['EDIT_PRODUCT'] };
});
afterEach(cleanup);

describe('ProductsPage card delete', () => {
  const withOffers = () =>
    product(1, { onOffer: true, offerType: { __typename: 'OfferTypeName', code: 'A', label: 'Atacado' }, offers: [offer(7, 'A', 'Atacado', '8.50')] });
  const cleared = product(1, { onOffer: false, offers: [] });
  const deleteAnswer = (answer: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse => ({
    request: { query: DeleteProductOffersMutation, variables: { productId: '1' } },
    ...(error ? { error } : { result: answer }),
  });

  async function openDelete() {
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de PRODUTO 1' }));
    fireEvent.click(await screen.findByText('Excluir Ofertas'));
    return screen.findByRole('dialog', { name: 'Excluir Ofertas' });
  }

  it("asks 'Deseja Realmente Excluir as Ofertas desse Produto?' and deletes the product's offers", async () => {
    const payload = { __typename: 'ProductPayload', message: 'Ofertas Excluídas com Sucesso!', errors: [], product: cleared };
    renderPage(
      [branchesAnswer, listAnswer({ branch: 17 }, 1, 1, [withOffers()]), deleteAnswer({ data: { deleteProductOffers: payload } })],
      '/dashboard/produto/?filial=17',
    );
    expect(await screen.findByText('Atacado: R$ 8,50')).toBeTruthy();
    const dialog = await openDelete();
    expect(within(dialog).getByText('Deseja Realmente Excluir as Ofertas desse Produto?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(messages()).toContain('success: Ofertas Excluídas com Sucesso!'));
    await waitFor(() => expect(screen.queryByText('Atacado: R$ 8,50')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir Ofertas' })).toBeNull());
  });

  it("toasts the gateway's refusal with 'Erro ao Excluir Oferta: ' and a transport failure the same way", async () => {
    const refusal = {
      __typename: 'ProductPayload',
      message: null,
      product: null,
      errors: [{ __typename: 'UserError', code: 'WRITE_FAILED', message: 'API recusou', field: null }],
    };
    renderPage(
      [
        branchesAnswer,
        listAnswer({ branch: 17 }, 1, 1, [withOffers()]),
        deleteAnswer({ data: { deleteProductOffers: refusal } }),
        deleteAnswer(undefined, new Error('sem rede')),
      ],
      '/dashboard/produto/?filial=17',
    );
    fireEvent.click(within(await openDelete()).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(messages()).toContain('danger: Erro ao Excluir Oferta: API recusou'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir Ofertas' })).toBeNull());
    fireEvent.click(within(await openDelete()).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(messages()).toContain('danger: Erro ao Excluir Oferta: sem rede'));
    expect(screen.getByText('Atacado: R$ 8,50')).toBeTruthy();
  });

  it('offers the delete only to those who may edit offers, and only for a product with offers', async () => {
    session.me = { type: 5, branch: null, branchBound: false, actions: [] };
    renderPage([branchesAnswer, listAnswer({ branch: 17 }, 1, 2, [withOffers(), product(2)])], '/dashboard/produto/?filial=17');
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de PRODUTO 1' }));
    expect(await screen.findByText('Editar Ofertas')).toBeTruthy();
    expect(screen.queryByText('Excluir Ofertas')).toBeNull();
    cleanup();
    session.me = { type: 1, branch: null, branchBound: false, actions: ['EDIT_PRODUCT'] };
    renderPage([branchesAnswer, listAnswer({ branch: 17 }, 1, 2, [withOffers(), product(2)])], '/dashboard/produto/?filial=17');
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de PRODUTO 2' }));
    expect(await screen.findByText('Editar Ofertas')).toBeTruthy();
    expect(screen.queryByText('Excluir Ofertas')).toBeNull();
  });
});
