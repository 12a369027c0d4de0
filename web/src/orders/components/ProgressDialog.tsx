// The loading dialog of a running workflow ('Faturando pedido...'); on failure it offers 'Tente Novamente'.
import { Button, Callout, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';

interface Props {
  open: boolean;
  /** Progress text of the current step. */
  progress: string;
  /** The workflow's error, once it failed. */
  error?: string;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
}

export function ProgressDialog({ open, progress, error, canRetry, retrying, onRetry, onClose }: Props) {
  const running = !error;
  return (
    <AppDialog
      isOpen={open}
      title="Processando pedido"
      isCloseButtonShown={!running}
      canEscapeKeyClose={!running}
      canOutsideClickClose={false}
      onClose={onClose}
    >
      <DialogBody>
        {running ? (
          <>
            <p role="status">{progress}</p>
            <ProgressBar intent="primary" />
          </>
        ) : (
          <Callout intent="danger" title="Falha">
            {error}
          </Callout>
        )}
      </DialogBody>
      {!running && (
        <DialogFooter
          actions={
            <>
              <Button text="Fechar" onClick={onClose} disabled={retrying} />
              {canRetry && <Button intent="primary" icon="refresh" text="Tente Novamente" loading={retrying} onClick={onRetry} />}
            </>
          }
        />
      )}
    </AppDialog>
  );
}
