// @vitest-environment jsdom
// 'Integrações' against mocked GraphQL answers: the key table (pages by name, last use, state), 'Nova chave' with
// the form's own checks, the secret shown once with its warning and copy button, and 'Revogar' after confirmation.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateIntegrationKeyMutation, IntegrationKeysQuery, RevokeIntegrationKeyMutation } from '../queries';
import { keyInputOf, type KeyFormValues } from '../form';
import { IntegrationsPage } from './IntegrationsPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const key = (id: string, name: string, state: 'ACTIVE' | 'REVOKED' = 'ACTIVE', branch: number | null = null) => ({
  __typename: 'IntegrationKey' as const,
  id,
  name,
  pages: ['pedido', 'produto'],
  branch,
  createdBy: '1001 - Administrador',
  createdAt: '2026-11-20T12:00:00Z',
  expiresAt: '2027-02-18T12:00:00Z',
  lastUsedAt: id === 'k1' ? '2026-11-25T15:30:00Z' : null,
  revokedAt: state === 'REVOKED' ? '2026-11-26T10:00:00Z' : null,
  state,
});
const listAnswer = (keys: ReturnType<typeof key>[]): MockLink.MockedResponse => ({
  request: { query: IntegrationKeysQuery },
  result: {
    data: {
      integrationKeys: keys,
      integrationKeyPageOptions: [
        { __typename: 'IntegrationKeyPage', page: 'dashboard', branchWide: false },
        { __typename: 'IntegrationKeyPage', page: 'cliente', branchWide: true },
        { __typename: 'IntegrationKeyPage', page: 'pedido', branchWide: false },
        { __typename: 'IntegrationKeyPage', page: 'produto', branchWide: false },
      ],
      branchChoices: [{ __typename: 'Branch', code: 17, name: 'Loja Centro' }],
    },
  },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <IntegrationsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('IntegrationsPage', () => {
  it('lists the keys with their pages by name, last use and state; revoked keys have no Revogar', async () => {
    renderPage([listAnswer([key('k1', 'BI'), key('k2', 'Antiga', 'REVOKED')])]);
    expect(screen.getByLabelText('Carregando chaves')).toBeTruthy();
    const bi = (await screen.findByText('BI')).closest('tr')!;
    expect(within(bi).getByText('Pedidos, Produtos')).toBeTruthy();
    expect(within(bi).getByText('Ativa')).toBeTruthy();
    expect(within(bi).getByRole('button', { name: 'Revogar BI' })).toBeTruthy();
    const old = screen.getByText('Antiga').closest('tr')!;
    expect(within(old).getByText('Revogada')).toBeTruthy();
    expect(within(old).getByText('Nunca usada')).toBeTruthy();
    expect(within(old).queryByRole('button')).toBeNull();
  });

  it('creates a key after the form checks, then shows its secret once with a warning and a copy button', async () => {
    const values: KeyFormValues = { name: 'ERP', pages: ['pedido'], branch: '17', expiresOn: '' };
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let input: ReturnType<typeof keyInputOf> | null = null;
    renderPage([
      listAnswer([]),
      {
        request: { query: CreateIntegrationKeyMutation, variables: (variables: Record<string, never>) => ((input = variables.input), true) },
        result: {
          data: {
            createIntegrationKey: {
              __typename: 'CreateIntegrationKeyPayload',
              secret: 'pk_0123_segredo',
              message: 'Chave Criada com Sucesso!',
              errors: [],
              integrationKey: { ...key('k3', 'ERP', 'ACTIVE', 17), pages: ['pedido'] },
            },
          },
        },
      },
      listAnswer([{ ...key('k3', 'ERP', 'ACTIVE', 17), pages: ['pedido'] }]),
    ]);
    expect(await screen.findByText('Nenhuma chave criada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova chave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Validade'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(within(dialog).getByText('Informe o nome da integração.')).toBeTruthy();
    expect(within(dialog).getByText('Escolha ao menos uma página.')).toBeTruthy();
    expect(within(dialog).getByText('Informe a validade.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nome da integração'), { target: { value: values.name } });
    fireEvent.click(within(dialog).getByLabelText('Pedidos'));
    const customers = within(dialog).getByLabelText(/^Clientes \(todas as filiais\)$/) as HTMLInputElement;
    fireEvent.click(customers);
    expect(customers.checked).toBe(true);
    // A branch takes the branch-wide page off the key and locks it.
    fireEvent.change(within(dialog).getByLabelText('Filial'), { target: { value: '17' } });
    expect(customers.checked).toBe(false);
    expect(customers.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Validade'), { target: { value: '2027-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Copie a chave agora')).toBeTruthy();
    expect(input).toEqual({ name: 'ERP', pages: ['pedido'], branch: 17, expiresAt: '2027-02-01T02:59:59.000Z' });
    expect((screen.getByLabelText('Chave') as HTMLInputElement).value).toBe('pk_0123_segredo');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('pk_0123_segredo'));
    expect(toasts.map((t) => t.message)).toContain('Chave Criada com Sucesso!');
    fireEvent.click(screen.getByRole('button', { name: 'Já copiei a chave' }));
    await waitFor(() => expect(screen.queryByText('Copie a chave agora')).toBeNull());
    expect(screen.queryByDisplayValue('pk_0123_segredo')).toBeNull();
  });

  it('revokes a key only after the confirmation', async () => {
    renderPage([
      listAnswer([key('k1', 'BI')]),
      {
        request: { query: RevokeIntegrationKeyMutation, variables: { keyId: 'k1' } },
        result: {
          data: {
            revokeIntegrationKey: {
              __typename: 'RevokeIntegrationKeyPayload',
              message: 'Chave Revogada com Sucesso!',
              errors: [],
              integrationKey: key('k1', 'BI', 'REVOKED'),
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revogar BI' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/deixa de ter acesso na hora/)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toContain('Chave Revogada com Sucesso!'));
    expect(await screen.findByText('Revogada')).toBeTruthy();
  });
});
