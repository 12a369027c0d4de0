// The fields every notification dialog shares (docs/areas/orders.md#customer-push; docs/areas/catalogue.md#notifications):
// title with its counter (25) and emoji, message with emoji, the JPEG image (1038x519, checked here before anything is
// sent, its upload progress shown), the optional link and 'Agendar Notificação?'. `useNotificationDraft` keeps their
// state.
import { useRef, useState } from 'react';
import { Button, Callout, DialogFooter, FileInput, FormGroup, InputGroup, Popover, ProgressBar, TextArea } from '@blueprintjs/core';
import {
  EMOJI,
  TITLE_MAX_LENGTH,
  checkNotificationFile,
  insertAt,
  scheduleAtFrom,
  titleLength,
  validateLink,
  validateNotification,
  validateSchedule,
  EMPTY_FIELD,
  type NotificationErrors,
  type RequiredText,
  type ScheduleDraft,
} from './notificationForm';
import { INPUT_LIMITS } from '../generated/input-limits';
import { ScheduleFields } from './scheduleFields';

/** The gateway's limits of the fields both dialogs send (the customer's dialog takes the same message length). */
const LIMITS = INPUT_LIMITS.SendNotificationInput;
import { useFieldProblems } from './fieldProblems';
import './notificationFields.css';

export interface NotificationContent {
  title: string;
  message: string;
  /** A checked JPEG; uploading it is the view's job. */
  image: File | null;
  /** Absent or blank: none. */
  link: string | null;
  /** 'YYYY-MM-DDTHH:mm:00-03:00' when 'Agendar Notificação?' is checked. */
  scheduleAt: string | null;
}

type Field = keyof NotificationErrors;

/** The dialog's state: values, the browser's errors merged with the gateway's, each cleared once its field is edited.
 *  `required` is the form's text for an empty field (the page's and the customer's dialog differ). */
export function useNotificationDraft(serverErrors: NotificationErrors = {}, required: RequiredText = EMPTY_FIELD) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [schedule, setSchedule] = useState<ScheduleDraft>({ scheduled: false, date: '', time: '' });
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<NotificationErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // The schedule's day and time texts their fields refuse ('Data inválida', 'Hora inválida: ...').
  const refused = useFieldProblems();
  const shown: NotificationErrors = { ...serverErrors, ...errors };
  for (const field of edited) delete shown[field as Field];
  // A refused time says so under its field at once: the field shows the typed text, not what would be sent.
  if (schedule.scheduled && refused.problems.time) shown.time = refused.problems.time;
  const edit = (field: Field) => setEdited((current) => new Set(current).add(field));

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

  // A schedule day or time its field refuses ('Data fora do intervalo permitido', 'Hora inválida: ...') is its
  // error: never the day or time held before.
  const scheduleErrors = (): NotificationErrors => {
    if (!schedule.scheduled || !refused.first) return validateSchedule(schedule, new Date(), required);
    const { date, time } = refused.problems;
    return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
  };

  /** Checks every field; the content to send, or null when something is wrong (errors shown). */
  const check = (extra: NotificationErrors = {}): NotificationContent | null => {
    const found: NotificationErrors = { ...validateNotification({ title, message }, required), ...validateLink(link), ...scheduleErrors(), ...extra };
    const next = errors.image ? { ...found, image: errors.image } : found;
    setErrors(next);
    setEdited(new Set());
    if (Object.keys(next).length > 0) return null;
    const scheduleAt = schedule.scheduled ? scheduleAtFrom(schedule.date, schedule.time) : null;
    return { title: title.trim(), message: message.trim(), image, link: link.trim() || null, scheduleAt };
  };

  return {
    values: { title, message, link, image, schedule },
    shown,
    checking,
    edit,
    setTitle,
    setMessage,
    setLink,
    setSchedule,
    onDateProblem: refused.on('date'),
    onTimeProblem: refused.on('time'),
    chooseImage,
    check,
  };
}

export type NotificationDraft = ReturnType<typeof useNotificationDraft>;

interface Props {
  draft: NotificationDraft;
  loading: boolean;
  /** Image upload progress (0..100), null when hidden. */
  progress?: number | null;
  /** The page's send dialog offers a link; the customer dialog does not. */
  withLink?: boolean;
}

function EmojiButton({ label, onPick }: { label: string; onPick: (emoji: string) => void }) {
  return (
    <Popover
      placement="bottom-start"
      content={
        <div className="emoji-picker" role="listbox" aria-label={label}>
          {EMOJI.map((emoji) => (
            <button key={emoji} type="button" role="option" aria-selected={false} className="emoji-picker-item" onClick={() => onPick(emoji)}>
              {emoji}
            </button>
          ))}
        </div>
      }
    >
      <Button variant="minimal" size="small" icon="emoji" text="Emojis" aria-label={label} />
    </Popover>
  );
}

