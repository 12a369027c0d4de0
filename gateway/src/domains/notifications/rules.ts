// The notification rules shared by the 'notificacao' page and the customer search's 'Notificações' dialog
// (docs/areas/catalogue.md#sending; docs/areas/orders.md#customer-push; docs/decisions/0002-notification-image-size.md): the texts, the title limit,
// the image rule (JPEG, exactly 1038x519), the schedule at :00 seconds in GMT-3 and how a repeat of one send is
// recognised.
import { formatSendAfter } from '../../upstreams/push-body';
import type { ImageRule } from '../../kit/image-check';
import { clientRequest, sameSubmission, type RunKey } from '../../workflows/keys';

export const NOTIFY_MESSAGES = {
  sent: 'Notificação enviada com Sucesso!',
  scheduled: 'Notificação agendada com Sucesso!',
  failed: 'Erro ao Enviar Notificação:',
  scheduleFailed: 'Erro ao agendar notificação:',
  recordFailed: 'Erro ao Salvar Notificação na API:',
  loadFailed: 'Erro ao Carregar Notificações: ',
  recipientsLoadFailed: 'Erro ao Buscar Clientes: ',
  statusRequired: 'Pelo menos um filtro de status deve estar habilitado',
  badRange: 'A data inicial deve ser anterior ou igual à data final.',
  badCustomer: 'Cliente inválido.',
  pastSchedule: 'Erro ao agendar notificação: a data e o horário do agendamento precisam estar no futuro.',
  badSchedule: 'Erro ao agendar notificação: data ou horário inválido.',
  empty: (field: string) => `${field} não pode estar vazio!`,
  titleTooLong: 'O Titulo deve possuir no máximo 25 caracteres!',
  badLink: 'O link precisa ser um endereço http:// ou https:// válido.',
  noDevice: 'Erro ao Enviar Notificação: o cliente não tem um dispositivo cadastrado.',
  noDevices: 'Erro ao Enviar Notificação: nenhum dos clientes selecionados tem um dispositivo cadastrado.',
  nobodyPicked: 'Selecione ao menos um cliente para a notificação.',
  tooManyPicked: (max: number) => `Selecione no máximo ${max.toLocaleString('pt-BR')} clientes por notificação.`,
  pickedMissing: (count: number) => `${count} dos clientes selecionados não foram encontrados. Atualize a lista e tente novamente.`,
  notFound: 'Cliente não encontrado.',
  badRequestId: 'Identificador de envio inválido.',
  busy: 'Esta notificação já está sendo enviada. Aguarde.',
} as const;

/** docs/areas/catalogue.md#constants. */
export const TITLE_MAX_LENGTH = 25;

/** The most customers one send may pick (the picker pages 10 at a time; this bounds the audience lookups). */
export const MAX_PICKED_CUSTOMERS = 20_000;

/** docs/decisions/0002-notification-image-size.md: JPEG, exactly 1038x519, with the spec's own messages. */
export const NOTIFICATION_IMAGE: ImageRule = {
  folder: 'notificacoes',
  width: 1038,
  height: 519,
  of: 'da notificação',
  notJpeg: 'A imagem da notificação precisa estar no formato JPEG!',
  wrongSize: 'A imagem da notificação precisa ter dimensões de 1038X519 pixels!',
};

/** The schedule at :00 seconds (Brazil's -03:00 is whole hours, so UTC minutes are local minutes). */
export function scheduleInstant(value: Date | string | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return 'invalid';
  return new Date(Math.floor(time / 60_000) * 60_000);
}

/** data_hora_agendamento as the product API keeps it: ISO 8601 written in -03:00. */
export function scheduleRecordValue(at: Date): string {
  return formatSendAfter(at)
    .replace(' ', 'T')
    .replace(/ GMT([+-]\d\d)(\d\d)$/, '$1:$2');
}

/** A client's request id: 8-64 letters, digits or '-'; blank means none. */
export function requestIdOf(value: string | null | undefined): string | null | 'invalid' {
  const id = value?.trim() || null;
  if (id !== null && !/^[A-Za-z0-9-]{8,64}$/.test(id)) return 'invalid';
  return id;
}

/**
 * How a repeat of one send is recognised (workflows/keys.ts): with the client's request id, that request with the
 * same content is one run (pushed once, resumed after a failure) while edited content is a new one. Without one (a
 * tool that omits it; the schema asks for it), the same caller's same content is one send for a while
 * (`sameSubmission`): customers are never pushed twice by a double click or a retrying client.
 */
export function sendKey(requestId: string | null, content: Record<string, unknown>, caller: string): RunKey {
  return requestId ? clientRequest(requestId, content) : sameSubmission({ caller, content });
}

/** Who sends, for a send without a request id: a key is its own caller, though every key acts as one account. */
export const senderOf = (user: { userId: number; integration?: { keyId: string } }): string =>
  user.integration ? `key:${user.integration.keyId}` : `user:${user.userId}`;

export interface ContentProblem {
  field: 'title' | 'message' | 'link';
  code: 'REQUIRED' | 'BAD_USER_INPUT';
  message: string;
}

/** Title and message required (title at most 25 characters, emoji counted as staff see them); link http(s). */
/** The 'Notificações' page's form says 'Campo Obrigatório' for every empty field
 *  (docs/areas/catalogue.md#validation); the customer's dialog '{field} não pode estar vazio!'
 *  (docs/areas/orders.md#validation). */
export const PAGE_REQUIRED = (_field: string) => 'Campo Obrigatório';

export function contentProblem(
  title: string,
  message: string,
  link?: string | null,
  empty: (field: string) => string = NOTIFY_MESSAGES.empty,
): ContentProblem | null {
  if (!title.trim()) return { field: 'title', code: 'REQUIRED', message: empty('Título') };
  if ([...title.trim()].length > TITLE_MAX_LENGTH) return { field: 'title', code: 'BAD_USER_INPUT', message: NOTIFY_MESSAGES.titleTooLong };
  if (!message.trim()) return { field: 'message', code: 'REQUIRED', message: empty('Mensagem') };
  const url = link?.trim();
  if (url && !isHttpUrl(url)) return { field: 'link', code: 'BAD_USER_INPUT', message: NOTIFY_MESSAGES.badLink };
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The picked ids as numbers, each once, in the order picked; null when one is not an id. */
export function pickedIds(ids: readonly string[]): number[] | null {
  const seen = new Set<number>();
  for (const raw of ids) {
    if (!/^\d{1,12}$/.test(raw.trim())) return null;
    seen.add(Number(raw.trim()));
  }
  return [...seen];
}
