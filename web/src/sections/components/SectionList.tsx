// The sections in app order (docs/areas/catalogue.md#sections): position, icon, description, edit and details;
// inactive ones (shown by the page's switch, docs/decisions/0013-inactive-sections-reachable.md) are marked. Dragging reorders them.
import { Button, Tag } from '@blueprintjs/core';
import type { SectionList_SectionFragment } from '../../generated/graphql';
import { SectionIcon } from './SectionIcon';
import { SortableList } from './SortableList';

interface Props {
  sections: readonly SectionList_SectionFragment[];
  saving: boolean;
  onReorder: (ids: string[]) => void;
  onEdit: (section: SectionList_SectionFragment) => void;
  onDetails: (section: SectionList_SectionFragment) => void;
}

export function SectionList({ sections, saving, onReorder, onEdit, onDetails }: Props) {
  // Each row shows its place in the app, not in this list: while inactive sections are hidden they keep their slots
  // (the gateway's reorder leaves them there), so the sections shown fill the other slots in the order drawn, and a
  // hidden section's number is skipped rather than given to the next one.
  const slots = sections.map((section) => section.order).sort((a, b) => a - b);
  return (
    <SortableList items={sections} label="Seções do app" noun="Seção" name={(s) => s.description} disabled={saving} onReorder={onReorder}>
      {(section, index, handle) => (
        <div className={section.active ? 'sortable-item' : 'sortable-item sortable-item-inactive'}>
          {handle}
          <span className="sortable-position" aria-label={`Posição ${slots[index] + 1}`}>
            {slots[index] + 1}
          </span>
          <SectionIcon icon={section.icon} />
          <span className="sortable-name">{section.description}</span>
          {!section.active && (
            <Tag intent="warning" minimal>
              Inativa
            </Tag>
          )}
          <span className="sortable-actions">
            <Button icon="edit" variant="minimal" text="Editar" aria-label={`Editar ${section.description}`} onClick={() => onEdit(section)} />
            <Button icon="info-sign" variant="minimal" text="Detalhes" aria-label={`Detalhes ${section.description}`} onClick={() => onDetails(section)} />
          </span>
        </div>
      )}
    </SortableList>
  );
}