export function NotificationFields({ draft, loading, progress = null, withLink = false }: Props) {
  const { values, shown, edit } = draft;
  const titleRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const count = titleLength(values.title);

  const insert = (field: 'title' | 'message', emoji: string) => {
    const element = field === 'title' ? titleRef.current : messageRef.current;
    const text = values[field];
    const { text: next, caret } = insertAt(text, emoji, element?.selectionStart ?? text.length, element?.selectionEnd ?? text.length);
    (field === 'title' ? draft.setTitle : draft.setMessage)(next);
    edit(field);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  return (
    <>
      <FormGroup label="Título" labelFor="notification-title" intent={shown.title ? 'danger' : 'none'} helperText={shown.title}>
        <InputGroup
          id="notification-title"
          inputRef={titleRef}
          value={values.title}
          intent={shown.title ? 'danger' : 'none'}
          onValueChange={(value) => {
            draft.setTitle(value);
            edit('title');
          }}
          rightElement={
            <span className="notification-title-tools">
              <span className={count > TITLE_MAX_LENGTH ? 'notification-counter over' : 'notification-counter'} title="Caracteres do título">
                {`${count}/${TITLE_MAX_LENGTH}`}
              </span>
              <EmojiButton label="Emojis do título" onPick={(emoji) => insert('title', emoji)} />
            </span>
          }
        />
      </FormGroup>
      <FormGroup label="Mensagem" labelFor="notification-message" intent={shown.message ? 'danger' : 'none'} helperText={shown.message}>
        <TextArea
          id="notification-message"
          inputRef={messageRef}
          fill
          rows={4}
          value={values.message}
          maxLength={LIMITS.message.maxLength}
          intent={shown.message ? 'danger' : 'none'}
          onChange={(event) => {
            draft.setMessage(event.currentTarget.value);
            edit('message');
          }}
        />
        <EmojiButton label="Emojis da mensagem" onPick={(emoji) => insert('message', emoji)} />
      </FormGroup>
      <FormGroup label="Imagem (JPEG 1038x519)" labelFor="notification-image" intent={shown.image ? 'danger' : 'none'} helperText={shown.image}>
        <FileInput
          fill
          text={values.image?.name ?? 'Escolha uma imagem...'}
          buttonText="Procurar"
          hasSelection={values.image !== null}
          disabled={draft.checking || loading}
          inputProps={{ id: 'notification-image', accept: 'image/jpeg' }}
          onInputChange={(event) => void draft.chooseImage(event.currentTarget.files?.[0])}
        />
      </FormGroup>
      {shown.image === undefined && values.image && <Callout intent="success">Imagem válida: {values.image.name}</Callout>}
      {progress !== null && (
        <div className="notification-progress" role="progressbar" aria-label="Envio da imagem" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          <ProgressBar value={progress / 100} intent={progress === 100 ? 'success' : 'primary'} stripes={progress < 100} />
          <span>{progress}%</span>
        </div>
      )}
      {withLink && (
        <FormGroup label="Link" labelFor="notification-link" labelInfo="(opcional)" intent={shown.link ? 'danger' : 'none'} helperText={shown.link}>
          <InputGroup
            id="notification-link"
            // Checked by validateLink with the form's other fields, never by the browser's English bubble.
            type="text"
            inputMode="url"
            placeholder="https://"
            value={values.link}
            maxLength={LIMITS.link.maxLength}
            intent={shown.link ? 'danger' : 'none'}
            onValueChange={(value) => {
              draft.setLink(value);
              edit('link');
            }}
          />
        </FormGroup>
      )}
      <ScheduleFields
        value={values.schedule}
        errors={{ date: shown.date, time: shown.time }}
        disabled={loading}
        onDateProblem={draft.onDateProblem}
        onTimeProblem={draft.onTimeProblem}
        onChange={(value, field) => {
          draft.setSchedule(value);
          if (field !== 'scheduled') edit(field);
        }}
      />
    </>
  );
}

/** The footer of a notification dialog: 'Cancelar', and the submit that says 'Agendar' once a schedule is set. */
export function NotificationFooter({
  scheduled,
  loading,
  checking,
  onClose,
}: {
  scheduled: boolean;
  loading: boolean;
  checking: boolean;
  onClose: () => void;
}) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text="Cancelar" onClick={onClose} disabled={loading} />
          <Button
            type="submit"
            intent="primary"
            icon={scheduled ? 'time' : 'send-message'}
            text={scheduled ? 'Agendar Notificação' : 'Enviar Notificação'}
            loading={loading}
            disabled={checking}
          />
        </>
      }
    />
  );
}
