// A list ordered by dragging (docs/areas/catalogue.md#states: sections and a branch's ranks), with the mouse or the
// keyboard: the handle takes focus, Space or Enter picks the item up, the arrows move it, Space or Enter drops it and
// Esc puts it back. Every step is announced to screen readers in Portuguese. The list reports the whole new order
// once, on the drop; the page sends it as one mutation.
import type { CSSProperties, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Icon } from '@blueprintjs/core';

export const SORT_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover um item, pressione Espaço ou Enter. Use as setas para cima e para baixo para mudar a posição, ' +
    'Espaço ou Enter para soltar na nova posição e Esc para cancelar.',
};

interface Props<T extends { id: string }> {
  items: readonly T[];
  /** The list's accessible name */
  label: string;
  /** How an item is called in the announcements, e.g. 'Seção' */
  noun: string;
  name: (item: T) => string;
  /** No dragging (while the previous order is being saved) */
  disabled?: boolean;
  /** The whole order after a drop that moved something, top first */
  onReorder: (ids: string[]) => void;
  onDraggingChange?: (dragging: boolean) => void;
  /** The row's content; `handle` is the drag handle to place in it */
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
}

/** The announcements of a drag, naming the item and its position as '3 de 10'. */
export function sortAnnouncements(
  noun: string,
  nameOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
  total: number,
): Announcements {
  const at = (id: UniqueIdentifier) => `${positionOf(id)} de ${total}`;
  return {
    onDragStart: ({ active }) => `${noun} ${nameOf(active.id)} levantada na posição ${at(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${noun} ${nameOf(active.id)} movida para a posição ${at(over.id)}.` : `${noun} ${nameOf(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over ? `${noun} ${nameOf(active.id)} solta na posição ${at(over.id)}.` : `${noun} ${nameOf(active.id)} solta fora da lista; a ordem não mudou.`,
    onDragCancel: ({ active }) => `Movimento cancelado. ${noun} ${nameOf(active.id)} voltou à posição ${at(active.id)}.`,
  };
}

export function SortableList<T extends { id: string }>({ items, label, noun, name, disabled, onReorder, onDraggingChange, children }: Props<T>) {
  const sensors = useSensors(
    // A click on the handle is not a drag: the pointer must move a little first.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const nameOf = (id: UniqueIdentifier) => {
    const item = byId.get(String(id));
    return item ? name(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const end = ({ active, over }: DragEndEvent) => {
    onDraggingChange?.(false);
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements: sortAnnouncements(noun, nameOf, positionOf, ids.length), screenReaderInstructions: SORT_INSTRUCTIONS }}
      onDragStart={() => onDraggingChange?.(true)}
      onDragCancel={() => onDraggingChange?.(false)}
      onDragEnd={end}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="sortable-list" aria-label={label} aria-busy={disabled || undefined}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} name={name(item)} disabled={disabled}>
              {(handle) => children(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  id: string;
  name: string;
  disabled?: boolean;
  children: (handle: ReactNode) => ReactNode;
}

function SortableRow({ id, name, disabled, children }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: 'item ordenável' },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="sortable-handle bp6-button bp6-minimal"
      aria-label={`Mover ${name}`}
      title="Arraste, ou pressione Espaço e use as setas"
      {...attributes}
      {...listeners}
    >
      <Icon icon="drag-handle-vertical" />
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'sortable-row sortable-row-dragging' : 'sortable-row'}>
      {children(handle)}
    </li>
  );
}
