// @vitest-environment jsdom
// 'Área de Cobertura' against mocked GraphQL answers: the rows with 'Bairros do CEP' only where offered, the
// filter's notice for an unknown CEP, the form's lookups and local rules, and a refused save on its field.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoverageAreasQuery, CoverageBranchQuery, CoveragePostalCodeQuery, CreateCoverageAreaMutation } from '../queries';
import { CoverageAreasPage } from './CoverageAreasPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const area = (id: string, cep: string, offered: boolean) => ({
  __typename: 'CoverageArea' as const,
  id,
  fee: '7.500',
  neighbourhoodsOffered: offered,
  branch: { __typename: 'Branch' as const, id: '17', code: 17, name: 'Loja Centro' },
  postalCode: { __typename: 'PostalCode' as const, id: id, code: cep, address: `Rua ${id}, Teresina - PI` },
});
const page = (items: ReturnType<typeof area>[], notice: string | null = null) => ({
  coverageAreas: { __typename: 'CoverageAreaPage' as const, total: items.length, truncated: false, notice, items },
});
const listAnswer = (filter: Record<string, unknown>, data: ReturnType<typeof page>): MockLink.MockedResponse => ({
  request: { query: CoverageAreasQuery, variables: { filter, page: 1 } },
  result: { data },
});

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/area/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <CoverageAreasPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('CoverageAreasPage', () => {
  it('shows the rows with CEP, address and fee; "Bairros do CEP" only on the offered row', async () => {
    renderPage([listAnswer({}, page([area('1', '64220000', true), area('2', '64049110', false)]))]);
    expect(await screen.findByText('64220-000')).toBeTruthy();
    expect(screen.getByText('Rua 2, Teresina - PI')).toBeTruthy();
    expect(screen.getAllByText(/^R\$\s7,50$/)).toHaveLength(2);
    expect(screen.getByLabelText('Bairros do CEP 64220-000')).toBeTruthy();
    expect(screen.queryByLabelText('Bairros do CEP 64049-110')).toBeNull();
  });

  it("shows the spinner, then toasts a load failure with the spec's prefix", async () => {
    renderPage([{ request: { query: CoverageAreasQuery, variables: { filter: {}, page: 1 } }, error: new Error('Sem conexão.') }]);
    expect(screen.getByLabelText('Carregando áreas de cobertura')).toBeTruthy();
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Taxas: Sem conexão.' }));
  });

  it("shows the gateway's 'CEP não encontrado' for a filtered CEP that does not exist", async () => {
    renderPage([listAnswer({ postalCode: '01001000' }, page([], 'CEP não encontrado'))], '/dashboard/area/?cep=01001000');
    expect(await screen.findByText('CEP não encontrado')).toBeTruthy();
  });

  it("says which filter is active and clears it in one click ('Limpar filtro')", async () => {
    renderPage(
      [listAnswer({ postalCode: '64049110' }, page([area('2', '64049110', false)])), listAnswer({}, page([area('1', '64220000', true)]))],
      '/dashboard/area/?cep=64049110',
    );
    expect(await screen.findByText('Filtro ativo: CEP 64049-110')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(await screen.findByText('64220-000')).toBeTruthy();
    expect(screen.queryByText(/Filtro ativo/)).toBeNull();
  });

  it('refuses a malformed CEP in the filter dialog without searching', async () => {
    renderPage([listAnswer({}, page([]))], '/dashboard/area/?filtro=1');
    const dialog = await screen.findByRole('dialog', { name: 'Filtros de Áreas de cobertura' });
    fireEvent.change(within(dialog).getByLabelText('CEP'), { target: { value: '6422' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText('CEP inválido! Informe os 8 dígitos.')).toBeTruthy();
  });

  it("names each empty field ('{field} não pode estar vazio!') and clears a field's error once it is filled, showing what the lookups found", async () => {
    renderPage([
      listAnswer({}, page([])),
      {
        request: { query: CoverageBranchQuery, variables: { code: 17 } },
        result: { data: { coverageBranch: { __typename: 'Branch', id: '17', code: 17, name: 'Loja Centro' } } },
      },
      {
        request: { query: CoveragePostalCodeQuery, variables: { code: '64000100' } },
        result: {
          data: { coveragePostalCode: { __typename: 'PostalCode', id: '9', code: '64000100', address: 'Rua Nova, Teresina - PI', neighbourhoods: [] } },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nova Área' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Área de Cobertura' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Código da Filial não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).getByText('CEP não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).getByText('Valor da Taxa não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).queryByText('Campo obrigatório!')).toBeNull();
    const branch = within(dialog).getByLabelText('Código da Filial');
    fireEvent.change(branch, { target: { value: '17' } });
    fireEvent.blur(branch);
    expect(await within(dialog).findByText('Loja Centro')).toBeTruthy();
    expect(within(dialog).queryByText('Código da Filial não pode estar vazio!')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('CEP'), { target: { value: '64000-100' } });
    expect(await within(dialog).findByText('Rua Nova, Teresina - PI')).toBeTruthy();
    expect(within(dialog).queryByText('CEP não pode estar vazio!')).toBeNull();
    expect(within(dialog).getByText('Valor da Taxa não pode estar vazio!')).toBeTruthy();
  });

  it("'Ver Bairros' for an unknown CEP says 'Cep Não encontrado' (docs/areas/catalogue.md#errors, empty lookup)", async () => {
    renderPage([
      listAnswer({}, page([])),
      { request: { query: CoveragePostalCodeQuery, variables: { code: '64999999' } }, result: { data: { coveragePostalCode: null } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Bairros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bairros do CEP' });
    fireEvent.change(within(dialog).getByLabelText('CEP'), { target: { value: '64999-999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText('Cep Não encontrado')).toBeTruthy();
  });

  it("'Ver Bairros' takes '64.220-000' and cuts a 120-character name to its cell, whole in the tooltip", async () => {
    const long = `Residencial ${'Jardim das Palmeiras '.repeat(6)}`.trim().slice(0, 120);
    const neighbourhood = { __typename: 'Neighbourhood' as const, id: '3', name: long, fee: '12.510', note: null, active: true };
    renderPage([
      listAnswer({}, page([])),
      {
        request: { query: CoveragePostalCodeQuery, variables: { code: '64220000' } },
        result: { data: { coveragePostalCode: { __typename: 'PostalCode', id: '1', code: '64220000', address: 'Centro', neighbourhoods: [neighbourhood] } } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Bairros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bairros do CEP' });
    fireEvent.change(within(dialog).getByLabelText('CEP'), { target: { value: '64.220-000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    const name = await within(dialog).findByText(long);
    expect(name.className).toBe('list-ellipsis');
    await act(async () => fireEvent.mouseEnter(name.parentElement!));
    expect(await screen.findByText(long, { selector: '.bp6-popover-content *, .bp6-popover-content' })).toBeTruthy();
  });

  it('looks up the branch and the CEP in the new area form, checks the fee, and shows a refusal on its field', async () => {
    const input = { branch: 17, postalCode: '64000100', fee: '5.5' };
    renderPage([
      listAnswer({}, page([])),
      {
        request: { query: CoverageBranchQuery, variables: { code: 17 } },
        result: { data: { coverageBranch: { __typename: 'Branch', id: '17', code: 17, name: 'Loja Centro' } } },
      },
      { request: { query: CoveragePostalCodeQuery, variables: { code: '64000100' } }, result: { data: { coveragePostalCode: null } } },
      {
        request: { query: CreateCoverageAreaMutation, variables: { input } },
        result: {
          data: {
            createCoverageArea: {
              __typename: 'CoverageAreaPayload',
              message: null,
              area: null,
              errors: [{ __typename: 'UserError', code: 'NOT_FOUND', field: 'postalCode', message: 'Cep Não encontrado' }],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nova Área' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Área de Cobertura' });
    const branch = within(dialog).getByLabelText('Código da Filial');
    fireEvent.change(branch, { target: { value: '17' } });
    fireEvent.blur(branch);
    expect(await within(dialog).findByText('Loja Centro')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('CEP'), { target: { value: '64000-100' } });
    expect(await within(dialog).findByText('Cep Não encontrado')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Valor da Taxa'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O valor mínimo é 0!')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Valor da Taxa'), { target: { value: '5,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Cadastrar a Área de Cobertura: Cep Não encontrado' }));
    expect(screen.getByRole('dialog', { name: 'Nova Área de Cobertura' })).toBeTruthy();
  });
});
