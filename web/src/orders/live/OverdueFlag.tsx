// 'Atrasado' beside an order's delivery time on the order lists once its window has passed while it is not
// finished (overdue.ts), re-evaluated each minute. Focusable like the 'Primeira compra' trophy: the tooltip
// (and the accessible name) say since when.
import { formatDateTimeMinutes } from '../../lib/format';
import { RowIcon, RowTag, RowTooltip } from '../../lib/rowParts';
import { isOut, overdueSince, useMinuteClock, type DeliveryPlan } from './overdue';
import '../icons';

export const OVERDUE_TEXT = 'Atrasado';
export const overdueTooltip = (since: Date, out = false) =>
  `Atrasado desde ${formatDateTimeMinutes(since)}: a janela de entrega passou e o pedido ${out ? 'ainda não foi concluído' : 'ainda não saiu'}.`;

export function OverdueFlag({ order }: { order: DeliveryPlan }) {
  const since = overdueSince(order, useMinuteClock());
  if (!since) return null;
  const tooltip = overdueTooltip(since, isOut(order.status));
  return (
    <RowTooltip content={tooltip}>
      <span role="img" aria-label={tooltip} tabIndex={0}>
        <RowTag intent="danger" minimal>
          <RowIcon icon="time" /> {OVERDUE_TEXT}
        </RowTag>
      </span>
    </RowTooltip>
  );
}
