// The pieces of 'Imprimir Comandas Selecionadas' on 'Pedidos em Aberto': a row's checkbox (a plain input drawn
// as Blueprint's Checkbox, like lib/rowParts does for other row controls: a long list mounts rows on every scroll
// frame), and the toolbar with the page's select-all box and the print button. Presentational.
import { Button, Checkbox, Classes, Spinner, Tooltip } from '@blueprintjs/core';
import type { PageSelection } from './useOrderSelection';
import './slipSelection.css';

export const SLIP_SELECTION_TEXTS = {
  selectAll: 'Selecionar todos da página',
  print: 'Imprimir Comandas Selecionadas',
  nothingSelected: 'Selecione ao menos um pedido na lista para imprimir as comandas.',
  tooMany: (max: number) => `Selecione no máximo ${max} pedidos por impressão.`,
  loading: (read: number, total: number) => `Carregando comandas (${read} de ${total})`,
} as const;

export const rowSelectLabel = (orderId: string) => `Selecionar pedido ${orderId}`;

interface RowSelectBoxProps {
  orderId: string;
  checked: boolean;
  onToggle: (orderId: string) => void;
}

/** A row's box: Tab reaches it, Space checks it (a native checkbox). */
export function RowSelectBox({ orderId, checked, onToggle }: RowSelectBoxProps) {
  return (
    <label className={`${Classes.CONTROL} ${Classes.CHECKBOX} ${Classes.INLINE} orders-select`}>
      <input className={Classes.CONTROL_INPUT} aria-label={rowSelectLabel(orderId)} type="checkbox" checked={checked} onChange={() => onToggle(orderId)} />
      <span className={Classes.CONTROL_INDICATOR} />
    </label>
  );
}

export interface SlipsProgress {
  read: number;
  total: number;
}

interface SlipsToolbarProps {
  page: PageSelection;
  /** Orders on the page: no select-all box without any. */
  pageCount: number;
  chosenCount: number;
  maxCount: number;
  /** Set while the chosen orders are being read. */
  progress: SlipsProgress | null;
  onSelectAll: (checked: boolean) => void;
  onPrint: () => void;
}

export function SlipsToolbar({ page, pageCount, chosenCount, maxCount, progress, onSelectAll, onPrint }: SlipsToolbarProps) {
  const blocked = chosenCount === 0 ? SLIP_SELECTION_TEXTS.nothingSelected : chosenCount > maxCount ? SLIP_SELECTION_TEXTS.tooMany(maxCount) : null;
  const text = chosenCount > 0 ? `${SLIP_SELECTION_TEXTS.print} (${chosenCount})` : SLIP_SELECTION_TEXTS.print;
  return (
    <span className="orders-slips-toolbar">
      <Checkbox
        inline
        className="orders-select-all"
        label={SLIP_SELECTION_TEXTS.selectAll}
        checked={page === 'all'}
        indeterminate={page === 'some'}
        disabled={pageCount === 0 || progress !== null}
        onChange={(event) => onSelectAll(event.currentTarget.checked)}
      />
      <Tooltip content={blocked ?? ''} disabled={blocked === null} compact>
        {/* A disabled button takes no pointer events: the tooltip listens on this wrapper. */}
        <span className="orders-slips-target">
          <Button
            icon={progress ? <Spinner size={16} /> : 'print'}
            text={progress ? SLIP_SELECTION_TEXTS.loading(progress.read, progress.total) : text}
            disabled={blocked !== null || progress !== null}
            aria-describedby={blocked ? 'orders-slips-blocked' : undefined}
            onClick={onPrint}
          />
        </span>
      </Tooltip>
      <span id="orders-slips-blocked" className="orders-visually-hidden">
        {blocked}
      </span>
      <span role="status" className="orders-visually-hidden">
        {progress ? SLIP_SELECTION_TEXTS.loading(progress.read, progress.total) : ''}
      </span>
    </span>
  );
}
