// 'Notificações': title, message with an emoji picker, optional JPEG image (1038x519, checked here before
// anything is sent, its upload progress shown), optional schedule, and 'Enviar Notificação' / 'Agendar Notificação'.
import { useRef, useState } from 'react';
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  InputGroup,
  Popover,
  ProgressBar,
  TextArea,
} from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import {
  EMOJI,
  checkNotificationFile,
  insertAt,
  scheduleAtFrom,
  validateNotification,
  validateSchedule,
  type NotificationErrors,
  type ScheduleDraft,
} from '../notification';
import { ScheduleFields } from './ScheduleFields';

export interface NotificationSubmit {
  title: string;
  message: string;
  /** A checked JPEG; uploading it is the view's job. */
  image: File | null;
  /** 'YYYY-MM-DDTHH:mm:00-03:00' when 'Agendar Notificação?' is checked. */
  scheduleAt: string | null;
}

interface Props {
  open: boolean;
  customerName: string;
  loading: boolean;
  /** Errors the gateway returned, by field. */
  errors?: NotificationErrors;
  /** Image upload progress (0..100), null when hidden. */
  progress?: number | null;
  onClose: () => void;
  onSubmit: (value: NotificationSubmit) => void;
}

export function NotificationDialog(props: Props) {
  return (
    <AppDialog isOpen={props.open} title="Notificações" onClose={props.onClose} canOutsideClickClose={!props.loading} style={{ width: 600 }}>
      <NotificationForm {...props} />
    </AppDialog>
  );
}

function NotificationForm({ customerName, loading, errors: serverErrors, progress = null, onClose, onSubmit }: Props) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [schedule, setSchedule] = useState<ScheduleDraft>({ scheduled: false, date: '', time: '' });
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<NotificationErrors>({});
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // A field's error goes away as soon as the user edits it; the next submit checks again.
  const shown: NotificationErrors = { ...serverErrors, ...errors };
  for (const field of edited) delete shown[field as keyof NotificationErrors];
  const edit = (field: keyof NotificationErrors) => setEdited((current) => new Set(current).add(field));

  const addEmoji = (emoji: string) => {
    const area = messageRef.current;
    const { text, caret } = insertAt(message, emoji, area?.selectionStart ?? message.length, area?.selectionEnd ?? message.length);
    setMessage(text);
    edit('message');
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const chooseImage = async (file: File | undefined) => {
    setImage(null);
    setErrors(({ image: _drop, ...rest }) => rest);
    if (!file) return;
    setChecking(true);
    try {
      const problem = await checkNotificationFile(file);
      if (problem) setErrors((current) => ({ ...current, image: problem }));
      else setImage(file);
    } finally {
      setChecking(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: NotificationErrors = { ...validateNotification({ title, message }), ...validateSchedule(schedule, new Date()) };
    const next = errors.image ? { ...found, image: errors.image } : found;
    setErrors(next);
    setEdited(new Set());
    if (Object.keys(next).length > 0) return;
    const scheduleAt = schedule.scheduled ? scheduleAtFrom(schedule.date, schedule.time) : null;
    onSubmit({ title: title.trim(), message: message.trim(), image, scheduleAt });
  };

  return (
    <form onSubmit={submit}>
      <DialogBody>
        <p>
          Para: <strong>{customerName}</strong>
        </p>
        <FormGroup label="Título" labelFor="notification-title" intent={shown.title ? 'danger' : 'none'} helperText={shown.title}>
          <InputGroup id="notification-title" value={title} onValueChange={(value) => {
              setTitle(value);
              edit('title');
            }} intent={shown.title ? 'danger' : 'none'} />
        </FormGroup>
        <FormGroup label="Mensagem" labelFor="notification-message" intent={shown.message ? 'danger' : 'none'} helperText={shown.message}>
          <TextArea
            id="notification-message"
            inputRef={messageRef}
            fill
            rows={4}
            value={message}
            intent={shown.message ? 'danger' : 'none'}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              edit('message');
            }}
          />
          <Popover
            placement="bottom-start"
            content={
              <div className="emoji-picker" role="listbox" aria-label="Emojis">
                {EMOJI.map((emoji) => (
                  <button key={emoji} type="button" role="option" aria-selected={false} className="emoji-picker-item" onClick={() => addEmoji(emoji)}>
                    {emoji}
                  </button>
                ))}
              </div>
            }
          >
            <Button variant="minimal" size="small" icon="emoji" text="Emojis" />
          </Popover>
        </FormGroup>
        <FormGroup
          label="Imagem (JPEG 1038x519)"
          labelFor="notification-image"
          intent={shown.image ? 'danger' : 'none'}
          helperText={shown.image}
        >
          <FileInput
            fill
            text={image?.name ?? 'Escolha uma imagem...'}
            buttonText="Procurar"
            hasSelection={image !== null}
            disabled={checking || loading}
            inputProps={{ id: 'notification-image', accept: 'image/jpeg' }}
            onInputChange={(event) => void chooseImage(event.currentTarget.files?.[0])}
          />
        </FormGroup>
        {shown.image === undefined && image && <Callout intent="success">Imagem válida: {image.name}</Callout>}
        {progress !== null && (
          <div className="notification-progress" role="progressbar" aria-label="Envio da imagem" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
            <ProgressBar value={progress / 100} intent={progress === 100 ? 'success' : 'primary'} stripes={progress < 100} />
            <span>{progress}%</span>
          </div>
        )}
        <ScheduleFields
          value={schedule}
          errors={{ date: shown.date, time: shown.time }}
          disabled={loading}
          onChange={(value, field) => {
            setSchedule(value);
            if (field !== 'scheduled') edit(field);
          }}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} disabled={loading} />
            <Button
              type="submit"
              intent="primary"
              icon={schedule.scheduled ? 'time' : 'send-message'}
              text={schedule.scheduled ? 'Agendar Notificação' : 'Enviar Notificação'}
              loading={loading}
              disabled={checking}
            />
          </>
        }
      />
    </form>
  );
}
