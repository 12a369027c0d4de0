// The staff tables (spec 002 section 2): 'Funcionários' shows Matrícula, Nome, Email, CPF, Filial, Cargo, Status;
// pickers their code, matrícula, name, branch and status; deliverymen code, matrícula, name, branch and status
// (whether 'Escolha um Entregador' offers them, issue 19 item 3). Ações: details and edit on every row.
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
}

const status = (available: boolean) => (
  <Tag minimal intent={available ? 'success' : 'none'}>
    {available ? 'Disponível' : 'Indisponível'}
  </Tag>
);

const branchName = (m: StaffTable_MembersFragment) => (m.branch ? `${m.branch.code} - ${m.branch.name}` : '-');

const COLUMNS: Record<StaffKind, string[]> = {
  employee: ['Matrícula', 'Nome', 'Email', 'CPF', 'Filial', 'Cargo', 'Status', 'Ações'],
  picker: ['Código', 'Matrícula', 'Nome', 'Filial', 'Status', 'Ações'],
  deliveryman: ['Código', 'Matrícula', 'Nome', 'Filial', 'Status', 'Ações'],
};

export function StaffTable({ kind, members, onEdit, onDetails }: Props) {
  const columns = COLUMNS[kind];
  return (
    <ListTable headers={columns} items={members} getKey={(m) => m.id} estimateHeight={41}>
      {(m) => (
        <tr>
          {kind !== 'employee' && <td>{m.id}</td>}
          <td>{orDash(m.registration)}</td>
          <td>{m.name}</td>
          {kind === 'employee' && <td>{orDash(m.email)}</td>}
          {kind === 'employee' && <td className="list-nowrap">{m.cpf ? formatCpf(m.cpf) : '-'}</td>}
          <td>{branchName(m)}</td>
          {kind === 'employee' && <td>{m.roleLabel}</td>}
          <td>{status(m.available)}</td>
          <td className="list-nowrap">
            <Button variant="minimal" icon="eye-open" title="Detalhes" aria-label={`Detalhes de ${m.name}`} onClick={() => onDetails(m)} />
            <Button variant="minimal" icon="edit" title="Editar" aria-label={`Editar ${m.name}`} onClick={() => onEdit(m)} />
          </td>
        </tr>
      )}
    </ListTable>
  );
}
