// The item table of the order details: grouped by section, virtualised (fixed row height) so that an
// order with 10 000 items renders only the rows in view.
import { useMemo, useState } from 'react';
import { Button, Icon, Tag } from '@blueprintjs/core';
import { formatMoney } from '../../lib/format';
import {
  flattenGroups,
  formatQuantity,
  lineValue,
  shownQuantity,
  visibleRange,
  type FlatRow,
  type ItemRow,
  type QuantityView,
  type SectionGroup,
} from '../items';

export const ROW_HEIGHT = 36;

/** The tooltip of an item's description: the product's whole name, and the picking note when there is one. */
export const descriptionTooltip = (item: Pick<ItemRow, 'pickingNote' | 'product'>) =>
  item.pickingNote ? `${item.product.description} — Observação: ${item.pickingNote}` : item.product.description;

interface Props {
  groups: readonly SectionGroup[];
  quantity: QuantityView;
  /** Height of the scrolling viewport in px. */
  height: number;
  /** Items whose Em Falta toggle is being saved. */
  savingIds: ReadonlySet<string>;
  /** 'Em Falta' / 'Retornar' are drawn only where they can work (the order's itemsLockedReason is null). */
  canToggleMissing: boolean;
  onToggleMissing: (item: ItemRow) => void;
  onPrintSection: (group: SectionGroup) => void;
}

function ItemIcons({ item }: { item: ItemRow }) {
  return (
    <span className="order-item-icons">
      {item.limited && (
        <Tag minimal intent="warning" title="Item em limitação">
          L
        </Tag>
      )}
      {item.separated && <Icon icon="tick-circle" intent="success" title="Separado" aria-label="Separado" />}
      {item.missing && <Icon icon="error" intent="danger" title="Em falta" aria-label="Em falta" />}
      {item.cancelled && <Icon icon="ban-circle" intent="danger" title="Cancelado" aria-label="Cancelado" />}
    </span>
  );
}

function Row({
  row,
  quantity,
  saving,
  canToggle,
  onToggleMissing,
  onPrintSection,
}: {
  row: FlatRow;
  quantity: QuantityView;
  saving: boolean;
  canToggle: boolean;
  onToggleMissing: Props['onToggleMissing'];
  onPrintSection: Props['onPrintSection'];
}) {
  if (row.kind === 'section') {
    return (
      <div className="order-items-row order-items-section" role="row">
        <span role="cell">
          {row.group.description} ({row.group.items.length})
        </span>
        {/* A row holds cells only (ARIA): the print button is in one. */}
        <span role="cell">
          <Button
            variant="minimal"
            size="small"
            icon="print"
            aria-label={`Imprimir seção ${row.group.description}`}
            onClick={() => onPrintSection(row.group)}
          />
        </span>
      </div>
    );
  }
  const { item } = row;
  const substitute = row.kind === 'substitute';
  const qty = substitute ? formatQuantity(item.pickedQuantity ?? item.quantity, true) : formatQuantity(shownQuantity(item, quantity));
  return (
    <div className={`order-items-row${substitute ? ' order-items-substitute' : ''}${item.missing ? ' order-items-missing' : ''}`} role="row">
      <span role="cell">
        <ItemIcons item={item} />
      </span>
      <span role="cell">{item.product.code}</span>
      {/* Cut with an ellipsis on narrow screens (1024 px): the whole name is always the tooltip, with the note after it. */}
      <span role="cell" className="order-items-description" title={descriptionTooltip(item)}>
        {substitute && <Icon icon="arrow-right" size={12} aria-label="Substituto" />} {item.product.description}
      </span>
      <span role="cell">{item.product.unit}</span>
      <span role="cell" className="order-items-num">
        {qty}
      </span>
      <span role="cell" className="order-items-num">
        {formatMoney(item.price)}
      </span>
      <span role="cell" className="order-items-num">
        {formatMoney(lineValue(item, quantity))}
      </span>
      <span role="cell">
        {!substitute && canToggle && (
          <Button
            size="small"
            intent={item.missing ? 'success' : 'warning'}
            text={item.missing ? 'Retornar' : 'Em Falta'}
            // Every row has one: the name says which item it acts on.
            aria-label={`${item.missing ? 'Retornar' : 'Em Falta'}: ${item.product.description}`}
            loading={saving}
            onClick={() => onToggleMissing(item)}
          />
        )}
      </span>
    </div>
  );
}

export function OrderItemsList({ groups, quantity, height, savingIds, canToggleMissing, onToggleMissing, onPrintSection }: Props) {
  const rows = useMemo(() => flattenGroups(groups), [groups]);
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, height, ROW_HEIGHT, rows.length);

  return (
    <div className="order-items" role="table" aria-label="Itens do pedido" aria-rowcount={rows.length}>
      <div className="order-items-row order-items-head" role="row">
        <span role="columnheader" />
        <span role="columnheader">Código</span>
        <span role="columnheader">Descrição</span>
        <span role="columnheader">Un</span>
        <span role="columnheader" className="order-items-num">
          {quantity === 'picked' ? 'Qtd. separada' : 'Qtd. pedida'}
        </span>
        <span role="columnheader" className="order-items-num">
          Preço
        </span>
        <span role="columnheader" className="order-items-num">
          Valor
        </span>
        <span role="columnheader">Ação</span>
      </div>
      <div className="order-items-viewport" style={{ height }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
        <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }} role="rowgroup">
          <div style={{ transform: `translateY(${start * ROW_HEIGHT}px)` }}>
            {rows.slice(start, end).map((row) => (
              <Row
                key={row.kind === 'section' ? `s${row.group.key}` : `${row.kind}${row.item.id}`}
                row={row}
                quantity={quantity}
                saving={row.kind !== 'section' && savingIds.has(row.item.id)}
                canToggle={canToggleMissing}
                onToggleMissing={onToggleMissing}
                onPrintSection={onPrintSection}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
