// The staff tables (docs/areas/staff-and-support.md#staff): 'Funcionários' shows Matrícula, Nome, Email, CPF, Filial,
// Cargo, Status; pickers their code, matrícula, name, branch and status; deliverymen code, matrícula, name, branch and
// status (whether 'Escolha um Entregador' offers them, docs/areas/staff-and-support.md#deliverymen). 'Situação'
// (docs/decisions/0040-people-who-leave.md) says whether the person may still log in: Ativo or Inativo, another thing
// than Disponível / Indisponível. Ações: details and edit on every row, 'Desativar' or 'Reativar', and 'Enviar
// redefinição de senha' for those who may send one (type 1).
import { Button, Tag } from '@blueprintjs/core';
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { formatCpf, orDash } from '../../lib/documents';
import { ListTable } from '../../lib/listTable';
import type { StaffKind } from '../kinds';

interface Props {
  kind: StaffKind;
  members: readonly StaffTable_MembersFragment[];
  onEdit: (member: StaffTable_MembersFragment) => void;
  onDetails: (member: StaffTable_MembersFragment) => void;
  /** 'Desativar' on an active person, 'Reativar' on an inactive one; absent: no such button. */
  onActivation?: (member: StaffTable_MembersFragment) => void;
  /** 'Enviar redefinição de senha'; absent for those who may not send one. */
  onSendReset?: (member: StaffTable_MembersFragment) => void;
}

const status = (available: boolean) => (
  <Tag minimal intent={available ? 'success' : 'none'}>
    {available ? 'Disponível' : 'Indisponível'}
  </Tag>
);

const situation = (active: boolean) => (
  <Tag minimal intent={active ? 'primary' : 'danger'}>
    {active ? 'Ativo' : 'Inativo'}
  </Tag>
);

const branchName = (m: StaffTable_MembersFragment) => (m.branch ? `${m.branch.code} - ${m.branch.name}` : '-');

const COLUMNS: Record<StaffKind, string[]> = {
  employee: ['Matrícula', 'Nome', 'Email', 'CPF', 'Filial', 'Cargo', 'Status', 'Situação', 'Ações'],
  picker: ['Código', 'Matrícula', 'Nome', 'Filial', 'Status', 'Situação', 'Ações'],
  deliveryman: ['Código', 'Matrícula', 'Nome', 'Filial', 'Status', 'Situação', 'Ações'],
};

export function StaffTable({ kind, members, onEdit, onDetails, onActivation, onSendReset }: Props) {
  const columns = COLUMNS[kind];
  return (
    <ListTable headers={columns} items={members} getKey={(m) => m.id} estimateHeight={41}>
      {(m) => (
        <tr className={m.active ? undefined : 'staff-inactive'}>
          {kind !== 'employee' && <td>{m.id}</td>}
          <td>{orDash(m.registration)}</td>
          <td>{m.name}</td>
          {kind === 'employee' && <td>{orDash(m.email)}</td>}
          {kind === 'employee' && <td className="list-nowrap">{m.cpf ? formatCpf(m.cpf) : '-'}</td>}
          <td>{branchName(m)}</td>
          {kind === 'employee' && <td>{m.roleLabel}</td>}
          <td>{status(m.available)}</td>
          <td>{situation(m.active)}</td>
          <td className="list-nowrap">
            <Button variant="minimal" icon="eye-open" title="Detalhes" aria-label={`Detalhes de ${m.name}`} onClick={() => onDetails(m)} />
            <Button variant="minimal" icon="edit" title="Editar" aria-label={`Editar ${m.name}`} onClick={() => onEdit(m)} />
            {onSendReset && m.active && (
              <Button
                variant="minimal"
                icon="key"
                title="Enviar redefinição de senha"
                aria-label={`Enviar redefinição de senha a ${m.name}`}
                onClick={() => onSendReset(m)}
              />
            )}
            {onActivation &&
              (m.active ? (
                <Button variant="minimal" icon="disable" intent="danger" title="Desativar" aria-label={`Desativar ${m.name}`} onClick={() => onActivation(m)} />
              ) : (
                <Button variant="minimal" icon="unlock" intent="success" title="Reativar" aria-label={`Reativar ${m.name}`} onClick={() => onActivation(m)} />
              ))}
          </td>
        </tr>
      )}
    </ListTable>
  );
}
