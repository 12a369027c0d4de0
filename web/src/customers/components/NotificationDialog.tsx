// 'Notificações': title, message with an emoji picker, optional JPEG image (1038x519, checked here before
// anything is sent) and 'Enviar Notificação'.
import { useRef, useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  InputGroup,
  Popover,
  TextArea,
} from '@blueprintjs/core';
import { EMOJI, checkNotificationFile, insertAt, validateNotification, type NotificationErrors } from '../notification';

export interface NotificationSubmit {
  title: string;
  message: string;
  /** A checked JPEG; uploading it is the view's job. */
  image: File | null;
}

interface Props {
  open: boolean;
  customerName: string;
  loading: boolean;
  /** Errors the gateway returned, by field. */
  errors?: NotificationErrors;
  /** Shown under the image field (e.g. that the image cannot be sent yet). */
  imageNote?: string;
  onClose: () => void;
  onSubmit: (value: NotificationSubmit) => void;
}

export function NotificationDialog(props: Props) {
  return (
    <Dialog isOpen={props.open} title="Notificações" onClose={props.onClose} canOutsideClickClose={!props.loading} style={{ width: 600 }}>
      <NotificationForm {...props} />
    </Dialog>
  );
}

function NotificationForm({ customerName, loading, errors: serverErrors, imageNote, onClose, onSubmit }: Props) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<NotificationErrors>({});
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // A field's error goes away as soon as the user edits it; the next submit checks again.
  const shown: NotificationErrors = { ...serverErrors, ...errors };
  for (const field of edited) delete shown[field as keyof NotificationErrors];
  const edit = (field: 'title' | 'message') => setEdited((current) => new Set(current).add(field));

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
    const found = validateNotification({ title, message });
    const next = errors.image ? { ...found, image: errors.image } : found;
    setErrors(next);
    setEdited(new Set());
    if (Object.keys(next).length === 0) onSubmit({ title: title.trim(), message: message.trim(), image });
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
          helperText={shown.image ?? imageNote}
        >
          <FileInput
            fill
            text={image?.name ?? 'Escolha uma imagem...'}
            buttonText="Procurar"
            hasSelection={image !== null}
            disabled={checking}
            inputProps={{ id: 'notification-image', accept: 'image/jpeg' }}
            onInputChange={(event) => void chooseImage(event.currentTarget.files?.[0])}
          />
        </FormGroup>
        {shown.image === undefined && image && <Callout intent="success">Imagem válida: {image.name}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} disabled={loading} />
            <Button type="submit" intent="primary" icon="send-message" text="Enviar Notificação" loading={loading} disabled={checking} />
          </>
        }
      />
    </form>
  );
}
