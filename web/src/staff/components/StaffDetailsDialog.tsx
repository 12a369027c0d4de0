// The details dialogs (spec 002 section 2): employees show name, matrícula, branch (hidden for managers and
// marketing), role, CPF and e-mail; pickers and deliverymen their code, name, matrícula and branch.
import { DialogBody, DialogFooter, Button } from '@blueprintjs/core';
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { AppDialog } from '../../lib/dialog';
import { formatCpf, orDash } from '../../lib/documents';
import { hidesBranch } from '../form';
import type { StaffKind } from '../kinds';

interface Props {
  kind: StaffKind;
  title: string;
  member: StaffTable_MembersFragment | null;
  onClose: () => void;
}

export function StaffDetailsDialog({ kind, title, member, onClose }: Props) {
  const rows: Array<[string, string]> = member
    ? [
        ...(kind !== 'employee' ? [['Código', member.id] as [string, string]] : []),
        ['Nome', member.name],
        ['Matrícula', orDash(member.registration)],
        ...(hidesBranch(member.roles) ? [] : [['Filial', member.branch ? `${member.branch.code} - ${member.branch.name}` : '-'] as [string, string]]),
        ...(kind === 'employee'
          ? ([
              ['Cargo', member.roleLabel],
              ['CPF', member.cpf ? formatCpf(member.cpf) : '-'],
              ['E-mail', orDash(member.email)],
            ] as Array<[string, string]>)
          : []),
      ]
    : [];
  return (
    <AppDialog isOpen={member !== null} title={title} onClose={onClose}>
      <DialogBody>
        <dl className="staff-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </DialogBody>
      <DialogFooter actions={<Button text="Fechar" onClick={onClose} />} />
    </AppDialog>
  );
}
