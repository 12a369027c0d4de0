// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { StaffTable } from './StaffTable';

afterEach(cleanup);

const deliveryman = (id: string, name: string, available: boolean, active = true): StaffTable_MembersFragment => ({
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
  active,
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
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Código', 'Matrícula', 'Nome', 'Filial', 'Status', 'Situação', 'Ações']);
    expect(within(screen.getByText('Raimundo Moura').closest('tr')!).getByText('Indisponível')).toBeTruthy();
    expect(within(screen.getByText('Ana Entrega').closest('tr')!).getByText('Disponível')).toBeTruthy();
  });
});

describe("'Situação' and the row actions (docs/decisions/0040-people-who-leave.md)", () => {
  const members = [deliveryman('1', 'Raimundo Moura', false, false), deliveryman('2', 'Ana Entrega', true, true)];

  it("shows Ativo / Inativo apart from the availability, and 'Desativar' or 'Reativar' as the person's state asks", () => {
    const onActivation = vi.fn();
    render(<StaffTable kind="deliveryman" members={members} onEdit={vi.fn()} onDetails={vi.fn()} onActivation={onActivation} />);
    const raimundo = screen.getByText('Raimundo Moura').closest('tr')!;
    expect(within(raimundo).getByText('Inativo')).toBeTruthy();
    expect(within(raimundo).getByText('Indisponível')).toBeTruthy();
    expect(within(raimundo).queryByRole('button', { name: 'Desativar Raimundo Moura' })).toBeNull();
    fireEvent.click(within(raimundo).getByRole('button', { name: 'Reativar Raimundo Moura' }));
    expect(onActivation).toHaveBeenLastCalledWith(members[0]);
    const ana = screen.getByText('Ana Entrega').closest('tr')!;
    expect(within(ana).getByText('Ativo')).toBeTruthy();
    fireEvent.click(within(ana).getByRole('button', { name: 'Desativar Ana Entrega' }));
    expect(onActivation).toHaveBeenLastCalledWith(members[1]);
    // No reset button unless the page gives the action (type 1), and never on an inactive person.
    expect(screen.queryByRole('button', { name: /Enviar redefinição de senha/ })).toBeNull();
  });

  it("offers 'Enviar redefinição de senha' on active people when given", () => {
    const onSendReset = vi.fn();
    render(<StaffTable kind="deliveryman" members={members} onEdit={vi.fn()} onDetails={vi.fn()} onSendReset={onSendReset} />);
    expect(screen.queryByRole('button', { name: 'Enviar redefinição de senha a Raimundo Moura' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar redefinição de senha a Ana Entrega' }));
    expect(onSendReset).toHaveBeenCalledWith(members[1]);
  });
});
