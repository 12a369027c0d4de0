// @vitest-environment jsdom
// 'Formas de Pagamento' against mocked GraphQL answers: loading, a load failure with its prefix, the empty state,
// the cards with their pager (6, 9 or 12, in the URL), a refused save on its field, and delete from the edit
// dialog after 'Confirma a Exclusão?'.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreatePaymentMethodMutation, DeletePaymentMethodMutation, PaymentMethodsQuery } from '../queries';
import { PaymentMethodsPage } from './PaymentMethodsPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const method = (id: number) => ({
  __typename: 'PaymentMethod' as const,
  id: String(id),
  internalCode: `C${id}`,
  erpChargeCode: String(id).padStart(4, '0'),
  description: `Forma ${id}`,
  imageUrl: null,
});
const listAnswer = (page: number, pageSize: number, total: number, ids: number[]): MockLink.MockedResponse => ({
  // The page sends no size when it is the gateway's default (6).
  request: { query: PaymentMethodsQuery, variables: pageSize === 6 ? { page } : { page, pageSize } },
  result: { data: { paymentMethods: { __typename: 'PaymentMethodPage', total, items: ids.map(method) } } },
});

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/pagamento/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <PaymentMethodsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('PaymentMethodsPage', () => {
  it('shows the spinner while loading, then 6 cards and the pager; next page and 12 per page', async () => {
    renderPage([listAnswer(1, 6, 8, [1, 2, 3, 4, 5, 6]), listAnswer(2, 6, 8, [7, 8]), listAnswer(1, 12, 8, [1, 2, 3, 4, 5, 6, 7, 8])]);
    expect(screen.getByLabelText('Carregando formas de pagamento')).toBeTruthy();
    expect(await screen.findByText('Forma 6')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Código: C1 · Winthor: 0001')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Forma 1 sem imagem' })).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Forma 8')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/Itens por página/), { target: { value: '12' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8));
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
  });

  it('reads page and size from the URL', async () => {
    renderPage([listAnswer(2, 9, 12, [10, 11, 12])], '/dashboard/pagamento/?pagina=2&itens=9');
    expect(await screen.findByText('Forma 12')).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
  });

  it('toasts a load failure with its prefix, and shows the empty state', async () => {
    renderPage([{ request: { query: PaymentMethodsQuery, variables: { page: 1 } }, error: new Error('Sem conexão.') }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Formas de Pagamento: Sem conexão.' }));
    cleanup();
    renderPage([listAnswer(1, 6, 0, [])]);
    expect(await screen.findByText('Nenhuma forma de pagamento cadastrada')).toBeTruthy();
  });

  it("checks the form locally, then shows the gateway's refusal on its field and in the toast", async () => {
    const input = { internalCode: 'PIX', erpChargeCode: '0006', description: 'PIX', imageUrl: null };
    renderPage([
      listAnswer(1, 6, 1, [1]),
      {
        request: { query: CreatePaymentMethodMutation, variables: { input } },
        result: {
          data: {
            createPaymentMethod: {
              __typename: 'PaymentMethodPayload',
              message: null,
              paymentMethod: null,
              errors: [
                { __typename: 'UserError', code: 'CODE_TAKEN', field: 'internalCode', message: 'Já existe uma forma de pagamento com este código interno.' },
              ],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nova Forma de Pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Forma de Pagamento' });
    expect(within(dialog).queryByRole('button', { name: 'Excluir' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Código Interno não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).getByText('Descrição não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).getByText('Código de Cobrança (Winthor) não pode estar vazio!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Descrição'), { target: { value: 'PIX' } });
    fireEvent.change(within(dialog).getByLabelText('Código Interno'), { target: { value: 'PIX' } });
    fireEvent.change(within(dialog).getByLabelText('Código de Cobrança (Winthor)'), { target: { value: '0006' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe uma forma de pagamento com este código interno.')).toBeTruthy();
    expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Cadastrar: Já existe uma forma de pagamento com este código interno.' });
  });

  it("deletes from the edit dialog after 'Confirma a Exclusão?', and shows a refusal with the spec's prefix", async () => {
    renderPage([
      listAnswer(1, 6, 2, [1, 2]),
      {
        request: { query: DeletePaymentMethodMutation, variables: { id: '1' } },
        result: {
          data: {
            deletePaymentMethod: {
              __typename: 'DeletePaymentMethodPayload',
              deletedId: null,
              message: null,
              errors: [
                {
                  __typename: 'UserError',
                  code: 'REFUSED',
                  field: null,
                  message: 'Erro ao Excluir: a forma de pagamento é usada em pedidos e não pode ser excluída.',
                },
              ],
            },
          },
        },
      },
      {
        request: { query: DeletePaymentMethodMutation, variables: { id: '2' } },
        result: {
          data: {
            deletePaymentMethod: { __typename: 'DeletePaymentMethodPayload', deletedId: '2', message: 'Forma de Pagamento Excluída com Sucesso!', errors: [] },
          },
        },
      },
      listAnswer(1, 6, 1, [1]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Forma 1' }));
    let edit = await screen.findByRole('dialog', { name: 'Editar Forma de Pagamento' });
    expect((within(edit).getByLabelText('Código Interno') as HTMLInputElement).value).toBe('C1');
    fireEvent.click(within(edit).getByRole('button', { name: 'Excluir' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirma a Exclusão?' });
    expect(within(confirm).getByText('Deseja Realmente Excluir essa Forma de Pagamento?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Excluir: a forma de pagamento é usada em pedidos e não pode ser excluída.' }),
    );
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Forma de Pagamento' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Editar Forma 2' }));
    edit = await screen.findByRole('dialog', { name: 'Editar Forma de Pagamento' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Excluir' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirma a Exclusão?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Forma de Pagamento Excluída com Sucesso!' }));
    await waitFor(() => expect(screen.queryByText('Forma 2')).toBeNull());
  });
});
