// @vitest-environment jsdom
// 'Configurações Gerais' against mocked GraphQL answers (MockedProvider): locked until a branch is chosen, loading,
// a load error, an unknown branch, the settings with the write-only password, the gateway's field errors, and the
// save that locks the form again.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BranchSettingsQuery, SaveBranchSettingsMutation, SettingsBranchesQuery } from '../queries';
import { SettingsPage } from './SettingsPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const branchesAnswer: MockLink.MockedResponse = {
  request: { query: SettingsBranchesQuery },
  result: { data: { branchChoices: [{ __typename: 'Branch', code: 17, name: 'Supermercado Centro' }] } },
};
const stored = {
  __typename: 'BranchSettings' as const,
  id: '1',
  branch: 17,
  minimumPurchase: '50.00',
  minimumPickupPurchase: '20.00',
  additionalOrderItemLimit: 10,
  stockMarginPercent: '5.00',
  deliveryIntervalMinutes: 60,
  nextDaySearchLimit: 2,
  serviceFee: '2.50',
  serviceFeeProductId: 900001,
  serviceFeeErpCode: 'TXS',
  deliveryFeeProductId: 900002,
  deliveryFeeErpCode: 'TXE',
  neighbourhoodPostalCode: '64220000',
  supportUrl: 'https://suporte.example.com',
  loyaltyUsername: 'cv-loja17',
  loyaltyPasswordSet: true,
};
const settingsAnswer = (branch: number, settings: typeof stored | null, error?: Error): MockLink.MockedResponse => ({
  request: { query: BranchSettingsQuery, variables: { branch } },
  ...(error ? { error } : { result: { data: { branchSettings: settings } } }),
});
const input = {
  minimumPurchase: '50.00',
  minimumPickupPurchase: '20.00',
  additionalOrderItemLimit: 10,
  // Shown as '5' with '%' beside it (docs/decisions/0045-what-is-seen-is-sent.md), so sent back as typed.
  stockMarginPercent: '5',
  deliveryIntervalMinutes: 60,
  nextDaySearchLimit: 2,
  serviceFee: '3.5',
  serviceFeeProductId: 900001,
  serviceFeeErpCode: 'TXS',
  deliveryFeeProductId: 900002,
  deliveryFeeErpCode: 'TXE',
  neighbourhoodPostalCode: '64220-000',
  supportUrl: 'https://suporte.example.com',
  loyaltyUsername: 'cv-loja17',
};
const saveAnswer = (data: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: SaveBranchSettingsMutation, variables: { branch: 17, input } },
  result: { data: { saveBranchSettings: { __typename: 'BranchSettingsPayload', message: null, settings: null, errors: [], ...data } } },
});

function renderPage(mocks: MockLink.MockedResponse[], path = '/dashboard/configuracoes/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <SettingsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const fieldInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('SettingsPage', () => {
  it('asks for a branch first, with every field locked', async () => {
    renderPage([branchesAnswer]);
    expect(screen.getByText('Selecione a filial para alterar/visualizar suas respectivas configurações!')).toBeTruthy();
    expect(await screen.findByRole('option', { name: '17 - Supermercado Centro' })).toBeTruthy();
    expect(fieldInput('Taxa de Serviço (R$)').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a load error and an unknown branch', async () => {
    renderPage([branchesAnswer, settingsAnswer(17, null, new Error('Erro ao Carregar Configurações: fora do ar'))], '/dashboard/configuracoes/?filial=17');
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao Carregar Configurações: fora do ar');
    cleanup();
    renderPage([branchesAnswer, settingsAnswer(99, null)], '/dashboard/configuracoes/?filial=99');
    expect(await screen.findByText('Filial não encontrada.')).toBeTruthy();
  });

  it("fills the branch's settings, says a password is stored without showing it, and shows the gateway's field errors", async () => {
    const refused = saveAnswer({ errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', message: 'O valor mínimo é 0!', field: 'serviceFee' }] });
    renderPage([branchesAnswer, settingsAnswer(17, stored), refused], '/dashboard/configuracoes/?filial=17');
    expect(screen.getByLabelText('Carregando configurações')).toBeTruthy();
    await waitFor(() => expect(fieldInput('Taxa de Serviço (R$)').value).toBe('2,50'));
    expect(fieldInput('CEP de Busca de Bairros').value).toBe('64220-000');
    expect(fieldInput('Margem de Estoque (%)').value).toBe('5');
    expect(fieldInput('Valor Mínimo de Compra no App (R$)').closest('.bp6-input-group')?.textContent).toContain('R$');
    expect(fieldInput('Margem de Estoque (%)').closest('.bp6-input-group')?.textContent).toContain('%');
    expect(fieldInput('Senha').value).toBe('');
    expect(fieldInput('Senha').placeholder).toBe('Senha cadastrada: preencha para trocar');
    fireEvent.change(fieldInput('Taxa de Serviço (R$)'), { target: { value: '3,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O valor mínimo é 0!')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fieldInput('Taxa de Serviço (R$)')));
    expect(toasts).toEqual([]);
  });

  it('refuses text where a number goes before asking the gateway', async () => {
    renderPage([branchesAnswer, settingsAnswer(17, stored)], '/dashboard/configuracoes/?filial=17');
    await waitFor(() => expect(fieldInput('Taxa de Serviço (R$)').disabled).toBe(false));
    fireEvent.change(fieldInput('Intervalo entre Entregas (minutos)'), { target: { value: 'uma hora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um número.')).toBeTruthy();
  });

  it('says every problem in one round: a text in a number, an empty field, a bad CEP and 150% of stock margin', async () => {
    renderPage([branchesAnswer, settingsAnswer(17, stored)], '/dashboard/configuracoes/?filial=17');
    await waitFor(() => expect(fieldInput('Taxa de Serviço (R$)').disabled).toBe(false));
    fireEvent.change(fieldInput('Intervalo entre Entregas (minutos)'), { target: { value: 'uma hora' } });
    fireEvent.change(fieldInput('Código da Taxa de Serviço no Winthor'), { target: { value: ' ' } });
    fireEvent.change(fieldInput('CEP de Busca de Bairros'), { target: { value: '6422' } });
    fireEvent.change(fieldInput('Margem de Estoque (%)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um número.')).toBeTruthy();
    expect(screen.getByText('Campo obrigatório!')).toBeTruthy();
    expect(screen.getByText('CEP inválido! Informe os 8 dígitos.')).toBeTruthy();
    expect(screen.getByText('O valor máximo é 100!')).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it("saves, shows the gateway's message and locks the form until 'Editar'", async () => {
    const saved = saveAnswer({ message: 'Configurações Atualizadas com Sucesso!', settings: { ...stored, serviceFee: '3.500' } });
    renderPage([branchesAnswer, settingsAnswer(17, stored), saved], '/dashboard/configuracoes/?filial=17');
    await waitFor(() => expect(fieldInput('Taxa de Serviço (R$)').disabled).toBe(false));
    fireEvent.change(fieldInput('Taxa de Serviço (R$)'), { target: { value: '3.5' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Configurações da filial' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Configurações Atualizadas com Sucesso!' }));
    expect(fieldInput('Taxa de Serviço (R$)').disabled).toBe(true);
    // Money with two places, not the API's three (docs/decisions/0045-what-is-seen-is-sent.md).
    expect(fieldInput('Taxa de Serviço (R$)').value).toBe('3,50');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(fieldInput('Taxa de Serviço (R$)').disabled).toBe(false);
  });
});
