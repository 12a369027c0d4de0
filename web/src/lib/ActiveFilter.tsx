// A list's sign that a filter narrows what it shows, with the one click that clears it
// (docs/architecture.md#shared-ui): without it a short list reads as 'that is all there is'. Used by ListHeader for the
// server-paged lists (useListPage's activeFilter) and by any page that keeps its own filter.
import { Button, Tag } from '@blueprintjs/core';
import { FilterRemoveIcon } from '@blueprintjs/icons';

const ACTIVE_FILTER_TEXT = 'Filtro ativo';
const CLEAR_FILTER_TEXT = 'Limpar filtro';

export interface ActiveFilterProps {
  /** What the filter holds, as staff read it ('CPF 529.982.247-25', 'De 01/10/2026'); may be empty. */
  parts?: readonly string[];
  onClear: () => void;
}

export function ActiveFilter({ parts = [], onClear }: ActiveFilterProps) {
  return (
    <span className="active-filter" role="status">
      <Tag intent="warning" minimal icon="filter">
        {parts.length > 0 ? `${ACTIVE_FILTER_TEXT}: ${parts.join(' · ')}` : ACTIVE_FILTER_TEXT}
      </Tag>
      <Button size="small" variant="minimal" icon={<FilterRemoveIcon />} text={CLEAR_FILTER_TEXT} onClick={onClear} />
    </span>
  );
}
