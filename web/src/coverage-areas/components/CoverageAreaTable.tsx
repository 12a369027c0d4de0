// The coverage table (docs/areas/catalogue.md#coverage-areas): fee code, branch code, CEP, address, fee, actions.
// 'Bairros' is offered only where the branch's neighbourhood search uses the row's CEP (the gateway says so per row).
import { Button } from '@blueprintjs/core';
import type { CoverageAreaTable_AreaFragment } from '../../generated/graphql';
import { formatCep, orDash } from '../../lib/documents';
import { formatMoney } from '../../lib/format';
import { ListTable } from '../../lib/listTable';

interface Props {
  areas: readonly CoverageAreaTable_AreaFragment[];
  onEdit: (area: CoverageAreaTable_AreaFragment) => void;
  onNeighbourhoods: (area: CoverageAreaTable_AreaFragment) => void;
}

export function CoverageAreaTable({ areas, onEdit, onNeighbourhoods }: Props) {
  return (
    <ListTable headers={['Código', 'Filial', 'CEP', 'Endereço', 'Valor', 'Ações']} items={areas} getKey={(a) => a.id} estimateHeight={41}>
      {(area) => (
        <tr>
          <td>{area.id}</td>
          <td title={area.branch.name}>{area.branch.code}</td>
          <td className="list-nowrap">{formatCep(area.postalCode.code)}</td>
          <td>{orDash(area.postalCode.address)}</td>
          <td className="list-nowrap">{formatMoney(area.fee)}</td>
          <td className="list-nowrap">
            <Button variant="minimal" icon="edit" title="Editar" aria-label={`Editar área ${area.id}`} onClick={() => onEdit(area)} />
            {area.neighbourhoodsOffered && (
              <Button
                variant="minimal"
                icon="eye-open"
                title="Bairros do CEP"
                aria-label={`Bairros do CEP ${formatCep(area.postalCode.code)}`}
                onClick={() => onNeighbourhoods(area)}
              />
            )}
          </td>
        </tr>
      )}
    </ListTable>
  );
}
