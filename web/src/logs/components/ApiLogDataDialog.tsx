// An application-log entry made readable: who, when, what, and the record before and after the change as indented
// JSON (secrets already redacted by the gateway).
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ApiLogGrid_EntryFragment } from '../../generated/graphql';
import { AppDialog } from '../../lib/dialog';
import { formatDateTime } from '../../lib/format';
import { readableJson, userLabel } from '../filters';

interface Props {
  entry: ApiLogGrid_EntryFragment | null;
  onClose: () => void;
}

export function ApiLogDataDialog({ entry, onClose }: Props) {
  return (
    <AppDialog isOpen={entry !== null} title={entry ? `Registro ${entry.id}` : ''} onClose={onClose} className="log-data-dialog">
      {entry && (
        <>
          <DialogBody>
            <dl className="log-data-summary">
              <dt>Data/Hora</dt>
              <dd>{formatDateTime(entry.at)}</dd>
              <dt>Usuário</dt>
              <dd>{userLabel(entry.user)}</dd>
              <dt>Método</dt>
              <dd>{entry.method}</dd>
              <dt>Tabela</dt>
              <dd>{entry.table}</dd>
            </dl>
            <div className="log-data-columns">
              <section aria-label="Dado Antes">
                <h6 className="bp6-heading">Dado Antes</h6>
                <pre className="log-data-json">{readableJson(entry.before)}</pre>
              </section>
              <section aria-label="Dado Depois">
                <h6 className="bp6-heading">Dado Depois</h6>
                <pre className="log-data-json">{readableJson(entry.after)}</pre>
              </section>
            </div>
          </DialogBody>
          <DialogFooter actions={<Button text="Fechar" onClick={onClose} data-autofocus />} />
        </>
      )}
    </AppDialog>
  );
}
