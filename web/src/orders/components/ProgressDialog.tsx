// The loading dialog of a running workflow ('Faturando pedido...'); on failure it offers 'Tente Novamente'. A run
// stopped as uncertain (a send whose answer was lost: the gateway cannot tell whether it acted) shows what to check
// and offers 'Tente Novamente' only behind a confirmation that says it again: the resend is the person's call.
import { useState } from 'react';
import { Button, Callout, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';

interface Props {
  open: boolean;
  /** Progress text of the current step. */
  progress: string;
  /** The workflow's error, once it failed. */
  error?: string;
  canRetry: boolean;
  /** The run stopped as uncertain (error code UNCERTAIN): `error` says what to check before sending again. */
  uncertain?: boolean;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
}

export const UNCERTAIN_TITLE = 'Envio não confirmado';
export const RESEND_QUESTION = 'Confira antes de enviar de novo:';
export const RESEND_CONFIRM = 'Já conferi: enviar de novo?';

export function ProgressDialog({ open, progress, error, canRetry, uncertain = false, retrying, onRetry, onClose }: Props) {
  // The error a confirmation was asked for: a new failure (or a new opening) starts without one.
  const [confirmingFor, setConfirmingFor] = useState<string | null>(null);
  const running = !error;
  const confirming = open && uncertain && error !== undefined && confirmingFor === error;
  const offerRetry = canRetry || uncertain;
  const close = () => {
    setConfirmingFor(null);
    onClose();
  };
  return (
    <AppDialog isOpen={open} title="Processando pedido" isCloseButtonShown={!running} canEscapeKeyClose={!running} canOutsideClickClose={false} onClose={close}>
      <DialogBody>
        {running ? (
          <>
            <p role="status">{progress}</p>
            <ProgressBar intent="primary" />
          </>
        ) : confirming ? (
          <Callout intent="warning" title={RESEND_QUESTION}>
            <p>{error}</p>
            <p>{RESEND_CONFIRM}</p>
          </Callout>
        ) : (
          <Callout intent={uncertain ? 'warning' : 'danger'} title={uncertain ? UNCERTAIN_TITLE : 'Falha'}>
            {error}
          </Callout>
        )}
      </DialogBody>
      {!running && (
        <DialogFooter
          actions={
            confirming ? (
              <>
                <Button text="Voltar" onClick={() => setConfirmingFor(null)} disabled={retrying} />
                <Button
                  intent="primary"
                  icon="refresh"
                  text="Tente Novamente"
                  loading={retrying}
                  onClick={() => {
                    setConfirmingFor(null);
                    onRetry();
                  }}
                />
              </>
            ) : (
              <>
                <Button text="Fechar" onClick={close} disabled={retrying} />
                {offerRetry && (
                  <Button
                    intent="primary"
                    icon="refresh"
                    text="Tente Novamente"
                    loading={retrying}
                    onClick={uncertain ? () => setConfirmingFor(error ?? null) : onRetry}
                  />
                )}
              </>
            )
          }
        />
      )}
    </AppDialog>
  );
}
