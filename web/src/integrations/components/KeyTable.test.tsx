// @vitest-environment jsdom
// The integration keys' table on the kit's table: 'Ações' only when some key can still be revoked, and an empty table
// says 'Nenhuma chave criada'.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntegrationKeyRow_KeyFragment } from '../../generated/graphql';
import { KeyTable } from './KeyTable';

afterEach(cleanup);

const key = (id: string, state: IntegrationKeyRow_KeyFragment['state']) =>
  ({
    __typename: 'IntegrationKey',
    id,
    name: `Chave ${id}`,
    pages: [],
    branch: null,
    createdBy: 'Administrador Geral',
    createdAt: '2026-11-01T12:00:00Z',
    expiresAt: '2027-11-01T12:00:00Z',
    lastUsedAt: null,
    state,
  }) as unknown as IntegrationKeyRow_KeyFragment;

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('KeyTable', () => {
  it("no 'Ações' column when no key can be revoked; one when a key is active", () => {
    const onRevoke = () => undefined;
    render(<KeyTable keys={[key('1', 'REVOKED'), key('2', 'EXPIRED')]} onRevoke={onRevoke} />);
    expect(headers()).not.toContain('Ações');
    expect(screen.getAllByRole('row')[1].querySelectorAll('td')).toHaveLength(8);
    cleanup();
    render(<KeyTable keys={[key('1', 'REVOKED'), key('2', 'ACTIVE')]} onRevoke={onRevoke} />);
    expect(headers().at(-1)).toBe('Ações');
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]).getByRole('button', { name: 'Revogar Chave 2' })).toBeTruthy();
    expect(rows[1].querySelectorAll('td')).toHaveLength(9);
    cleanup();
    render(<KeyTable keys={[]} onRevoke={onRevoke} />);
    expect(screen.getByRole('cell', { name: 'Nenhuma chave criada' })).toBeTruthy();
  });
});
