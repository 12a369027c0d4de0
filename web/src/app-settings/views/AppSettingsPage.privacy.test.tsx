// @vitest-environment jsdom
// The privacy policy of 'Configurações Apps' against mocked GraphQL answers: 'Política de Privacidade' opens the
// dialog with the stored title and text; empty fields say 'Campo obrigatório!' before the gateway; 'Atualizar'
// sends both and shows the gateway's message; the gateway's field errors land on their fields, a connection
// failure is toasted with the prefix and the dialog stays; a read failure is toasted and no dialog opens. Where the
// gateway says the product API has no privacy policy, the dialog opens with its note, the fields and 'Atualizar'
// disabled, and the text is never asked for.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSettingsQuery, PrivacyPolicyAvailabilityQuery, PrivacyPolicyQuery, SavePrivacyPolicyMutation } from '../queries';
import { AppSettingsPage } from './AppSettingsPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const settings: MockLink.MockedResponse = {
  request: { query: AppSettingsQuery },
  result: {
    data: {
      appSettings: {
        __typename: 'AppSettings',
        id: '1',
        maintenance: false,
        supportUrl: 'https://suporte.example.com',
        androidVersion: '2.3.0',
        androidPackageName: null,
        playStoreUrl: 'https://play.example.com',
        androidUpdateRequired: false,
        iosVersion: '2.3.1',
        iosPackageName: null,
        appStoreUrl: 'https://apps.example.com',
        iosUpdateRequired: false,
        pickerAppVersion: '1.0.0',
        pickerAppUpdateRequired: false,
      },
    },
  },
};
const policy = { __typename: 'PrivacyPolicy' as const, id: '1', title: 'Política de Privacidade', body: 'Tratamos seus dados conforme a LGPD.' };
const policyAnswer = (error?: Error): MockLink.MockedResponse => ({
  request: { query: PrivacyPolicyQuery },
  ...(error ? { error } : { result: { data: { privacyPolicy: policy } } }),
});
const NOTE = 'A política de privacidade não está disponível neste servidor de produtos.';
const availabilityAnswer = (available = true): MockLink.MockedResponse => ({
  request: { query: PrivacyPolicyAvailabilityQuery },
  result: { data: { privacyPolicyAvailability: { __typename: 'Availability', available, note: available ? null : NOTE } } },
});
const saveAnswer = (input: { title: string; body: string }, data: Record<string, unknown> | Error): MockLink.MockedResponse => ({
  request: { query: SavePrivacyPolicyMutation, variables: { input } },
  ...(data instanceof Error
    ? { error: data }
    : { result: { data: { savePrivacyPolicy: { __typename: 'PrivacyPolicyPayload', message: null, privacyPolicy: null, errors: [], ...data } } } }),
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AppSettingsPage />
    </MockedProvider>,
  );
}
async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Política de Privacidade' }));
  return screen.findByRole('dialog', { name: 'Política de Privacidade' });
}
const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('AppSettingsPage privacy policy', () => {
  it('shows the stored text, checks the required fields, then updates it with the gateway message', async () => {
    const changed = { title: 'Política de Privacidade do App', body: 'Nova redação.' };
    const saved = { message: 'Política de privacidade atualizada com Sucesso!', privacyPolicy: { ...policy, ...changed } };
    renderPage([settings, availabilityAnswer(), policyAnswer(), saveAnswer(changed, saved)]);
    const dialog = await openDialog();
    await waitFor(() => expect(input(dialog, 'Título').value).toBe('Política de Privacidade'));
    expect(input(dialog, 'Texto').value).toBe('Tratamos seus dados conforme a LGPD.');
    fireEvent.change(input(dialog, 'Título'), { target: { value: ' ' } });
    fireEvent.change(input(dialog, 'Texto'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findAllByText('Campo obrigatório!')).toHaveLength(2);
    fireEvent.change(input(dialog, 'Título'), { target: { value: changed.title } });
    fireEvent.change(input(dialog, 'Texto'), { target: { value: changed.body } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Política de privacidade atualizada com Sucesso!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Política de Privacidade' })).toBeNull());
  });

  it("puts the gateway's field errors on their fields and toasts a connection failure with the prefix", async () => {
    const asked = { title: 'Política de Privacidade', body: 'Tratamos seus dados conforme a LGPD.' };
    renderPage([
      settings,
      availabilityAnswer(),
      policyAnswer(),
      saveAnswer(asked, { errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'body' }] }),
      saveAnswer(asked, new Error('sem rede')),
    ]);
    const dialog = await openDialog();
    await waitFor(() => expect(input(dialog, 'Título').value).toBe(asked.title));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findByText('Campo obrigatório!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Atualizar Política de Privacidade: sem rede' }));
    expect(screen.getByRole('dialog', { name: 'Política de Privacidade' })).toBeTruthy();
  });

  it('toasts a read failure and opens no dialog', async () => {
    renderPage([settings, availabilityAnswer(), policyAnswer(new Error('Erro ao Carregar Política de Privacidade: API fora do ar'))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Política de Privacidade' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Política de Privacidade: API fora do ar' }));
    expect(screen.queryByRole('dialog', { name: 'Política de Privacidade' })).toBeNull();
  });

  it("says the privacy policy is not available on this server, with 'Atualizar' disabled and no read of the text", async () => {
    // No answer for the text or a save: asking for either would fail the test with an unmatched request.
    renderPage([settings, availabilityAnswer(false)]);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status').textContent).toBe(NOTE);
    const update = within(dialog).getByRole('button', { name: 'Atualizar' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    expect(input(dialog, 'Título').disabled).toBe(true);
    expect(input(dialog, 'Texto').disabled).toBe(true);
    fireEvent.click(update);
    expect(within(dialog).queryByText('Campo obrigatório!')).toBeNull();
    expect(toasts).toEqual([]);
  });
});
