// A branch's section ranks (docs/areas/catalogue.md#sections, the rank dialog): position, icon, description, whether
// it is available (rank ativo) and 'Editar', which opens the rank edit dialog; dragging reorders them.
import { Button, Tag } from '@blueprintjs/core';
import type { RankList_RankFragment } from '../../generated/graphql';
import { SectionIcon } from './SectionIcon';
import { SortableList } from './SortableList';

interface Props {
  ranks: readonly RankList_RankFragment[];
  saving: boolean;
  /** The rank whose availability is being saved */
  updatingId: string | null;
  onReorder: (ids: string[]) => void;
  onEdit: (rank: RankList_RankFragment) => void;
  onDraggingChange: (dragging: boolean) => void;
}

export function RankList({ ranks, saving, updatingId, onReorder, onEdit, onDraggingChange }: Props) {
  return (
    <SortableList
      items={ranks}
      label="Seções da filial"
      noun="Seção"
      name={(r) => r.description}
      disabled={saving}
      onReorder={onReorder}
      onDraggingChange={onDraggingChange}
    >
      {(rank, index, handle) => (
        <div className={rank.available ? 'sortable-item' : 'sortable-item sortable-item-inactive'}>
          {handle}
          <span className="sortable-position" aria-label={`Posição ${index + 1}`}>
            {index + 1}
          </span>
          <SectionIcon icon={rank.icon} />
          <span className="sortable-name">{rank.description}</span>
          {!rank.sectionActive && (
            <Tag intent="warning" minimal title="A seção está inativa e não aparece no app">
              Seção inativa
            </Tag>
          )}
          {rank.feeSection && (
            <Tag minimal title="Seção dos produtos de taxa da filial">
              Taxa
            </Tag>
          )}
          <span className="sortable-actions">
            <Tag minimal intent={rank.available ? 'success' : 'none'} className="rank-available">
              {rank.available ? 'Disponível' : 'Indisponível'}
            </Tag>
            <Button
              icon="edit"
              variant="minimal"
              text="Editar"
              aria-label={`Editar rank: ${rank.description}`}
              disabled={updatingId === rank.id}
              onClick={() => onEdit(rank)}
            />
          </span>
        </div>
      )}
    </SortableList>
  );
}
