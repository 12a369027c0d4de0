// Client of the push provider (OneSignal-compatible), in both API styles: the current one
// (POST {url}/notifications, `Authorization: Key <key>`) and the legacy one (POST {url}/api/v1/notifications,
// `Authorization: Basic <key>`). The app id and key are server configuration and never leave the gateway.
import { upstreamRejection } from './errors';
import { sendOk, type HttpClient } from './http';

export interface PushConfig {
  appId: string;
  apiKey: string;
  /** Use the legacy API style. */
  legacy?: boolean;
}

export interface PushResult {
  /** '' when nothing was sent. */
  id: string;
  recipients?: number;
  errors?: unknown;
  /** The provider answered from its idempotency cache (an earlier identical send). */
  replayed: boolean;
}

/** The provider accepts at most this many ids per request. */
export const MAX_PUSH_IDS = 2000;

export class Push {
  constructor(
    private readonly http: HttpClient,
    private readonly config: PushConfig,
  ) {}

  /**
   * Sends one notification body (without app_id: added here). A 200 with id '' means nothing was sent: that
   * is reported as an error carrying the provider's text.
   */
  async send(body: Record<string, unknown>): Promise<PushResult> {
    const { legacy, apiKey, appId } = this.config;
    const reply = await sendOk(this.http, legacy ? 'api/v1/notifications' : 'notifications', {
      method: 'POST',
      json: { ...body, app_id: appId },
      headers: { authorization: legacy ? `Basic ${apiKey}` : `Key ${apiKey}` },
    });
    const result = reply.body as Omit<PushResult, 'replayed'>;
    if (!result || typeof result !== 'object' || !result.id) {
      const errors = (result as { errors?: unknown })?.errors;
      const text = Array.isArray(errors) ? errors.join('; ') : 'Nenhum destinatário recebeu a notificação.';
      throw upstreamRejection('push', text, { recipients: result?.recipients ?? 0 });
    }
    return { ...result, replayed: reply.headers['idempotent-replayed'] !== undefined };
  }
}

/** Splits an audience into provider-sized chunks. */
export function chunkIds<T>(ids: readonly T[], size = MAX_PUSH_IDS): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}
