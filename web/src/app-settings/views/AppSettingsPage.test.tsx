// @vitest-environment jsdom
// 'Configurações Apps' against mocked GraphQL answers (MockedProvider): loading, a load error, the settings in the
// form, the required fields checked before the gateway, the gateway's field errors and the saved message; the
// terms view, and the editor's save of the whole terms (a title edited, a paragraph added and one removed, a
// topic moved) with the gateway's errors and message.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSettingsQuery, SaveAppSettingsMutation, SaveTermsOfUseMutation, TermsOfUseQuery } from '../queries';
import { AppSettingsPage } from './AppSettingsPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const stored = {
  __typename: 'AppSettings' as const,
  id: '1',
  maintenance: false,
  supportUrl: 'https://suporte.example.com',
  androidVersion: '2.3.0',
  androidPackageName: 'br.com.mercado',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=br.com.mercado',
  androidUpdateRequired: false,
  iosVersion: '2.3.1',
  iosPackageName: null,
  appStoreUrl: 'https://apps.apple.com/app/id1',
  iosUpdateRequired: true,
  pickerAppVersion: '1.0.4',
  pickerAppUpdateRequired: false,
};
const { __typename: _t, id: _id, ...form } = stored;
const settingsAnswer = (error?: Error): MockLink.MockedResponse => ({
  request: { query: AppSettingsQuery },
  ...(error ? { error } : { result: { data: { appSettings: stored } } }),
});
const saveAnswer = (input: Record<string, unknown>, data: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: SaveAppSettingsMutation, variables: { input } },
  result: { data: { saveAppSettings: { __typename: 'AppSettingsPayload', message: null, appSettings: null, errors: [], ...data } } },
});
const paragraph = (id: string, text: string, order: number, item = false) => ({ __typename: 'TermsParagraph' as const, id, text, item, order });
const topics = [
  {
    __typename: 'TermsTopic' as const,
    id: '1',
    title: 'Aceite',
    order: 1,
    paragraphs: [paragraph('11', 'Ao usar o app', 1), paragraph('12', 'I - seus dados;', 2, true)],
  },
  { __typename: 'TermsTopic' as const, id: '2', title: 'Privacidade', order: 2, paragraphs: [paragraph('21', 'Tratamos seus dados', 1)] },
];
const termsAnswer: MockLink.MockedResponse = { request: { query: TermsOfUseQuery }, result: { data: { termsOfUse: topics } } };
const asked = [
  {
    id: '2',
    title: 'Privacidade e dados',
    paragraphs: [
      { id: '21', text: 'Tratamos seus dados', item: false },
      { id: null, text: 'Novo parágrafo', item: true },
    ],
  },
  { id: '1', title: 'Aceite', paragraphs: [{ id: '11', text: 'Ao usar o app', item: false }] },
];
const saveTermsAnswer = (data: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: SaveTermsOfUseMutation, variables: { requestId: 'pedido-1', topics: asked } },
  result: { data: { saveTermsOfUse: { __typename: 'TermsPayload', message: null, writes: 0, topics: null, errors: [], ...data } } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AppSettingsPage />
    </MockedProvider>,
  );
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  toasts.splice(0);
  vi.spyOn(crypto, 'randomUUID').mockReturnValue('pedido-1' as ReturnType<typeof crypto.randomUUID>);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppSettingsPage', () => {
  it('shows loading, then the settings in the form', async () => {
    renderPage([settingsAnswer()]);
    expect(screen.getByLabelText('Carregando configurações')).toBeTruthy();
    await waitFor(() => expect(field('URL de Suporte').value).toBe('https://suporte.example.com'));
    expect(field('Versão iOS').value).toBe('2.3.1');
    expect(field('Package Name iOS').value).toBe('');
    expect(field('Atualização obrigatória no iOS').checked).toBe(true);
    expect(field('Manutenção').checked).toBe(false);
  });

  it('shows a load error with the form locked', async () => {
    renderPage([settingsAnswer(new Error('Erro ao carregar configurações do app: fora do ar'))]);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao carregar configurações do app: fora do ar');
    expect(field('URL de Suporte').disabled).toBe(true);
  });

  it("says 'Campo obrigatório!' on the empty required fields before asking the gateway, then shows the gateway's field errors", async () => {
    const input = { ...form, maintenance: true, appStoreUrl: 'loja' };
    const refused = saveAnswer(input, {
      errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', message: 'Informe um endereço começando com http:// ou https://', field: 'appStoreUrl' }],
    });
    renderPage([settingsAnswer(), refused]);
    await waitFor(() => expect(field('URL de Suporte').disabled).toBe(false));
    fireEvent.change(field('URL de Suporte'), { target: { value: ' ' } });
    fireEvent.change(field('Versão do App do Separador'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(field('URL de Suporte')));
    fireEvent.change(field('URL de Suporte'), { target: { value: form.supportUrl } });
    fireEvent.change(field('Versão do App do Separador'), { target: { value: form.pickerAppVersion } });
    fireEvent.click(field('Manutenção'));
    fireEvent.change(field('Link da App Store'), { target: { value: 'loja' } });
    // Switching maintenance takes the customer app off the air: asked first; 'Não' sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('dialog', { name: 'Manutenção' });
    expect(question.textContent).toContain('Ativar a manutenção tira o app dos clientes do ar até que seja desativada. Deseja salvar?');
    fireEvent.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manutenção' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Manutenção' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Informe um endereço começando com http:// ou https://')).toBeTruthy();
    expect(screen.queryByText('Campo obrigatório!')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it("saves and shows the gateway's message", async () => {
    const input = { ...form, androidVersion: '2.4.0' };
    renderPage([
      settingsAnswer(),
      saveAnswer(input, { message: 'Configurações atualizadas com sucesso!', appSettings: { ...stored, androidVersion: '2.4.0' } }),
    ]);
    await waitFor(() => expect(field('Versão Android').disabled).toBe(false));
    fireEvent.change(field('Versão Android'), { target: { value: '2.4.0' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Configurações dos apps' }));
    await waitFor(() => expect(toasts).toEqual([{ intent: 'success', message: 'Configurações atualizadas com sucesso!' }]));
    expect(field('Versão Android').value).toBe('2.4.0');
  });

  it('shows the terms, topics in order with their paragraphs', async () => {
    renderPage([settingsAnswer(), termsAnswer]);
    fireEvent.click(await screen.findByRole('button', { name: 'Visualizar Termos de Uso' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Aceite', '2. Privacidade']);
    expect(within(dialog).getByText('I - seus dados;').className).toBe('terms-item');
  });

  it('edits the terms and saves them whole; the gateway refusal is shown and the same save is sent again', async () => {
    const refused = saveTermsAnswer({
      errors: [{ __typename: 'UserError', code: 'WRITE_FAILED', message: 'Erro ao Criar 2º parágrafo. Tente Novamente', field: null }],
    });
    const saved = saveTermsAnswer({ message: 'Termos de uso atualizados com Sucesso!', writes: 4 });
    renderPage([settingsAnswer(), termsAnswer, refused, saved, termsAnswer]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Termos de Uso' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByLabelText('Título')).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover parágrafo 2 do tópico 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subir tópico 2' }));
    fireEvent.change(within(dialog).getAllByLabelText('Título')[0], { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório!')).toBeTruthy();
    fireEvent.change(within(dialog).getAllByLabelText('Título')[0], { target: { value: 'Privacidade e dados' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Adicionar parágrafo' })[0]);
    fireEvent.change(within(dialog).getByLabelText('Parágrafo 2 do tópico 1'), { target: { value: 'Novo parágrafo' } });
    fireEvent.click(within(dialog).getAllByLabelText('Inciso')[1]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts).toEqual([{ intent: 'danger', message: 'Erro ao Criar 2º parágrafo. Tente Novamente' }]));
    // Still open with the edits: saving again sends the same request id, which finishes the failed save.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Termos de uso atualizados com Sucesso!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
