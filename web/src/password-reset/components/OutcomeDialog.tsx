// The reset pages' result dialog (spec 002 sections 2 and 8): one of the three outcomes with the spec's text.
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import { PASSWORD_RESET_TEXTS } from '../form';

export type ResetOutcome = 'success' | 'error01' | 'error02';

const TEXT: Record<ResetOutcome, string> = {
  success: PASSWORD_RESET_TEXTS.success,
  error01: PASSWORD_RESET_TEXTS.submitFailed,
  error02: PASSWORD_RESET_TEXTS.verificationFailed,
};

export function OutcomeDialog({ outcome, onClose }: { outcome: ResetOutcome | null; onClose: () => void }) {
  const ok = outcome === 'success';
  return (
    <AppDialog isOpen={outcome !== null} title={ok ? 'Senha redefinida' : 'Redefinição de Senha'} onClose={onClose}>
      <DialogBody>
        {outcome && (
          <Callout intent={ok ? 'success' : 'danger'} icon={ok ? 'tick-circle' : 'error'} role={ok ? 'status' : 'alert'}>
            {TEXT[outcome]}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="OK" onClick={onClose} data-autofocus />} />
    </AppDialog>
  );
}
