// Title bar of a list screen: 'Atualizar …' and 'Filtrar …', with room for a screen's own cue and buttons.
import './list.css';
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { ActiveFilter, type ActiveFilterProps } from './ActiveFilter';

export interface ListButtonLabels {
  reload: string;
  filter: string;
}

interface Props {
  title: string;
  /** The spec's exact button texts, e.g. 'Atualizar Pedidos' / 'Filtrar Pedidos'. */
  labels: ListButtonLabels;
  onReload: () => void;
  onOpenFilter: () => void;
  /** Next to the title (e.g. the new orders cue). */
  status?: ReactNode;
  /** Between the two standard buttons. */
  actions?: ReactNode;
  /** A filter narrows the list (null or absent: none): said beside the title, with 'Limpar filtro'. */
  activeFilter?: ActiveFilterProps | null;
}

export function ListHeader({ title, labels, onReload, onOpenFilter, status, actions, activeFilter }: Props) {
  return (
    <header className="list-header">
      <h2>{title}</h2>
      {status}
      {activeFilter && <ActiveFilter {...activeFilter} />}
      <div className="list-header-actions">
        <Button icon="refresh" text={labels.reload} onClick={onReload} />
        {actions}
        <Button icon="filter" intent="primary" text={labels.filter} onClick={onOpenFilter} />
      </div>
    </header>
  );
}
