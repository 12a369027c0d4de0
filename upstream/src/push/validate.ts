// Validation of a OneSignal create-notification body: the rules the real API applies that a client can get
// wrong (targeting, English content, id limits, send_after offset, data size, idempotency key format).
import { isObject } from '../sandbox/reply';

export const MAX_IDS = 2000;
export const MAX_DATA_BYTES = 2048;
export const NO_TARGET = 'You must include which players, segments, or tags you wish to send this notification to.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const TARGETS = ['include_aliases', 'include_subscription_ids', 'include_player_ids', 'included_segments', 'include_external_user_ids', 'filters'] as const;
type Target = (typeof TARGETS)[number];

export type Targeting =
  | { kind: 'devices'; field: 'include_subscription_ids' | 'include_player_ids'; ids: string[] }
  | { kind: 'aliases'; label: string; ids: string[] }
  | { kind: 'segments'; names: string[] };

export interface ValidNotification {
  targeting: Targeting;
  sendAfter?: Date;
  idempotencyKey?: string;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** send_after with an explicit offset: 'YYYY-MM-DD HH:mm:ss GMT-0300', ISO 8601 with offset/Z, or JS Date text. */
export function parseSendAfter(value: string): Date | 'no-offset' | 'invalid' {
  const text = value.trim();
  const plain = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,6})?)?\s*(?:(?:GMT|UTC)\s*)?(Z|[+-]\d\d:?\d\d)?$/i.exec(text);
  const jsText = /^(?:[A-Z][a-z]{2} )?([A-Z][a-z]{2}) (\d\d) (\d{4}) (\d\d):(\d\d):(\d\d) (?:GMT|UTC)([+-]\d{4})(?: \(.*\))?$/.exec(text);
  let parts: { y: number; mo: number; d: number; h: number; mi: number; s: number; offset: string | undefined };
  if (plain) {
    parts = { y: +plain[1], mo: +plain[2], d: +plain[3], h: +plain[4], mi: +plain[5], s: +(plain[6] ?? 0), offset: plain[7] };
  } else if (jsText && MONTHS.includes(jsText[1])) {
    parts = { y: +jsText[3], mo: MONTHS.indexOf(jsText[1]) + 1, d: +jsText[2], h: +jsText[4], mi: +jsText[5], s: +jsText[6], offset: jsText[7] };
  } else return 'invalid';
  if (!parts.offset) return 'no-offset';
  const { y, mo, d, h, mi, s } = parts;
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return 'invalid';
  const offset = parts.offset.toUpperCase() === 'Z' ? 0 : offsetMinutes(parts.offset);
  if (Number.isNaN(offset)) return 'invalid';
  return new Date(local - offset * 60_000);
}

function offsetMinutes(text: string): number {
  const m = /^([+-])(\d\d):?(\d\d)$/.exec(text);
  if (!m || +m[2] > 14 || +m[3] > 59) return Number.NaN;
  return (m[1] === '-' ? -1 : 1) * (+m[2] * 60 + +m[3]);
}

function languageMapError(name: string, value: unknown, requireEnglish: boolean): string | undefined {
  if (value === undefined) return requireEnglish ? 'Notification contents must have English language content' : undefined;
  if (!isObject(value) || !Object.values(value).every((v) => typeof v === 'string')) return `${name} must be an object of language codes to strings`;
  if (requireEnglish && !(typeof value.en === 'string' && value.en.trim())) return 'Notification contents must have English language content';
  if (name === 'headings' && value.en === undefined) return 'headings must include English (en) text';
  return undefined;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function validUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function targeting(body: Record<string, unknown>, present: Target): Targeting | string {
  const value = body[present];
  if (present === 'filters') return 'filters targeting is not supported by this app; use segments, aliases or subscription ids';
  if (present === 'include_aliases') {
    if (!isObject(value) || Object.keys(value).length !== 1)
      return 'include_aliases must be an object with exactly one alias label, e.g. {"external_id": [...]}';
    const [label, ids] = Object.entries(value)[0];
    if (!isStringList(ids) || ids.length === 0) return `include_aliases.${label} must be a non-empty list of strings`;
    if (body.target_channel === undefined) return 'target_channel is required when using include_aliases';
    if (body.target_channel !== 'push') return 'target_channel must be "push" for push notifications';
    return { kind: 'aliases', label, ids };
  }
  if (!isStringList(value) || value.length === 0) return `${present} must be a non-empty list of strings`;
  if (present === 'included_segments') return { kind: 'segments', names: value };
  if (present === 'include_external_user_ids') return { kind: 'aliases', label: 'external_id', ids: value };
  return { kind: 'devices', field: present, ids: value };
}

export function validateNotification(body: Record<string, unknown>, legacy: boolean): ValidNotification | { errors: string[] } {
  const errors: string[] = [];
  const contentsError = languageMapError('contents', body.contents, true);
  if (contentsError) errors.push(contentsError);
  for (const name of ['headings', 'subtitle'] as const) {
    const problem = languageMapError(name, body[name], false);
    if (problem) errors.push(problem);
  }
  const present = TARGETS.filter((t) => body[t] !== undefined);
  let target: Targeting | undefined;
  if (present.length === 0) errors.push(NO_TARGET);
  else if (present.length > 1) errors.push(`Use only one targeting method per request (got ${present.join(', ')})`);
  else {
    const result = targeting(body, present[0]);
    if (typeof result === 'string') errors.push(result);
    else if ((result.kind === 'segments' ? result.names : result.ids).length > MAX_IDS) {
      errors.push(`${present[0]} may hold at most ${MAX_IDS} entries per request; split the audience into several requests`);
    } else target = result;
  }
  let sendAfter: Date | undefined;
  if (body.send_after !== undefined) {
    const parsed = typeof body.send_after === 'string' ? parseSendAfter(body.send_after) : 'invalid';
    if (parsed === 'no-offset') errors.push('send_after must include an explicit time zone offset, e.g. "2026-01-10 15:00:00 GMT-0300"');
    else if (parsed === 'invalid') errors.push('send_after is not a valid date');
    else sendAfter = parsed;
  }
  if (body.data !== undefined) {
    if (!isObject(body.data)) errors.push('data must be a JSON object');
    else if (Buffer.byteLength(JSON.stringify(body.data)) > MAX_DATA_BYTES) errors.push(`data must be ${MAX_DATA_BYTES} bytes or smaller`);
  }
  for (const name of ['big_picture', 'url'] as const) {
    if (body[name] !== undefined && !validUrl(body[name])) errors.push(`${name} must be a valid http(s) URL`);
  }
  if (body.ios_attachments !== undefined && !(isObject(body.ios_attachments) && Object.values(body.ios_attachments).every(validUrl))) {
    errors.push('ios_attachments must be an object of attachment ids to URLs');
  }
  // The legacy API took the idempotency key as external_id.
  const key = body.idempotency_key ?? (legacy ? body.external_id : undefined);
  if (key !== undefined && key !== null && !isUuid(key)) errors.push('idempotency_key must be a valid UUID');
  if (errors.length || !target) return { errors };
  return { targeting: target, sendAfter, idempotencyKey: (key ?? undefined) as string | undefined };
}
