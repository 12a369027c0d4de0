// @vitest-environment jsdom
// A refused login is said once, under the form (an alert), and not also as a toast; a new attempt takes it away.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginMutation } from '../queries';
import { LoginView } from './LoginView';

const toasts = vi.hoisted(() => [] as unknown[]);
vi.mock('../../lib/toaster', () => ({ showToast: async (t: unknown) => void toasts.push(t), dismissToast: async () => undefined }));
vi.mock('../../kernel/session', () => ({ useSession: () => ({ startSession: () => undefined }) }));

afterEach(cleanup);

const REFUSED = 'Erro na tentativa de login: Dados de Matrícula ou Senha Incorretos';
const refused: MockLink.MockedResponse = {
  request: { query: LoginMutation, variables: { matricula: '1001', password: 'errada123' } },
  result: {
    data: { login: { __typename: 'LoginPayload', me: null, errors: [{ __typename: 'UserError', code: 'BAD_CREDENTIALS', message: REFUSED, field: null }] } },
  },
};

describe('login refused', () => {
  it('shows the message once, inline, with no toast', async () => {
    render(
      <MockedProvider mocks={[refused]}>
        <MemoryRouter>
          <LoginView />
        </MemoryRouter>
      </MockedProvider>,
    );
    fireEvent.change(screen.getByLabelText('Matrícula'), { target: { value: '1001' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'errada123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
    expect(toasts).toEqual([]);
  });
});
