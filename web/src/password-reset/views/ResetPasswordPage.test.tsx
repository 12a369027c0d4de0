// @vitest-environment jsdom
// The public reset pages against mocked GraphQL answers: the link verified on opening (a bad link or a failed
// check shows error02 and no form), the form's checks before any call, and the outcomes success and error01.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordResetLinkQuery, ResetPasswordMutation } from '../queries';
import { ResetPasswordPage } from './ResetPasswordPage';

const LINK = { uuid: 'MjM', token: 'a1b2c3d4e5' };
const SUCCESS = 'Sua senha foi redefinida com sucesso! Você já pode login no app.';
const SUBMIT_FAILED = 'Ocorreu um erro durante a tentativa de redefinição de senha. Por favor, tente novamente.';
const VERIFICATION_FAILED = 'Erro no processo de verificação. Solicite novamente a redefinição de senha no app.';

const check = (valid: boolean): MockLink.MockedResponse => ({
  request: { query: PasswordResetLinkQuery, variables: LINK },
  result: { data: { passwordResetLink: { __typename: 'PasswordResetLink', valid, message: valid ? null : VERIFICATION_FAILED } } },
});
const resetAnswer = (
  password: string,
  answer: { done: boolean; errors: { code: string; message: string; field: string | null }[] },
): MockLink.MockedResponse => ({
  request: { query: ResetPasswordMutation, variables: { ...LINK, password, confirmation: password } },
  result: {
    data: {
      resetPassword: {
        __typename: 'PasswordResetPayload',
        done: answer.done,
        message: answer.done ? SUCCESS : null,
        errors: answer.errors.map((e) => ({ __typename: 'UserError', ...e })),
      },
    },
  },
});

function renderPage(mocks: MockLink.MockedResponse[], variant: 'app' | 'web' = 'web') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[`/resetpassword${variant}/${LINK.uuid}/${LINK.token}`]}>
        <Routes>
          <Route path={`/resetpassword${variant}/:uuid/:token`} element={<ResetPasswordPage variant={variant} />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('ResetPasswordPage', () => {
  it('verifies the link first, then checks the fields before sending anything', async () => {
    renderPage([check(true)]);
    expect(screen.getByText('Verificando link...')).toBeTruthy();
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    fireEvent.click(confirm);
    expect(await screen.findByText('Nova senha não pode estar vazio!')).toBeTruthy();
    expect(screen.getByText('Confirmação de senha não pode estar vazio!')).toBeTruthy();
    type('Nova senha', 'curta');
    type('Confirmação de senha', 'outra');
    expect(screen.getByText('Sua senha precisa possuir ao menos 8 caracteres.')).toBeTruthy();
    expect(screen.getByText('Senhas digitadas não conferem.')).toBeTruthy();
    fireEvent.click(confirm);
    // No mutation was mocked: a call would have ended in the error01 dialog.
    await expect(screen.findByRole('dialog', {}, { timeout: 300 })).rejects.toThrow();
  });

  it('shows error02 and no form for a link that does not verify, or when the check itself fails', async () => {
    renderPage([check(false)]);
    const dialog = await screen.findByRole('dialog', { name: 'Redefinição de Senha' });
    expect(within(dialog).getByText(VERIFICATION_FAILED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Link inválido')).toBeTruthy();
    cleanup();
    renderPage([{ request: { query: PasswordResetLinkQuery, variables: LINK }, error: new Error('Sem conexão.') }]);
    expect(within(await screen.findByRole('dialog')).getByText(VERIFICATION_FAILED)).toBeTruthy();
  });

  it('saves the new password and shows success, with the way to the login on the web page', async () => {
    renderPage([check(true), resetAnswer('Nova-Senha-1', { done: true, errors: [] })]);
    await screen.findByRole('button', { name: 'Confirmar' });
    type('Nova senha', 'Nova-Senha-1');
    type('Confirmação de senha', 'Nova-Senha-1');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Senha redefinida' });
    expect(within(dialog).getByText(SUCCESS)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'Ir para o login' })).toBeTruthy();
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('shows error01 when the gateway refuses the new password, and keeps the form for another try', async () => {
    renderPage([check(true), resetAnswer('Nova-Senha-1', { done: false, errors: [{ code: 'REFUSED', message: SUBMIT_FAILED, field: null }] })], 'app');
    await screen.findByRole('button', { name: 'Confirmar' });
    type('Nova senha', 'Nova-Senha-1');
    type('Confirmação de senha', 'Nova-Senha-1');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinição de Senha' });
    expect(within(dialog).getByText(SUBMIT_FAILED)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
  });
});
