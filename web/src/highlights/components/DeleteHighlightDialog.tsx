// The delete confirmation of 'Destaques' (spec 001 section 2.5): 'Deseja Realmente Excluir esse Destaque?' with
// Cancelar and Confirmar; focus starts on Confirmar, so Enter confirms and Esc cancels.
import type { FormEvent } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';

export const DELETE_QUESTION = 'Deseja Realmente Excluir esse Destaque?';

interface Props {
  /** The highlight's title; null: closed */
  title: string | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function DeleteHighlightDialog({ title, loading, onClose, onConfirm }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading) onConfirm();
  };
  return (
    <AppDialog isOpen={title !== null} title="Excluir Destaque" onClose={onClose} canOutsideClickClose={!loading} canEscapeKeyClose={!loading}>
      <form onSubmit={submit}>
        <DialogBody>
          <p>{DELETE_QUESTION}</p>
          {title && <p className="highlight-count">{title}</p>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancelar" onClick={onClose} disabled={loading} />
              <Button type="submit" intent="danger" text="Confirmar" loading={loading} data-autofocus />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
