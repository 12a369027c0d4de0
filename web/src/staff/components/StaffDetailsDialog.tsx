// The details dialogs (docs/areas/staff-and-support.md#staff): employees show name, matrícula, branch (hidden for
// managers and marketing), role, CPF and e-mail; pickers and deliverymen their code, name, matrícula and branch.
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { DetailsDialog, DetailsList, type DetailRow } from '../../lib/detailsDialog';
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
  const rows: DetailRow[] = member
    ? [
        ...(kind !== 'employee' ? [['Código', member.id] as DetailRow] : []),
        ['Nome', member.name],
        ['Matrícula', orDash(member.registration)],
        ...(hidesBranch(member.roles) ? [] : [['Filial', member.branch ? `${member.branch.code} - ${member.branch.name}` : '-'] as DetailRow]),
        ...(kind === 'employee'
          ? ([
              ['Cargo', member.roleLabel],
              ['CPF', member.cpf ? formatCpf(member.cpf) : '-'],
              ['E-mail', orDash(member.email)],
            ] as DetailRow[])
          : []),
      ]
    : [];
  return (
    <DetailsDialog isOpen={member !== null} title={title} onClose={onClose}>
      <DetailsList rows={rows} className="staff-details" />
    </DetailsDialog>
  );
}
