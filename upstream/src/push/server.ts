/*
 * Reference push provider, OneSignal-compatible (see docs/contracts/push.md).
 *
 * POST /notifications          Authorization: Key <PUSH_API_KEY>      (current API)
 * POST /api/v1/notifications   Authorization: Basic <PUSH_API_KEY>    (legacy API; external_id = idempotency key)
 *   App id and key: env PUSH_APP_ID / PUSH_API_KEY (defaults 'demo-app-id' / 'demo-push-key').
 *   -> 200 {id: "<uuid>", recipients: 3}  (+ errors: {invalid_player_ids: [...]} or
 *      {invalid_aliases: {external_id: [...]}} when some targets are invalid)
 *   -> 200 {id: "", recipients: 0, errors: ["All included players are not subscribed"]} when nothing is sent
 *      (every id invalid, or an unknown segment). Device ids must be UUIDs; aliases 1..128 characters.
 *   -> 200 replay of the first answer, with header Idempotent-Replayed: true, for an idempotency_key already
 *      used in the last 30 days.
 *   -> 400 {errors: [...]} for a bad body (no target: "You must include which players, segments, or tags you
 *      wish to send this notification to."; more than one targeting method; contents.en missing; > 2000 ids;
 *      send_after without offset; data > 2048 bytes; bad idempotency_key; wrong app_id).
 *   -> 403 {errors: ["Access denied. ..."]} for a missing or wrong key.
 * GET /notifications/<id>?app_id=  (same auth) -> the stored notification.
 * A fault {mode: 'status', status: 429} answers {errors: ["API rate limit exceeded."]} with Retry-After: 2.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@painel/db/database';
import { header, isObject, json, parseJson, type Reply, type ServiceRequest } from '../sandbox/reply';
import type { ServiceDefinition } from '../sandbox/service';
import { isUuid, validateNotification, type Targeting } from './validate';
import { upstreamSetting } from '../settings';

export interface PushConfig {
  appId: string;
  apiKey: string;
}

export const pushConfigFromEnv = (): PushConfig => ({
  appId: upstreamSetting('PUSH_APP_ID'),
  apiKey: upstreamSetting('PUSH_API_KEY'),
});

const NOT_SUBSCRIBED = 'All included players are not subscribed';
const errors = (status: number, ...messages: string[]): Reply => json(status, { errors: messages });

function authorised(req: ServiceRequest, scheme: 'Key' | 'Basic', key: string): boolean {
  const value = header(req, 'authorization') ?? '';
  const [given, ...rest] = value.trim().split(/\s+/);
  return given?.toLowerCase() === scheme.toLowerCase() && rest.join(' ') === key;
}

async function audience(db: Db, target: Targeting): Promise<{ recipients: number; partial?: unknown }> {
  if (target.kind === 'segments') {
    const { rows } = await db.query<{ total: number }>('SELECT coalesce(sum(recipients), 0)::int AS total FROM push_segments WHERE name = ANY($1::text[])', [
      target.names,
    ]);
    return { recipients: rows[0].total };
  }
  const valid = (id: string) => (target.kind === 'devices' ? isUuid(id) : id.length >= 1 && id.length <= 128 && [...id].every((c) => c.charCodeAt(0) >= 32));
  const unique = [...new Set(target.ids)];
  const invalid = unique.filter((id) => !valid(id));
  const recipients = unique.length - invalid.length;
  if (!invalid.length) return { recipients };
  return { recipients, partial: target.kind === 'devices' ? { invalid_player_ids: invalid } : { invalid_aliases: { [target.label]: invalid } } };
}

async function createNotification(db: Db, config: PushConfig, req: ServiceRequest, legacy: boolean): Promise<Reply> {
  const parsed = parseJson(req);
  if (!parsed.ok || !isObject(parsed.value)) return errors(400, 'app_id not found. You may be missing a Content-Type: application/json header.');
  const body = parsed.value;
  if (body.app_id === undefined) return errors(400, 'app_id not found. You may be missing a Content-Type: application/json header.');
  if (body.app_id !== config.appId) return errors(400, `app_id "${String(body.app_id).slice(0, 64)}" is not a valid app id for this API key`);
  const checked = validateNotification(body, legacy);
  if ('errors' in checked) return errors(400, ...checked.errors);

  const key = checked.idempotencyKey;
  if (key) {
    // Keys are remembered 30 days; an older one is forgotten so it can be used again.
    await db.query(
      `UPDATE push_notifications SET idempotency_key = NULL WHERE app_id = $1 AND idempotency_key = $2 AND created_at < now() - interval '30 days'`,
      [config.appId, key],
    );
    const replay = await findByKey(db, config.appId, key);
    if (replay) return { ...json(200, replay), headers: { 'idempotent-replayed': 'true' } };
  }
  const { recipients, partial } = await audience(db, checked.targeting);
  if (recipients === 0) return json(200, { id: '', recipients: 0, errors: [NOT_SUBSCRIBED] });
  const response = { id: randomUUID(), recipients, ...(partial ? { errors: partial } : {}) };
  const inserted = await db.query(
    `INSERT INTO push_notifications (id, app_id, api, idempotency_key, body, response, recipients, send_after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)
     ON CONFLICT (app_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
    [
      response.id,
      config.appId,
      legacy ? 'legacy' : 'current',
      key ?? null,
      JSON.stringify(body),
      JSON.stringify(response),
      recipients,
      checked.sendAfter ?? null,
    ],
  );
  if (!inserted.rows[0] && key) {
    // Lost a race with a concurrent request carrying the same key: answer as its replay.
    const replay = await findByKey(db, config.appId, key);
    if (replay) return { ...json(200, replay), headers: { 'idempotent-replayed': 'true' } };
  }
  return json(200, response);
}

async function findByKey(db: Db, appId: string, key: string): Promise<unknown> {
  const { rows } = await db.query<{ response: unknown }>('SELECT response FROM push_notifications WHERE app_id = $1 AND idempotency_key = $2', [appId, key]);
  return rows[0]?.response;
}

async function viewNotification(db: Db, config: PushConfig, id: string, appId: string | null): Promise<Reply> {
  if (appId !== config.appId) return errors(400, 'app_id not found. Include the app_id query parameter.');
  const { rows } = await db.query<{ body: Record<string, unknown>; recipients: number; send_after: Date | null; created_at: Date }>(
    'SELECT body, recipients, send_after, created_at FROM push_notifications WHERE id = $1 AND app_id = $2',
    [id, config.appId],
  );
  const row = rows[0];
  if (!row) return errors(404, 'Notification not found');
  const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  return json(200, { ...row.body, id, successful: row.recipients, queued_at: seconds(row.created_at), send_after: seconds(row.send_after ?? row.created_at) });
}

export function pushService(db: Db, config: PushConfig = pushConfigFromEnv()): ServiceDefinition {
  return {
    name: 'push',
    bodyLimit: 1024 * 1024,
    handle: async (req) => {
      const path = req.path.replace(/\/+$/, '');
      const legacy = path.startsWith('/api/v1/');
      const rest = legacy ? path.slice('/api/v1'.length) : path;
      const view = /^\/notifications\/([^/]+)$/.exec(rest);
      if (rest !== '/notifications' && !view) return errors(404, 'Not Found');
      const scheme = legacy ? 'Basic' : 'Key';
      if (!authorised(req, scheme, config.apiKey)) {
        return errors(403, `Access denied.  Please include an 'Authorization: ${scheme} <api key>' header with a valid API key.`);
      }
      if (view) {
        if (req.method !== 'GET') return { ...errors(405, 'Method Not Allowed'), headers: { allow: 'GET' } };
        return viewNotification(db, config, view[1], req.query.get('app_id'));
      }
      if (req.method !== 'POST') return { ...errors(405, 'Method Not Allowed'), headers: { allow: 'POST' } };
      return createNotification(db, config, req, legacy);
    },
    faultReply: (status) => {
      if (status === 429) return { ...errors(429, 'API rate limit exceeded.'), headers: { 'retry-after': '2' } };
      if (status === 503) return { ...errors(503, 'Service Unavailable'), headers: { 'retry-after': '5' } };
      return errors(status, status >= 500 ? 'Internal Server Error' : 'Request refused');
    },
    tooLarge: () => errors(413, 'Request body too large'),
  };
}
