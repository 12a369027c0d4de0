// 'Filiais' table (docs/areas/catalogue.md#branches): code, company name, status, contact, map link, actions.
import { AnchorButton, Button, Tag } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { BranchRow_BranchFragment } from '../../generated/graphql';
import { orDash } from '../../lib/documents';
import { ListTable } from '../../lib/listTable';

export const BranchRowFragment = graphql(`
  fragment BranchRow_branch on Branch {
    id
    code
    name
    status
    contact
    mapsUrl
  }
`);

export type BranchRow = BranchRow_BranchFragment;

/** The status map (docs/areas/catalogue.md#states): A active, I inactive. */
export const BRANCH_STATUS = { A: 'Ativo', I: 'Inativo' } as const;

interface Props {
  branches: readonly BranchRow[];
  onEdit: (branch: BranchRow) => void;
  onDetails: (branch: BranchRow) => void;
}

export function BranchTable({ branches, onEdit, onDetails }: Props) {
  return (
    <ListTable headers={['Código', 'Razão Social', 'Status', 'Contato', 'Mapa', 'Ações']} items={branches} getKey={(b) => b.id} estimateHeight={41}>
      {(branch) => (
        <tr>
          <td>{branch.code}</td>
          <td>{branch.name}</td>
          <td>
            {branch.status ? (
              <Tag intent={branch.status === 'A' ? 'success' : 'none'} minimal>
                {BRANCH_STATUS[branch.status]}
              </Tag>
            ) : (
              '-'
            )}
          </td>
          <td>{orDash(branch.contact)}</td>
          <td>
            {branch.mapsUrl ? (
              <AnchorButton variant="minimal" icon="map-marker" href={branch.mapsUrl} target="_blank" rel="noopener noreferrer" text="Ver no mapa" />
            ) : (
              '-'
            )}
          </td>
          <td className="list-nowrap">
            <Button variant="minimal" icon="edit" title="Editar" aria-label={`Editar filial ${branch.code}`} onClick={() => onEdit(branch)} />
            <Button variant="minimal" icon="eye-open" title="Detalhes" aria-label={`Detalhes da filial ${branch.code}`} onClick={() => onDetails(branch)} />
          </td>
        </tr>
      )}
    </ListTable>
  );
}
