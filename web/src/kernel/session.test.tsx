// @vitest-environment jsdom
// The session check when the gateway cannot be reached: no login form (the session may be valid), a Portuguese
// message, a retry, and the panel once the gateway answers; an answer without a session still means logged out.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_UNREACHABLE } from '../lib/errors';
import { SessionProvider, useSession } from './session';
import { MeQuery } from './sessionQueries';

afterEach(cleanup);

const me = {
  __typename: 'Me' as const,
  type: 3,
  branch: 17,
  branchBound: true,
  pages: ['pedido'],
  actions: [],
  expiresAt: '2026-11-28T10:00:00Z',
  idleExpiresAt: '2026-11-26T14:00:00Z',
  user: { __typename: 'StaffUser' as const, id: '3', employeeId: '3', matricula: '1003', name: 'Sônia Sub', email: null },
};
const unreachable: MockLink.MockedResponse = { request: { query: MeQuery }, error: new TypeError('Failed to fetch') };
const answered = (value: typeof me | null): MockLink.MockedResponse => ({ request: { query: MeQuery }, result: { data: { me: value } } });

function Probe() {
  const { me: session, loading } = useSession();
  if (loading) return <p>carregando</p>;
  return <p>{session ? `painel de ${session.user.matricula}` : 'formulário de login'}</p>;
}

const app = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </MockedProvider>,
  );

describe('SessionProvider', () => {
  it('says in Portuguese that the server cannot be reached, keeps away from the login form, and retries', async () => {
    app([unreachable, answered(me)]);
    expect(await screen.findByText(SERVER_UNREACHABLE)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Servidor indisponível');
    expect(screen.queryByText('formulário de login')).toBeNull();
    expect(document.body.textContent).not.toContain('Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('painel de 1003')).toBeTruthy();
  });

  it('an answer without a session is the login form, as before', async () => {
    app([answered(null)]);
    expect(await screen.findByText('formulário de login')).toBeTruthy();
  });
});
