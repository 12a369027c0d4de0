// @vitest-environment jsdom
// The user menu (the shell's) reaches 'Sessões abertas' by the keyboard: Enter on the name opens the menu, Enter on
// the item opens the dialog (its chunk loaded on first open) with the sessions listed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MySessionsQuery } from '../sessions/queries';
import { SESSIONS_TEXTS } from '../sessions/texts';
import { UserMenu } from './UserMenu';

vi.mock('../lib/toaster', () => ({ showToast: async () => 'key' }));

const session = (id: string, device: string, current: boolean) => ({
  __typename: 'OpenSession' as const,
  id,
  device,
  address: '203.0.113.9',
  startedAt: '2026-03-10T12:00:00Z',
  lastUsedAt: '2026-03-10T14:35:20Z',
  current,
});

afterEach(cleanup);

describe('the user menu', () => {
  it("opens from the person's name by the keyboard and shows the sessions", async () => {
    const mySessions = [session('s1', 'Firefox no Linux', true), session('s2', 'Chrome no Windows', false)];
    render(
      <MockedProvider mocks={[{ request: { query: MySessionsQuery }, result: { data: { mySessions } } }]}>
        <UserMenu name="Subgerente Loja 17" />
      </MockedProvider>,
    );
    const name = screen.getByRole('button', { name: 'Subgerente Loja 17' });
    await act(async () => fireEvent.click(name));
    expect(name.getAttribute('aria-expanded')).toBe('true');
    const item = await screen.findByRole('menuitem', { name: SESSIONS_TEXTS.menuItem });
    await act(async () => fireEvent.keyDown(item, { key: 'Enter' }));
    // The dialog's chunk is loaded on first open: slow on a loaded machine.
    expect(await screen.findByRole('dialog', { name: SESSIONS_TEXTS.title }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Chrome no Windows')).toBeTruthy();
  });
});
