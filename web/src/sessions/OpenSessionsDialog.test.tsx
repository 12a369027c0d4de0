// @vitest-environment jsdom
// 'Sessões abertas' against mocked GraphQL answers: the list (device, address, dates in São Paulo time, 'Esta sessão'
// on the current one) after its spinner, the error state and its retry, 'Encerrar outras sessões' disabled with no
// other session, and ending the others only after the confirmation: success toast, list read again, focus back in
// the dialog; no axe violation (the user menu's way in: app/UserMenu.test.tsx).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EndOtherSessionsMutation, MySessionsQuery } from './queries';
import { OpenSessionsDialog } from './OpenSessionsDialog';
import { SESSIONS_TEXTS } from './texts';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const session = (id: string, device: string, current = false, address: string | null = '203.0.113.9') => ({
  __typename: 'OpenSession' as const,
  id,
  device,
  address,
  startedAt: '2026-03-10T12:00:00Z',
  lastUsedAt: '2026-03-10T14:35:20Z',
  current,
});
const THIS = session('s1', 'Firefox no Linux', true);
const DESK = session('s2', 'Chrome no Windows', false, '198.51.100.7');
const TOOL = session('s3', 'curl', false, null);

const list = (sessions: ReturnType<typeof session>[]): MockLink.MockedResponse => ({
  request: { query: MySessionsQuery },
  result: { data: { mySessions: sessions } },
});
const ended = (count: number, message: string): MockLink.MockedResponse => ({
  request: { query: EndOtherSessionsMutation },
  result: { data: { endOtherSessions: { __typename: 'EndOtherSessionsPayload', ended: count, message, errors: [], sessions: [THIS] } } },
});

function renderDialog(mocks: MockLink.MockedResponse[], onClose = () => undefined) {
  return render(
    <MockedProvider mocks={mocks}>
      <OpenSessionsDialog onClose={onClose} />
    </MockedProvider>,
  );
}

const endButton = () => screen.getByRole('button', { name: SESSIONS_TEXTS.endOthers }) as HTMLButtonElement;
/** The footer's 'Fechar' (the header's close button has the same name). */
const closeButton = () =>
  within(document.querySelector<HTMLElement>('.open-sessions-dialog .bp6-dialog-footer')!).getByRole('button', { name: SESSIONS_TEXTS.close });

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('OpenSessionsDialog', () => {
  it('lists the sessions after its spinner: device, address, dates in São Paulo time, this session tagged', async () => {
    renderDialog([list([THIS, DESK, TOOL])]);
    expect(screen.getByLabelText(SESSIONS_TEXTS.loading)).toBeTruthy();
    const table = await screen.findByRole('table', { name: SESSIONS_TEXTS.title });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Firefox no Linux' + SESSIONS_TEXTS.current, '203.0.113.9', '10/03/2026 09:00:00', '10/03/2026 11:35:20'],
      ['Chrome no Windows', '198.51.100.7', '10/03/2026 09:00:00', '10/03/2026 11:35:20'],
      ['curl', SESSIONS_TEXTS.unknownAddress, '10/03/2026 09:00:00', '10/03/2026 11:35:20'],
    ]);
    expect(within(rows[0]).getByText(SESSIONS_TEXTS.current)).toBeTruthy();
    expect(within(rows[1]).queryByText(SESSIONS_TEXTS.current)).toBeNull();
    expect(endButton().disabled).toBe(false);
    const results = (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations;
    expect(results.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('ends the other sessions only after the confirmation, says so, reads the list again and keeps the focus in the dialog', async () => {
    renderDialog([list([THIS, DESK, TOOL]), ended(2, '2 outras sessões foram encerradas.'), list([THIS])]);
    await screen.findByText('Chrome no Windows');
    // Cancelling asks nothing of the gateway (no mock would answer it).
    fireEvent.click(endButton());
    let confirm = await screen.findByRole('dialog', { name: SESSIONS_TEXTS.endOthers });
    expect(within(confirm).getByText(SESSIONS_TEXTS.confirmQuestion)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SESSIONS_TEXTS.endOthers })).toBeNull());
    expect(screen.getByText('Chrome no Windows')).toBeTruthy();

    fireEvent.click(endButton());
    confirm = await screen.findByRole('dialog', { name: SESSIONS_TEXTS.endOthers });
    // Enter confirms: the focus starts on the answer.
    const yes = within(confirm).getByRole('button', { name: SESSIONS_TEXTS.confirmYes });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    fireEvent.submit(yes.closest('form')!);
    await waitFor(() => expect(toasts).toEqual([{ intent: 'success', message: '2 outras sessões foram encerradas.' }]));
    await waitFor(() => expect(screen.queryByText('Chrome no Windows')).toBeNull());
    expect(screen.getByText('Firefox no Linux')).toBeTruthy();
    expect(screen.getByText(SESSIONS_TEXTS.noOthers)).toBeTruthy();
    expect(endButton().disabled).toBe(true);
    // The button that opened the confirmation is disabled now: the focus goes to 'Fechar', where Esc still closes.
    await waitFor(() => expect(document.activeElement).toBe(closeButton()), { timeout: 3000 });
  });

  it('says why when the gateway refused, and the list stays', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: EndOtherSessionsMutation },
      result: {
        data: {
          endOtherSessions: {
            __typename: 'EndOtherSessionsPayload',
            ended: 0,
            message: null,
            sessions: null,
            errors: [
              { __typename: 'UserError', code: 'AUDIT_FAILED', field: null, message: 'Erro ao registrar o log da alteração: indisponível Tente novamente!' },
            ],
          },
        },
      },
    };
    renderDialog([list([THIS, DESK]), refused, list([THIS, DESK])]);
    await screen.findByText('Chrome no Windows');
    fireEvent.click(endButton());
    const confirm = await screen.findByRole('dialog', { name: SESSIONS_TEXTS.endOthers });
    fireEvent.click(within(confirm).getByRole('button', { name: SESSIONS_TEXTS.confirmYes }));
    await waitFor(() =>
      expect(toasts).toEqual([{ intent: 'danger', message: `${SESSIONS_TEXTS.endFailed}Erro ao registrar o log da alteração: indisponível Tente novamente!` }]),
    );
    expect(screen.getByText('Chrome no Windows')).toBeTruthy();
  });

  it('with only this session the button is disabled and says there is no other', async () => {
    renderDialog([list([THIS])]);
    await screen.findByText('Firefox no Linux');
    expect(endButton().disabled).toBe(true);
    expect(screen.getByText(SESSIONS_TEXTS.noOthers)).toBeTruthy();
  });

  it('shows the error with a retry that reads the list again, and an empty list as such', async () => {
    renderDialog([{ request: { query: MySessionsQuery }, error: new Error('Falha de rede') }, list([])]);
    expect(await screen.findByText(SESSIONS_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.getByText('Falha de rede')).toBeTruthy();
    expect(endButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: SESSIONS_TEXTS.retry }));
    expect(await screen.findByText(SESSIONS_TEXTS.empty)).toBeTruthy();
  });

  it('Fechar and Esc close it', async () => {
    const onClose = vi.fn();
    renderDialog([list([THIS])], onClose);
    await screen.findByText('Firefox no Linux');
    const close = closeButton();
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.click(close);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
