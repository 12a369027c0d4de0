// 'Sessões abertas' (OWASP ASVS 3.3.4), from the user menu: where the person is signed in now (device,
// address, when they came in, last use in São Paulo time, 'Esta sessão' on this one), and 'Encerrar outras sessões'
// after a confirmation: the gateway ends the others on every instance at once, the toast says how many, and the list
// is read again. Keyboard: the dialog opens with the focus on 'Fechar', Tab reaches the rest, Esc closes; after the
// confirmation the focus comes back to the dialog ('Fechar' when nothing is left to end).
import { useRef, useState } from 'react';
import { Button, DialogBody, DialogFooter, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../lib/toaster';
import { AppDialog, ConfirmDialog } from '../lib/dialog';
import { EmptyState } from '../lib/emptyState';
import { errorText, prefixedError, userErrorsText } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { EndOtherSessionsMutation, MySessionsQuery } from './queries';
import { SESSIONS_TEXTS as T } from './texts';
import './sessions.css';

export function OpenSessionsDialog({ onClose }: { onClose: () => void }) {
  // Read anew at every opening: a session may have ended, or a new one begun, since the last look.
  const { data, loading, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [endOthers, { loading: ending }] = useMutation(EndOtherSessionsMutation, { refetchQueries: [MySessionsQuery], awaitRefetchQueries: true });
  const [confirming, setConfirming] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const sessions = data?.mySessions;
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  const confirm = async () => {
    try {
      const payload = (await endOthers()).data?.endOtherSessions;
      if (payload?.errors.length) void showToast({ intent: 'danger', message: prefixedError(T.endFailed, userErrorsText(payload.errors)) });
      else if (payload?.message) void showToast({ intent: 'success', message: payload.message });
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(T.endFailed, errorText(failure)) });
    }
    setConfirming(false);
  };

  return (
    <AppDialog isOpen title={T.title} onClose={onClose} className="open-sessions-dialog">
      <DialogBody>
        <p className="open-sessions-intro">{T.intro}</p>
        {!sessions && loading && <Spinner aria-label={T.loading} />}
        {!sessions && !loading && error && (
          <EmptyState
            icon="error"
            title={T.loadFailed}
            description={errorText(error)}
            action={<Button icon="refresh" text={T.retry} onClick={() => void refetch().catch(() => undefined)} />}
          />
        )}
        {sessions && sessions.length === 0 && <EmptyState icon="desktop" title={T.empty} />}
        {sessions && sessions.length > 0 && (
          <HTMLTable className="open-sessions" compact aria-label={T.title} aria-busy={loading || undefined}>
            <thead>
              <tr>
                <th scope="col">Dispositivo</th>
                <th scope="col">Endereço</th>
                <th scope="col">Entrou em</th>
                <th scope="col">Último uso</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">
                    {session.device}
                    {session.current && (
                      <Tag className="open-sessions-current" intent="primary" minimal>
                        {T.current}
                      </Tag>
                    )}
                  </th>
                  <td>{session.address ?? T.unknownAddress}</td>
                  <td>{formatDateTime(session.startedAt)}</td>
                  <td>{formatDateTime(session.lastUsedAt)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {sessions && sessions.length > 0 && others === 0 && <p className="open-sessions-none bp6-text-muted">{T.noOthers}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button ref={closeButton} text={T.close} onClick={onClose} data-autofocus />
            <Button intent="danger" icon="log-out" text={T.endOthers} disabled={others === 0 || ending} loading={ending} onClick={() => setConfirming(true)} />
          </>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={T.endOthers}
        question={T.confirmQuestion}
        detail={<p>{T.confirmDetail}</p>}
        answers={{ no: 'Cancelar', yes: T.confirmYes, intent: 'danger' }}
        loading={ending}
        onClose={() => setConfirming(false)}
        onSubmit={() => void confirm()}
        // The button that opened it is disabled once nothing is left to end, and cannot take the focus back: it would
        // stay on the page or the dialog's frame, where Tab starts over. A cancel gives it back to that button.
        onClosed={() => {
          const active = document.activeElement;
          if (!(active instanceof HTMLButtonElement) || active.disabled) closeButton.current?.focus();
        }}
      />
    </AppDialog>
  );
}
