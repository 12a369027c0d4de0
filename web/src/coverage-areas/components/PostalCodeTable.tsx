// The postal codes table of 'CEPs' (DESIGN section 4): CEP, address, actions (edit, neighbourhoods).
import { Button, HTMLTable } from '@blueprintjs/core';
import type { PostalCodeTable_PostalCodeFragment } from '../../generated/graphql';
import { formatCep, orDash } from '../../lib/documents';
import { stripedTable, TableRows } from '../../lib/virtualRows';

interface Props {
  postalCodes: readonly PostalCodeTable_PostalCodeFragment[];
  onEdit: (postalCode: PostalCodeTable_PostalCodeFragment) => void;
  onNeighbourhoods: (postalCode: PostalCodeTable_PostalCodeFragment) => void;
}

export function PostalCodeTable({ postalCodes, onEdit, onNeighbourhoods }: Props) {
  return (
    <HTMLTable className="list-table" striped={stripedTable(postalCodes.length)} compact>
      <thead>
        <tr>
          <th>ID</th>
          <th>CEP</th>
          <th>Endereço</th>
          <th>Ações</th>
        </tr>
      </thead>
      <TableRows items={postalCodes} getKey={(p) => p.id} estimateHeight={41} columns={4}>
        {(postalCode) => (
          <tr>
            <td>{postalCode.id}</td>
            <td className="list-nowrap">{formatCep(postalCode.code)}</td>
            <td>{orDash(postalCode.address)}</td>
            <td className="list-nowrap">
              <Button variant="minimal" icon="edit" title="Editar" aria-label={`Editar CEP ${formatCep(postalCode.code)}`} onClick={() => onEdit(postalCode)} />
              <Button
                variant="minimal"
                icon="map"
                title="Bairros do CEP"
                aria-label={`Bairros do CEP ${formatCep(postalCode.code)}`}
                onClick={() => onNeighbourhoods(postalCode)}
              />
            </td>
          </tr>
        )}
      </TableRows>
    </HTMLTable>
  );
}
