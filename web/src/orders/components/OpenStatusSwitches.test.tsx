// @vitest-environment jsdom
// The filter's status switches drawn from the gateway's answer (names included), its loading and its failure.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenOrderStatusesQuery } from '../queries';
import { OpenStatusSwitches } from './OpenStatusSwitches';

afterEach(cleanup);

const statuses = [
  { __typename: 'OrderStatusName' as const, status: 'R' as const, label: 'Recebido' },
  { __typename: 'OrderStatusName' as const, status: 'S' as const, label: 'Em Separação' },
];

describe('OpenStatusSwitches', () => {
  it('shows a spinner, then one switch per status the gateway names, and reports a toggle', async () => {
    const onToggle = vi.fn();
    render(
      <MockedProvider mocks={[{ request: { query: OpenOrderStatusesQuery }, result: { data: { openOrderStatuses: statuses } } }]}>
        <OpenStatusSwitches checked={['R']} onToggle={onToggle} />
      </MockedProvider>,
    );
    expect(screen.getByLabelText('Carregando os status')).toBeTruthy();
    const separating = await screen.findByLabelText('Em Separação (S)');
    expect((screen.getByLabelText('Recebido (R)') as HTMLInputElement).checked).toBe(true);
    expect((separating as HTMLInputElement).checked).toBe(false);
    fireEvent.click(separating);
    expect(onToggle).toHaveBeenCalledWith('S', true);
  });

  it('says the statuses could not be loaded', async () => {
    render(
      <MockedProvider mocks={[{ request: { query: OpenOrderStatusesQuery }, error: new Error('sem conexão') }]}>
        <OpenStatusSwitches checked={[]} onToggle={() => undefined} />
      </MockedProvider>,
    );
    expect(await screen.findByText('Erro ao carregar os status: sem conexão')).toBeTruthy();
  });
});
