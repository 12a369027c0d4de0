// The new key's secret, shown once: a warning, the secret in a read-only field and a copy button.
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { showToast } from '../../lib/toaster';
import { INTEGRATION_TEXTS } from '../form';

export function SecretDialog({ name, secret, onClose }: { name: string; secret: string; onClose(): void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void showToast({ intent: 'success', message: INTEGRATION_TEXTS.copied });
    } catch {
      void showToast({ intent: 'warning', message: INTEGRATION_TEXTS.copyFailed });
    }
  };
  return (
    <Dialog isOpen title={`Chave criada: ${name}`} onClose={onClose} canOutsideClickClose={false} canEscapeKeyClose={false}>
      <DialogBody>
        <Callout intent="warning" title="Copie a chave agora">
          Esta é a única vez que a chave aparece: o painel guarda só um resumo dela. Se ela se perder, revogue-a e crie outra.
        </Callout>
        <label htmlFor="key-secret" className="integration-secret-label">
          Chave
        </label>
        <InputGroup
          id="key-secret"
          readOnly
          value={secret}
          onFocus={(e) => e.target.select()}
          rightElement={<Button icon="duplicate" text="Copiar" onClick={() => void copy()} />}
        />
        <p>
          A ferramenta envia o cabeçalho <code>Authorization: Bearer &lt;chave&gt;</code> em cada requisição a <code>/graphql</code>.
        </p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Já copiei a chave" onClick={onClose} />} />
    </Dialog>
  );
}
