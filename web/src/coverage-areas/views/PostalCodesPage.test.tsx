// @vitest-environment jsdom
// 'CEPs' against mocked GraphQL answers: loading, a load failure with the spec's prefix, the empty state, the rows,
// and a refused 'Novo CEP' (CEP already registered) shown on its field and in the toast.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreatePostalCodeMutation, PostalCodesQuery } from '../queries';
import { PostalCodesPage } from './PostalCodesPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const row = { __typename: 'PostalCode' as const, id: '4', code: '64052020', address: 'São Cristóvão, Teresina - PI' };
const request = { query: PostalCodesQuery, variables: { filter: {}, page: 1 } };
const listAnswer = (items: (typeof row)[]): MockLink.MockedResponse => ({
  request,
  result: { data: { postalCodes: { __typename: 'PostalCodePage', total: items.length, truncated: false, items } } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/dashboard/cep/']}>
        <PostalCodesPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('PostalCodesPage', () => {
  it('shows the spinner while loading, then the rows with the CEP formatted', async () => {
    renderPage([listAnswer([row])]);
    expect(screen.getByLabelText('Carregando CEPs')).toBeTruthy();
    expect(await screen.findByText('64052-020')).toBeTruthy();
    expect(screen.getByText('São Cristóvão, Teresina - PI')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderPage([listAnswer([])]);
    expect(await screen.findByText('CEP não encontrado')).toBeTruthy();
  });

  it("toasts a load failure with the spec's prefix", async () => {
    renderPage([{ request, error: new Error('Serviço indisponível.') }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar o Cep: Serviço indisponível.' }));
  });

  it('checks the form locally, then shows a refusal of the gateway on its field and in the toast', async () => {
    renderPage([
      listAnswer([row]),
      {
        request: { query: CreatePostalCodeMutation, variables: { input: { code: '64052020', address: 'Rua Nova' } } },
        result: {
          data: {
            createPostalCode: {
              __typename: 'PostalCodePayload',
              message: null,
              postalCode: null,
              errors: [{ __typename: 'UserError', code: 'CODE_TAKEN', field: 'code', message: 'CEP já cadastrado.' }],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo CEP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo CEP' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CEP não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).getByText('Endereço não pode estar vazio!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('CEP'), { target: { value: '64052-020' } });
    fireEvent.change(within(dialog).getByLabelText('Endereço'), { target: { value: 'Rua Nova' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CEP já cadastrado.')).toBeTruthy();
    expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Cadastrar: CEP já cadastrado.' });
  });
});
