// The page's send dialog (docs/areas/catalogue.md#notifications): the shared notification fields with the optional
// link, the send type ('Usuários Específicos' with the client picker, or 'Geral') and 'Enviar Notificação' / 'Agendar
// Notificação'.
import { useState } from 'react';
import { DialogBody, FormGroup } from '@blueprintjs/core';
import type { NotificationAudience } from '../../generated/graphql';
import { AppDialog } from '../../lib/dialog';
import { Select } from '../../lib/select';
import { PAGE_REQUIRED, PAGE_REQUIRED_TEXT, type NotificationErrors } from '../../lib/notificationForm';
import { ClientPicker } from './ClientPicker';
import { NotificationFields, NotificationFooter, useNotificationDraft, type NotificationContent } from '../../lib/notificationFields';

export const SEND_TYPE_REQUIRED = PAGE_REQUIRED;
export const NOBODY_PICKED = 'Selecione ao menos um cliente para a notificação.';

export interface SendNotificationSubmit {
  content: NotificationContent;
  audience: NotificationAudience;
  /** The picked customers' ids (PICKED). */
  customerIds: string[];
}

interface Props {
  open: boolean;
  loading: boolean;
  errors?: NotificationErrors;
  progress?: number | null;
  onClose: () => void;
  onSubmit: (value: SendNotificationSubmit) => void;
}

export function SendNotificationDialog(props: Props) {
  return (
    <AppDialog isOpen={props.open} title="Enviar Notificação" onClose={props.onClose} canOutsideClickClose={false} style={{ width: 860 }}>
      <SendForm {...props} />
    </AppDialog>
  );
}

function SendForm({ loading, errors, progress = null, onClose, onSubmit }: Props) {
  const draft = useNotificationDraft(errors, PAGE_REQUIRED_TEXT);
  const [audience, setAudience] = useState<NotificationAudience | ''>('');
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [audienceError, setAudienceError] = useState<string | undefined>();
  const scheduled = draft.values.schedule.scheduled;
  const shownAudienceError = audienceError ?? errors?.audience;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = audience === '' ? SEND_TYPE_REQUIRED : audience === 'PICKED' && picked.size === 0 ? NOBODY_PICKED : undefined;
    setAudienceError(problem);
    const content = draft.check();
    if (!content || problem || audience === '') return;
    onSubmit({ content, audience, customerIds: audience === 'PICKED' ? [...picked.keys()] : [] });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <NotificationFields draft={draft} loading={loading} progress={progress} withLink />
        <FormGroup label="Tipo de Envio" labelFor="notification-audience" intent={shownAudienceError ? 'danger' : 'none'} helperText={shownAudienceError}>
          <Select
            id="notification-audience"
            value={audience}
            disabled={loading}
            onChange={(event) => {
              setAudience(event.currentTarget.value as NotificationAudience | '');
              setAudienceError(undefined);
            }}
            options={[
              { value: '', label: 'Selecione...' },
              { value: 'PICKED', label: 'Usuários Específicos' },
              { value: 'GENERAL', label: 'Geral' },
            ]}
          />
        </FormGroup>
        {audience === 'PICKED' && (
          <ClientPicker
            selected={picked}
            disabled={loading}
            onChange={(next) => {
              setPicked(next);
              setAudienceError(undefined);
            }}
          />
        )}
      </DialogBody>
      <NotificationFooter scheduled={scheduled} loading={loading} checking={draft.checking} onClose={onClose} />
    </form>
  );
}
