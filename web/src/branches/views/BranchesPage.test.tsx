// @vitest-environment jsdom
// The 'Filiais' screen against mocked GraphQL answers (MockedProvider): loading, error, empty, data, and the
// errors of a createBranch payload shown on their fields and in the toast.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BranchesQuery, CreateBranchMutation, DeliveryPeriodsQuery } from '../queries';
import { BranchesPage } from './BranchesPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const row = {
  __typename: 'Branch' as const,
  id: '17',
  code: 17,
  name: 'Supermercado Centro',
  status: 'A' as const,
  contact: '(86) 3222-0000',
  mapsUrl: 'https://maps.example.com/17',
};
const listAnswer = (items: (typeof row)[]): MockLink.MockedResponse => ({
  request: { query: BranchesQuery, variables: { page: 1 } },
  result: { data: { branches: { __typename: 'BranchPage', total: items.length, items } } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/dashboard/filial/']}>
        <BranchesPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const FORM = {
  'Código da Filial': '30',
  'Razão Social': 'Filial Nova',
  CNPJ: '12ABC34501DE36',
  Endereço: 'Rua A',
  Número: '1',
  Bairro: 'Centro',
  Cidade: 'Teresina',
  Estado: 'PI',
  CEP: '64000100',
  'URL Maps': 'https://maps.example.com/30',
  Contato: '(86) 3000-0000',
  'URL WhatsApp': 'https://wa.me/5586',
};

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('BranchesPage', () => {
  it('shows the spinner while loading, then the rows with status, contact and map link', async () => {
    renderPage([listAnswer([row])]);
    expect(screen.getByLabelText('Carregando filiais')).toBeTruthy();
    expect(await screen.findByText('Supermercado Centro')).toBeTruthy();
    expect(screen.getByText('Ativo')).toBeTruthy();
    expect(screen.getByText('(86) 3222-0000')).toBeTruthy();
    expect(screen.getByText('Ver no mapa').closest('a')?.getAttribute('href')).toBe('https://maps.example.com/17');
  });

  it('shows the empty state', async () => {
    renderPage([listAnswer([])]);
    expect(await screen.findByText('Nenhuma filial cadastrada')).toBeTruthy();
  });

  it("shows a load failure with the spec's prefix", async () => {
    renderPage([{ request: { query: BranchesQuery, variables: { page: 1 } }, error: new Error('Serviço indisponível.') }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao Carregar a Filial: Serviço indisponível.');
  });

  it("checks required fields in the browser, then shows the gateway's field errors and the 'Erro ao Cadastrar: ' toast", async () => {
    const input = {
      code: 30,
      name: 'Filial Nova',
      cnpj: '12ABC34501DE36',
      address: 'Rua A',
      number: '1',
      neighbourhood: 'Centro',
      city: 'Teresina',
      state: 'PI',
      postalCode: '64000100',
      mapsUrl: 'https://maps.example.com/30',
      contact: '(86) 3000-0000',
      whatsappUrl: 'https://wa.me/5586',
      imageUrl: null,
      status: 'A',
    };
    const create: MockLink.MockedResponse = {
      request: { query: CreateBranchMutation, variables: { input, schedules: [] } },
      result: {
        data: {
          createBranch: {
            __typename: 'BranchPayload',
            message: null,
            branch: null,
            errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', message: 'CNPJ inválido!', field: 'cnpj' }],
          },
        },
      },
    };
    const periods = { request: { query: DeliveryPeriodsQuery }, result: { data: { deliveryPeriods: [] } } };
    renderPage([listAnswer([row]), periods, create]);
    await screen.findByText('Supermercado Centro');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Filial' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(screen.getAllByText('Campo obrigatório!')).toHaveLength(12);
    for (const [label, value] of Object.entries(FORM)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('CNPJ inválido!')).toBeTruthy();
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Cadastrar: CNPJ inválido!' }));
    expect(screen.queryByText('Campo obrigatório!')).toBeNull();
  });
  it("bounds every field as the gateway does: 260 characters in 'Razão Social', code 99999999999, nothing sent", async () => {
    const sent = vi.fn();
    const create: MockLink.MockedResponse = {
      request: { query: CreateBranchMutation, variables: (vars) => (sent(vars), true) },
      result: { data: { createBranch: { __typename: 'BranchPayload', message: null, branch: null, errors: [] } } },
    };
    const periods = { request: { query: DeliveryPeriodsQuery }, result: { data: { deliveryPeriods: [] } } };
    renderPage([listAnswer([row]), periods, create]);
    await screen.findByText('Supermercado Centro');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Filial' }));
    await screen.findByRole('button', { name: 'Cadastrar' });
    // The inputs stop where the gateway does (the browser keeps typing from going past maxLength).
    expect(screen.getByLabelText('Razão Social').getAttribute('maxlength')).toBe('200');
    expect(screen.getByLabelText('URL Maps').getAttribute('maxlength')).toBe('2000');
    const typed = { ...FORM, 'Razão Social': 'R'.repeat(260), 'Código da Filial': '99999999999', Número: '-10' };
    for (const [label, value] of Object.entries(typed)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Máximo de 200 caracteres.')).toBeTruthy();
    expect(screen.getByText('O valor máximo é 2.147.483.647!')).toBeTruthy();
    expect(screen.getByText('O valor mínimo é 0!')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});
