// The Portuguese of the push provider's answers (OneSignal-compatible: `{"errors": ["..."]}` on 400, 403, 429 and
// 5xx, and `{"id": "", "errors": [...]}` when nothing was sent, as the reference provider under upstream/src/push/
// answers). Staff read them after a page's prefix ('Erro ao agendar notificação: ...'), so each documented
// text is given its Portuguese here; any other text that reads as English becomes the generic sentence, its words
// kept for the log (errors.ts), and Portuguese passes as it came.
import { readsAsEnglish } from './drf-texts';

type Translation = [RegExp, string];

/** Said when the provider's words are unknown English. */
export const PUSH_REFUSED = 'O serviço de notificações recusou o envio.';

const TRANSLATIONS: Translation[] = [
  [/^All included players are not subscribed\.?$/i, 'Nenhum destinatário está inscrito para receber notificações.'],
  [/^You must include which players, segments, or tags you wish to send this notification to\.?$/i, 'A notificação não indicou destinatários.'],
  [/^Use only one targeting method per request\b/i, 'A notificação indicou destinatários de mais de uma forma.'],
  [/^filters targeting is not supported\b/i, 'A notificação indicou destinatários de uma forma que o serviço não aceita.'],
  [
    /^(?:include_aliases|include_subscription_ids|include_player_ids|included_segments|include_external_user_ids)\S* may hold at most (\d+) entries\b/i,
    'Destinatários demais em um só envio.',
  ],
  [
    /^(?:include_aliases|include_subscription_ids|include_player_ids|included_segments|include_external_user_ids|target_channel)\b/i,
    'Os destinatários da notificação estão em formato inválido.',
  ],
  [/^Notification contents must have English language content\.?$/i, 'A notificação precisa de um texto.'],
  [/^(?:contents|headings|subtitle) must\b/i, 'O título ou o texto da notificação está em formato inválido.'],
  [/^send_after\b/i, 'A data de agendamento da notificação é inválida.'],
  [/^data must\b/i, 'Os dados da notificação são grandes demais ou inválidos.'],
  [/^(?:big_picture|ios_attachments)\b/i, 'A imagem da notificação não tem um endereço válido.'],
  [/^url must\b/i, 'O link da notificação não é um endereço válido.'],
  [/^idempotency_key\b/i, 'A chave de envio da notificação é inválida.'],
  [/^app_id\b/i, 'O serviço de notificações não reconheceu o aplicativo configurado no painel.'],
  [/^Access denied\b/i, 'O serviço de notificações recusou as credenciais do painel.'],
  [/^API rate limit exceeded\.?$/i, 'Limite de envios do serviço de notificações atingido. Tente novamente em instantes.'],
  [/^Service Unavailable\.?$/i, 'O serviço de notificações está indisponível. Tente novamente em instantes.'],
  [/^Internal Server Error\.?$/i, 'O serviço de notificações encontrou um erro interno. Tente novamente.'],
  [/^Request refused\.?$/i, PUSH_REFUSED],
  [/^Request body too large\.?$/i, 'A notificação é grande demais para o serviço de notificações.'],
  [/^Method Not Allowed\.?$/i, PUSH_REFUSED],
  [/^(?:Not Found|Notification not found)\.?$/i, 'O serviço de notificações não encontrou o envio.'],
];

/** One message of the provider in Portuguese: documented ones translated, other English replaced, Portuguese kept. */
export function portuguesePushText(text: string): string {
  const trimmed = text.trim();
  for (const [pattern, portuguese] of TRANSLATIONS) if (pattern.test(trimmed)) return portuguese;
  return !trimmed || readsAsEnglish(trimmed) ? PUSH_REFUSED : trimmed;
}

/**
 * The provider's `errors` as one Portuguese text: a list of messages (each translated, repeats once), or the
 * partial failures' object (`invalid_player_ids`, `invalid_aliases`), which names devices, not a sentence.
 */
export function pushErrorsText(errors: unknown): string {
  if (typeof errors === 'string') return portuguesePushText(errors);
  if (Array.isArray(errors)) {
    const texts = [...new Set(errors.map((e) => portuguesePushText(typeof e === 'string' ? e : String((e as { message?: unknown })?.message ?? ''))))];
    return texts.join(' ') || PUSH_REFUSED;
  }
  if (errors && typeof errors === 'object' && ('invalid_player_ids' in errors || 'invalid_aliases' in errors))
    return 'Alguns destinatários não estão mais inscritos para receber notificações.';
  return PUSH_REFUSED;
}
