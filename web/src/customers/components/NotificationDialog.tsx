// 'Notificações' of the customer search: the shared notification fields (notifications/) for one customer, and
// 'Enviar Notificação' / 'Agendar Notificação'.
import { DialogBody } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import type { NotificationErrors } from '../../lib/notificationForm';
import { NotificationFields, NotificationFooter, useNotificationDraft, type NotificationContent } from '../../lib/notificationFields';

interface Props {
  open: boolean;
  customerName: string;
  loading: boolean;
  /** Errors the gateway returned, by field. */
  errors?: NotificationErrors;
  /** Image upload progress (0..100), null when hidden. */
  progress?: number | null;
  onClose: () => void;
  onSubmit: (value: NotificationContent) => void;
}

export function NotificationDialog(props: Props) {
  return (
    <AppDialog isOpen={props.open} title="Notificações" onClose={props.onClose} canOutsideClickClose={!props.loading} style={{ width: 600 }}>
      <NotificationForm {...props} />
    </AppDialog>
  );
}

function NotificationForm({ customerName, loading, errors, progress = null, onClose, onSubmit }: Props) {
  const draft = useNotificationDraft(errors);
  const scheduled = draft.values.schedule.scheduled;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = draft.check();
    if (content) onSubmit(content);
  };
  return (
    <form onSubmit={submit}>
      <DialogBody>
        <p>
          Para: <strong>{customerName}</strong>
        </p>
        <NotificationFields draft={draft} loading={loading} progress={progress} />
      </DialogBody>
      <NotificationFooter scheduled={scheduled} loading={loading} checking={draft.checking} onClose={onClose} />
    </form>
  );
}
