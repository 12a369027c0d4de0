// Checks of the notification dialogs (docs/areas/orders.md#validation; docs/areas/catalogue.md#notifications): the customer search's
// 'Notificações' and the 'notificacao' page's send dialog, done in the browser before anything is sent.
import { fileProblem, imageProblem, type ImageRule } from './imageCheck';

export const IMAGE_WIDTH = 1038;
export const IMAGE_HEIGHT = 519;
export const IMAGE_NOT_JPEG = 'A imagem da notificação precisa estar no formato JPEG!';
export const IMAGE_WRONG_SIZE = 'A imagem da notificação precisa ter dimensões de 1038X519 pixels!';

export interface NotificationDraft {
  title: string;
  message: string;
}

export type NotificationErrors = Partial<Record<keyof NotificationDraft | 'image' | 'date' | 'time' | 'link' | 'audience', string>>;

const FIELD_NAMES: Record<keyof NotificationDraft, string> = { title: 'Título', message: 'Mensagem' };

/** docs/areas/catalogue.md#constants: the title's counter and limit. */
export const TITLE_MAX_LENGTH = 25;
export const TITLE_TOO_LONG = 'O Titulo deve possuir no máximo 25 caracteres!';
export const LINK_INVALID = 'O link precisa ser um endereço http:// ou https:// válido.';

/** Characters as staff count them: an emoji is one (the gateway counts the same way). */
export const titleLength = (title: string) => [...title.trim()].length;

/** How a form says a field is empty: the customer's dialog (docs/areas/orders.md#validation) '{field} não pode estar vazio!';
 *  the 'Notificações' page (docs/areas/catalogue.md#validation) 'Campo Obrigatório' for every field. */
export type RequiredText = (label: string) => string;
export const EMPTY_FIELD: RequiredText = (label) => `${label} não pode estar vazio!`;
export const PAGE_REQUIRED = 'Campo Obrigatório';
export const PAGE_REQUIRED_TEXT: RequiredText = () => PAGE_REQUIRED;

/** The required text for each empty field; the title at most 25 characters. */
export function validateNotification(draft: NotificationDraft, required: RequiredText = EMPTY_FIELD): NotificationErrors {
  const errors: NotificationErrors = {};
  for (const field of Object.keys(FIELD_NAMES) as (keyof NotificationDraft)[]) {
    if (draft[field].trim() === '') errors[field] = required(FIELD_NAMES[field]);
  }
  if (!errors.title && titleLength(draft.title) > TITLE_MAX_LENGTH) errors.title = TITLE_TOO_LONG;
  return errors;
}

/** The optional link must be an http(s) address. */
export function validateLink(link: string): NotificationErrors {
  const text = link.trim();
  if (!text) return {};
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? {} : { link: LINK_INVALID };
  } catch {
    return { link: LINK_INVALID };
  }
}

export const SCHEDULE_FIELDS = { date: 'Data', time: 'Horário' } as const;
export const SCHEDULE_IN_PAST = 'A data e o horário do agendamento precisam estar no futuro.';

export interface ScheduleDraft {
  scheduled: boolean;
  /** 'YYYY-MM-DD' from the date input */
  date: string;
  /** 'HH:mm' from the time input */
  time: string;
}

/**
 * The instant to send at, written in GMT-3 at :00 seconds (docs/areas/catalogue.md#sending), whatever the browser's
 * own zone: staff schedule in Brazil's time.
 */
export function scheduleAtFrom(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}/.test(time)) return null;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  // Date.parse rolls 30 February over; a real calendar day and clock time round-trip.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hours > 23 || minutes > 59) return null;
  return `${date}T${time.slice(0, 5)}:00-03:00`;
}

