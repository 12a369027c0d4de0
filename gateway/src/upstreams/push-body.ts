// The push provider's request body (OneSignal-compatible, docs/contracts/push.md#body): the target for a device id in
// either API style, the Portuguese text under both languages, the schedule in Brazil's -03:00 and an
// idempotency key derived from a stable name. Only the push client (push.ts) builds bodies.
import { createHash } from 'node:crypto';

export interface PushMessage {
  title: string;
  text: string;
  subtitle?: string;
}

/** Brazil has had no daylight saving time since 2019: the push schedule uses a fixed -03:00. */
export const PUSH_UTC_OFFSET_MINUTES = -180;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss GMT-0300': the instant written in Brazil's -03:00, as the push provider wants it. */
export function formatSendAfter(instant: Date): string {
  const time = instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date for send_after');
  const local = new Date(time + PUSH_UTC_OFFSET_MINUTES * 60_000);
  const offset = Math.abs(PUSH_UTC_OFFSET_MINUTES);
  const sign = PUSH_UTC_OFFSET_MINUTES < 0 ? '-' : '+';
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ` +
    `GMT${sign}${pad(Math.floor(offset / 60))}${pad(offset % 60)}`
  );
}

const SEND_AFTER = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT([+-])(\d{2})(\d{2})$/;

/** The instant a `send_after` written by formatSendAfter names; null for any other text. */
export function parseSendAfter(text: unknown): Date | null {
  const m = typeof text === 'string' ? SEND_AFTER.exec(text) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, se, sign, oh, om] = m;
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
  return new Date(local - offsetMinutes * 60_000);
}

export type PushApiStyle = 'current' | 'legacy';
export const LEGACY_DEVICE_ID_LENGTH = 36;

/** Devices named one by one (at most 2 000 per request). */
export type DeviceTarget =
  { include_player_ids: string[] } | { include_subscription_ids: string[] } | { include_aliases: { external_id: string[] }; target_channel: 'push' };

/** Devices, or a segment of the app's users (a general notification; the segment's name is configuration). */
export type PushTarget = DeviceTarget | { included_segments: string[] };

/**
 * A 36-character device id is a player (subscription) id: `include_player_ids` on the legacy API,
 * `include_subscription_ids` on the current one. Any other id is the app's external id alias.
 * No device id: null, and the caller sends nothing.
 */
export function pushTarget(deviceId: string | null | undefined, api: PushApiStyle = 'current'): DeviceTarget | null {
  const id = deviceId?.trim() ?? '';
  if (id === '') return null;
  if (id.length === LEGACY_DEVICE_ID_LENGTH) {
    return api === 'legacy' ? { include_player_ids: [id] } : { include_subscription_ids: [id] };
  }
  return { include_aliases: { external_id: [id] }, target_channel: 'push' };
}

export interface PushBodyInput {
  appId: string;
  message: PushMessage;
  target: PushTarget;
  /** Image URL shown expanded (Android) and attached (iOS). */
  bigPicture?: string | null;
  /** Already formatted, e.g. by `formatSendAfter`. */
  sendAfter?: string | null;
  /** Page the notification opens (the send dialog's optional link). */
  url?: string | null;
  /** A UUID chosen by the caller and kept across retries, so the provider deduplicates them. */
  idempotencyKey: string;
}

type LanguageMap = { en: string; pt: string };

export interface PushBody {
  app_id: string;
  headings: LanguageMap;
  contents: LanguageMap;
  subtitle?: LanguageMap;
  big_picture?: string;
  ios_attachments?: { id1: string };
  send_after?: string;
  url?: string;
  idempotency_key: string;
  include_player_ids?: string[];
  include_subscription_ids?: string[];
  include_aliases?: { external_id: string[] };
  target_channel?: 'push';
  included_segments?: string[];
}

/**
 * A UUID (version 5 layout, SHA-1 of the name) that is the same for the same name, so a workflow step
 * retried after a crash sends the same idempotency key and the provider drops the duplicate.
 * Name it after the step, e.g. `order:123:status:F:customer-push`.
 */
export function idempotencyKeyFor(name: string): string {
  if (name.trim() === '') throw new RangeError('Idempotency key name is empty');
  const bytes = createHash('sha1').update(`push-idempotency:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// English content is mandatory for the provider, so the Portuguese text goes under both keys.
const both = (text: string): LanguageMap => ({ en: text, pt: text });

export function pushBody(input: PushBodyInput): PushBody {
  if (input.appId.trim() === '') throw new RangeError('Push app id is empty');
  if (!UUID.test(input.idempotencyKey)) throw new RangeError('Push idempotency key must be a UUID');
  if (input.message.text.trim() === '') throw new RangeError('Push text is empty');
  const body: PushBody = {
    app_id: input.appId,
    headings: both(input.message.title),
    contents: both(input.message.text),
    ...input.target,
    idempotency_key: input.idempotencyKey,
  };
  if (input.message.subtitle) body.subtitle = both(input.message.subtitle);
  if (input.bigPicture) {
    body.big_picture = input.bigPicture;
    body.ios_attachments = { id1: input.bigPicture };
  }
  if (input.sendAfter) body.send_after = input.sendAfter;
  if (input.url) body.url = input.url;
  return body;
}
