// Title bar of a list screen: 'Atualizar …' and 'Filtrar …', with room for a screen's own cue and buttons.
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';

interface Props {
  title: string;
  /** The plural on the buttons: 'Pedidos', 'Clientes'. */
  noun: string;
  onReload: () => void;
  onOpenFilter: () => void;
  /** Next to the title (e.g. the new orders cue). */
  status?: ReactNode;
  /** Between the two standard buttons. */
  actions?: ReactNode;
}

export function ListHeader({ title, noun, onReload, onOpenFilter, status, actions }: Props) {
  return (
    <header className="orders-header">
      <h2>{title}</h2>
      {status}
      <div className="orders-header-actions">
        <Button icon="refresh" text={`Atualizar ${noun}`} onClick={onReload} />
        {actions}
        <Button icon="filter" intent="primary" text={`Filtrar ${noun}`} onClick={onOpenFilter} />
      </div>
    </header>
  );
}