/** The next full hour in Brazil's time (GMT-3), as the schedule's first suggestion when it is ticked. */
export function nextFullHourInBrazil(now: Date): { date: string; time: string } {
  const brazil = new Date(now.getTime() - 3 * 3_600_000);
  brazil.setUTCHours(brazil.getUTCHours() + 1, 0, 0, 0);
  const iso = brazil.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Date and time are required when 'Agendar Notificação?' is checked, and must be ahead of `now`. */
export function validateSchedule(draft: ScheduleDraft, now: Date, required: RequiredText = EMPTY_FIELD): Partial<Record<'date' | 'time', string>> {
  if (!draft.scheduled) return {};
  const errors: Partial<Record<'date' | 'time', string>> = {};
  if (!draft.date) errors.date = required(SCHEDULE_FIELDS.date);
  if (!draft.time) errors.time = required(SCHEDULE_FIELDS.time);
  if (Object.keys(errors).length) return errors;
  const at = scheduleAtFrom(draft.date, draft.time);
  if (!at || Date.parse(at) <= now.getTime()) errors.time = SCHEDULE_IN_PAST;
  return errors;
}

/** The notification image's rule: the spec's own messages, the default uploader's size. */
export const NOTIFICATION_IMAGE: ImageRule = {
  folder: 'notificacoes',
  width: IMAGE_WIDTH,
  height: IMAGE_HEIGHT,
  maxBytes: 5_242_880,
  messages: { notJpeg: IMAGE_NOT_JPEG, wrongSize: IMAGE_WRONG_SIZE },
};

/** The message for an image that cannot be used, or null when it is a 1038x519 JPEG. */
export function checkNotificationImage(bytes: Uint8Array, mimeType: string): string | null {
  return imageProblem(bytes, mimeType, NOTIFICATION_IMAGE);
}

/** Reads a chosen file and checks it. */
export async function checkNotificationFile(file: Blob): Promise<string | null> {
  return fileProblem(file, NOTIFICATION_IMAGE);
}

/** A small set of common emoji for the message ('emoji picker'). */
export const EMOJI = [
  '😀',
  '😃',
  '😊',
  '😍',
  '🤩',
  '😋',
  '😉',
  '👍',
  '👏',
  '🙏',
  '🎉',
  '🎁',
  '🛒',
  '🛍️',
  '🏷️',
  '💰',
  '🔥',
  '⭐',
  '❤️',
  '✅',
  '⏰',
  '🚚',
  '📦',
  '📣',
  '🥩',
  '🍗',
  '🐟',
  '🥦',
  '🍎',
  '🍌',
  '🍇',
  '🍓',
  '🥖',
  '🧀',
  '🥛',
  '🍷',
  '🍺',
  '☕',
  '🍫',
  '🎂',
];

/** Inserts `emoji` at the caret (or replaces the selection) and returns the new text and caret. */
export function insertAt(text: string, emoji: string, start: number, end = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + emoji + text.slice(to), caret: from + emoji.length };
}

/** The spec's failure prefixes, for what reaches the dialog without one: the gateway unreachable, or a refusal
 *  worded for its field ('Selecione ao menos um cliente...'). The gateway's own failures carry them already. */
export const NOTIFY_TOASTS = {
  sendError: 'Erro ao Enviar Notificação: ',
  scheduleError: 'Erro ao agendar notificação: ',
} as const;

/** The failure toast: the gateway's text under the spec's prefix, unless the text already carries one. */
export function notifyFailureText(scheduled: boolean, serverText: string): string {
  const text = serverText.trim() || 'notificação não aceita pelo provedor';
  if (/^Erro ao /i.test(text)) return text;
  return `${scheduled ? NOTIFY_TOASTS.scheduleError : NOTIFY_TOASTS.sendError}${text}`;
}

/** Gateway error fields -> the dialog's fields. */
export function dialogField(field: string | null | undefined): keyof NotificationErrors | null {
  switch (field) {
    case 'title':
    case 'message':
      return field;
    case 'imageUrl':
      return 'image';
    case 'scheduleAt':
      return 'time';
    case 'link':
      return 'link';
    case 'customerIds':
      return 'audience';
    default:
      return null;
  }
}

/** One id per dialog opening, kept across 'try again' (crypto.randomUUID needs a secure context; this does not). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `notif-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
