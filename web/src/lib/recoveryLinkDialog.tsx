// The link '/recovery/' produced (docs/areas/staff-and-support.md#recovery-link): shown selected in a read-only field,
// with whether it reached the clipboard; 'Copiar link' tries again, and when the browser refuses, the selected field is
// the fallback.
import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { AppDialog } from './dialog';
import './recoveryLinkDialog.css';

export const RECOVERY_LINK_TEXTS = {
  copied: 'Link copiado para a área de transferência. Envie-o ao usuário.',
  notCopied: 'Não foi possível copiar automaticamente. Selecione o link abaixo e copie (Ctrl+C).',
} as const;

interface RecoveryLinkDialogProps {
  link: string | null;
  copied: boolean;
  onCopy: () => void;
  onClose: () => void;
}

export function RecoveryLinkDialog({ link, copied, onCopy, onClose }: RecoveryLinkDialogProps) {
  return (
    <AppDialog isOpen={link !== null} title="Link de Redefinição de Senha" onClose={onClose}>
      <DialogBody>
        <Callout intent={copied ? 'success' : 'warning'} icon={copied ? 'clipboard' : 'warning-sign'} role="status">
          {copied ? RECOVERY_LINK_TEXTS.copied : RECOVERY_LINK_TEXTS.notCopied}
        </Callout>
        <FormGroup label="Link de redefinição" labelFor="recovery-link" className="recovery-link">
          <InputGroup
            id="recovery-link"
            className="recovery-link-field"
            readOnly
            value={link ?? ''}
            data-autofocus
            onFocus={(event) => event.currentTarget.select()}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="clipboard" text="Copiar link" onClick={onCopy} />
            <Button intent="primary" text="Fechar" onClick={onClose} />
          </>
        }
      />
    </AppDialog>
  );
}
