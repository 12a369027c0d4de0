// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { StaffTable } from './StaffTable';

afterEach(cleanup);

const deliveryman = (id: string, name: string, available: boolean): StaffTable_MembersFragment => ({
  id,
  userId: id,
  registration: `20${id}`,
  name,
  email: null,
  cpf: null,
  role: null,
  roleLabel: 'Entregador',
  roles: [],
  available,
  branch: { code: 17, name: 'Loja Centro' },
});

describe("'Entregadores'", () => {
  it("shows each deliveryman's availability, which decides whether 'Escolha um Entregador' offers them", () => {
    render(
      <StaffTable
        kind="deliveryman"
        members={[deliveryman('1', 'Raimundo Moura', false), deliveryman('2', 'Ana Entrega', true)]}
        onEdit={vi.fn()}
        onDetails={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Código', 'Matrícula', 'Nome', 'Filial', 'Status', 'Ações']);
    expect(within(screen.getByText('Raimundo Moura').closest('tr')!).getByText('Indisponível')).toBeTruthy();
    expect(within(screen.getByText('Ana Entrega').closest('tr')!).getByText('Disponível')).toBeTruthy();
  });
});
