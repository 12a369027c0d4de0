import { describe, expect, it } from 'vitest';
import { readsAsEnglish } from './drf-texts';
import { PUSH_REFUSED, portuguesePushText, pushErrorsText } from './push-texts';

// Every error text the push provider documents (the reference provider, upstream/src/push/, answers each of them).
const DOCUMENTED = [
  'All included players are not subscribed',
  'You must include which players, segments, or tags you wish to send this notification to.',
  'Use only one targeting method per request (got include_aliases, included_segments)',
  'filters targeting is not supported by this app; use segments, aliases or subscription ids',
  'include_aliases must be an object with exactly one alias label, e.g. {"external_id": [...]}',
  'include_aliases.external_id must be a non-empty list of strings',
  'target_channel is required when using include_aliases',
  'target_channel must be "push" for push notifications',
  'include_subscription_ids must be a non-empty list of strings',
  'include_subscription_ids may hold at most 2000 entries per request; split the audience into several requests',
  'Notification contents must have English language content',
  'contents must be an object of language codes to strings',
  'headings must include English (en) text',
  'send_after must include an explicit time zone offset, e.g. "2026-01-10 15:00:00 GMT-0300"',
  'send_after is not a valid date',
  'data must be a JSON object',
  'data must be 2048 bytes or smaller',
  'big_picture must be a valid http(s) URL',
  'url must be a valid http(s) URL',
  'ios_attachments must be an object of attachment ids to URLs',
  'idempotency_key must be a valid UUID',
  'app_id not found. You may be missing a Content-Type: application/json header.',
  'app_id "x" is not a valid app id for this API key',
  "Access denied.  Please include an 'Authorization: Key <api key>' header with a valid API key.",
  'API rate limit exceeded.',
  'Service Unavailable',
  'Internal Server Error',
  'Request refused',
  'Request body too large',
  'Method Not Allowed',
  'Notification not found',
];

describe('push provider texts', () => {
  it.each(DOCUMENTED)('gives "%s" in Portuguese', (text) => {
    const shown = portuguesePushText(text);
    expect(readsAsEnglish(shown)).toBe(false);
    expect(shown).not.toBe(text);
  });

  it('names what went wrong where the provider says it, not only that it refused', () => {
    expect(portuguesePushText('All included players are not subscribed')).toBe('Nenhum destinatário está inscrito para receber notificações.');
    expect(portuguesePushText('API rate limit exceeded.')).toBe('Limite de envios do serviço de notificações atingido. Tente novamente em instantes.');
    expect(portuguesePushText('send_after is not a valid date')).toBe('A data de agendamento da notificação é inválida.');
  });

  it('replaces unknown English by the generic sentence and keeps Portuguese', () => {
    expect(portuguesePushText('Something unexpected happened with the request')).toBe(PUSH_REFUSED);
    expect(portuguesePushText('')).toBe(PUSH_REFUSED);
    expect(portuguesePushText('Aplicativo em manutenção')).toBe('Aplicativo em manutenção');
  });

  it('reads the errors list, the partial failures object, and anything else', () => {
    expect(pushErrorsText(['API rate limit exceeded.', 'API rate limit exceeded.'])).toBe(portuguesePushText('API rate limit exceeded.'));
    expect(pushErrorsText({ invalid_aliases: { external_id: ['x'] } })).toBe('Alguns destinatários não estão mais inscritos para receber notificações.');
    expect(pushErrorsText(42)).toBe(PUSH_REFUSED);
    expect(pushErrorsText([])).toBe(PUSH_REFUSED);
  });
});
