// Title bar of a list screen: 'Atualizar …' and 'Filtrar …', with room for a screen's own cue and buttons. The cues
// (new orders, 'Filtro ativo') sit in a row of their own under the buttons that is always there: one appearing or
// going never moves the buttons under the pointer. 'Atualizar …' is busy until the gateway answers.
import './list.css';
import type { ReactNode } from 'react';
import { Button, Spinner } from '@blueprintjs/core';
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
  /** A reload asked by 'Atualizar …' has not been answered yet. */
  reloading?: boolean;
}

/** The reload button's spinner: Blueprint names a spinner 'loading' unless told otherwise. */
const RELOADING_LABEL = 'Atualizando';

export function ListHeader({ title, labels, onReload, onOpenFilter, status, actions, activeFilter, reloading = false }: Props) {
  return (
    <header className="list-header">
      <div className="list-header-bar">
        <h2>{title}</h2>
        <div className="list-header-actions">
          <Button
            icon={reloading ? <Spinner size={16} aria-label={RELOADING_LABEL} /> : 'refresh'}
            text={labels.reload}
            aria-busy={reloading}
            disabled={reloading}
            onClick={onReload}
          />
          {actions}
          <Button icon="filter" intent="primary" text={labels.filter} onClick={onOpenFilter} />
        </div>
      </div>
      <div className="list-header-cues" data-testid="list-header-cues">
        {status}
        {activeFilter && <ActiveFilter {...activeFilter} />}
      </div>
    </header>
  );
}
