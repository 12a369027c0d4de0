// The postal codes table of 'CEPs' (docs/decisions/0012-postal-codes-page.md): CEP, address, actions (edit,
// neighbourhoods).
import { Button } from '@blueprintjs/core';
import type { PostalCodeTable_PostalCodeFragment } from '../../generated/graphql';
import { formatCep, orDash } from '../../lib/documents';
import { ListTable } from '../../lib/listTable';

interface Props {
  postalCodes: readonly PostalCodeTable_PostalCodeFragment[];
  onEdit: (postalCode: PostalCodeTable_PostalCodeFragment) => void;
  onNeighbourhoods: (postalCode: PostalCodeTable_PostalCodeFragment) => void;
}

export function PostalCodeTable({ postalCodes, onEdit, onNeighbourhoods }: Props) {
  return (
    <ListTable headers={['ID', 'CEP', 'Endereço', 'Ações']} items={postalCodes} getKey={(p) => p.id} estimateHeight={41}>
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
    </ListTable>
  );
}
