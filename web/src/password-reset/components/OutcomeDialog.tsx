// The reset pages' result dialog (docs/areas/staff-and-support.md#reset-pages): one of the three outcomes with the
// spec's text (the success text is the gateway's, from the payload; the failures' are also shown when the gateway is
// unreachable).
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import { PASSWORD_RESET_TEXTS } from '../form';

export type ResetOutcome = 'success' | 'error01' | 'error02';

const FAILURE_TEXT: Record<Exclude<ResetOutcome, 'success'>, string> = {
  error01: PASSWORD_RESET_TEXTS.submitFailed,
  error02: PASSWORD_RESET_TEXTS.verificationFailed,
};

interface Props {
  outcome: ResetOutcome | null;
  /** The gateway's success text (resetPassword's message). */
  successText: string;
  onClose: () => void;
}

export function OutcomeDialog({ outcome, successText, onClose }: Props) {
  const ok = outcome === 'success';
  return (
    <AppDialog isOpen={outcome !== null} title={ok ? 'Senha redefinida' : 'Redefinição de Senha'} onClose={onClose}>
      <DialogBody>
        {outcome && (
          <Callout intent={ok ? 'success' : 'danger'} icon={ok ? 'tick-circle' : 'error'} role={ok ? 'status' : 'alert'}>
            {outcome === 'success' ? successText : FAILURE_TEXT[outcome]}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="OK" onClick={onClose} data-autofocus />} />
    </AppDialog>
  );
}
