// @vitest-environment jsdom
// '/recovery/' against mocked GraphQL answers: the e-mail required, the link shown and copied to the clipboard,
// the fallback when the browser refuses the clipboard, and a failure with the spec's text on the field.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestPasswordRecoveryMutation } from '../queries';
import { RecoveryPage } from './RecoveryPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push({ intent: props.intent, message: props.message }), 'key'),
}));

const LINK = 'http://localhost:4000/resetpasswordweb/MjM/0a1b2c3d4e5f';
const VERIFICATION_FAILED = 'Erro no processo de verificação. Solicite novamente a redefinição de senha no app.';
const writeText = vi.fn<(text: string) => Promise<void>>();

const answer = (email: string, link: string | null, errors: { code: string; message: string; field: string | null }[] = []): MockLink.MockedResponse => ({
  request: { query: RequestPasswordRecoveryMutation, variables: { email } },
  result: {
    data: { requestPasswordRecovery: { __typename: 'PasswordRecoveryPayload', link, errors: errors.map((e) => ({ __typename: 'UserError', ...e })) } },
  },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/recovery/']}>
        <RecoveryPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => {
  toasts.splice(0);
  writeText.mockReset();
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(cleanup);

describe('RecoveryPage', () => {
  it('requires the e-mail before asking the gateway', async () => {
    renderPage([]);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar link' }));
    expect(await screen.findByText('E-mail não pode estar vazio!')).toBeTruthy();
    // No mutation was mocked: a call would have ended in a toast.
    await expect(screen.findByRole('dialog', {}, { timeout: 300 })).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it('shows the link and copies it to the clipboard', async () => {
    writeText.mockResolvedValue();
    renderPage([answer('2003@bompreco.local', LINK)]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' 2003@bompreco.local ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link de Redefinição de Senha' });
    expect(within(dialog).getByText('Link copiado para a área de transferência. Envie-o ao usuário.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Link de redefinição') as HTMLInputElement).value).toBe(LINK);
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('says so and leaves the link to copy by hand when the browser refuses the clipboard; Copiar link tries again', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    renderPage([answer('2003@bompreco.local', LINK)]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '2003@bompreco.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link de Redefinição de Senha' });
    expect(within(dialog).getByText('Não foi possível copiar automaticamente. Selecione o link abaixo e copie (Ctrl+C).')).toBeTruthy();
    expect((within(dialog).getByLabelText('Link de redefinição') as HTMLInputElement).value).toBe(LINK);
    writeText.mockResolvedValue();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    expect(await within(dialog).findByText('Link copiado para a área de transferência. Envie-o ao usuário.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("shows the spec's text on the field and in a toast when no user has the e-mail", async () => {
    renderPage([answer('ninguem@bompreco.local', null, [{ code: 'NOT_FOUND', message: VERIFICATION_FAILED, field: 'email' }])]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ninguem@bompreco.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar link' }));
    expect(await screen.findByText(VERIFICATION_FAILED)).toBeTruthy();
    await waitFor(() => expect(toasts).toEqual([{ intent: 'danger', message: VERIFICATION_FAILED }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
