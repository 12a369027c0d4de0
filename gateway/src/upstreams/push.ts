// Client of the push provider (OneSignal-compatible), in both API styles: the current one
// (POST {url}/notifications, `Authorization: Key <key>`) and the legacy one (POST {url}/api/v1/notifications,
// `Authorization: Basic <key>`). The app id and key are server configuration and never leave the gateway.
import { upstreamRejection } from './errors';
import { pushErrorsText } from './push-texts';
import { sendOk, type HttpClient } from './http';
import { audienceChunks, targetKind, type TargetKind } from './push-audience';
import { formatSendAfter, idempotencyKeyFor, pushBody, type PushApiStyle, type PushBody, type PushMessage, type PushTarget } from './push-body';

export interface PushConfig {
  appId: string;
  apiKey: string;
  /** Use the legacy API style. */
  legacy?: boolean;
  /** The segment a general notification goes to (OneSignal's default 'Subscribed Users' when absent). */
  segment?: string;
}

export const DEFAULT_PUSH_SEGMENT = 'Subscribed Users';

/** What a notification says and shows, whoever it goes to. */
export interface PushContent {
  message: PushMessage;
  bigPicture?: string | null;
  url?: string | null;
  sendAt?: Date | null;
}

export interface PushResult {
  /** '' when nothing was sent. */
  id: string;
  recipients?: number;
  errors?: unknown;
  /** The provider answered from its idempotency cache (an earlier identical send). */
  replayed: boolean;
}

/** One notification to some devices, as the gateway's workflows describe it. */
export interface OutgoingPush {
  /** Push device ids (player ids or external ids); blank ones are skipped. */
  deviceIds: readonly (string | null | undefined)[];
  message: PushMessage;
  bigPicture?: string | null;
  sendAt?: Date | null;
  /** A name that is the same on every retry of this send (a workflow step's key): the provider drops repeats. */
  idempotencyName: string;
}

/** A provider body without app_id (added on send, so recorded requests never hold configuration). */
export type PreparedPush = Omit<PushBody, 'app_id'>;

export class Push {
  constructor(
    private readonly http: HttpClient,
    private readonly config: PushConfig,
  ) {}

  /** The API style, which decides the target field of a 36-character device id. */
  get style(): PushApiStyle {
    return this.config.legacy ? 'legacy' : 'current';
  }

  /** The target of a general notification: the configured segment of the app's users. */
  everyone(): PushTarget {
    return { included_segments: [this.config.segment?.trim() || DEFAULT_PUSH_SEGMENT] };
  }

  /** The body of one request to an already chunked target; its idempotency key comes from `idempotencyName`. */
  prepareFor(target: PushTarget, content: PushContent, idempotencyName: string): PreparedPush {
    const { app_id: _appId, ...body } = pushBody({
      appId: this.config.appId,
      message: content.message,
      target,
      bigPicture: content.bigPicture,
      url: content.url,
      sendAfter: content.sendAt ? formatSendAfter(content.sendAt) : null,
      idempotencyKey: idempotencyKeyFor(idempotencyName),
    });
    return body;
  }

  /**
   * The provider bodies of one push: ids grouped by target kind and cut into chunks of MAX_PUSH_IDS, each with
   * its own idempotency key. None when no device id is usable (nothing to send).
   */
  prepare(push: OutgoingPush): PreparedPush[] {
    const perKind = new Map<TargetKind, number>();
    return audienceChunks(push.deviceIds, this.style).map((target, position) => {
      const kind = targetKind(target);
      const index = perKind.get(kind) ?? 0;
      perKind.set(kind, index + 1);
      const name = position === 0 ? push.idempotencyName : `${push.idempotencyName}:${kind}:${index}`;
      const { app_id: _appId, ...body } = pushBody({
        appId: this.config.appId,
        message: push.message,
        target,
        bigPicture: push.bigPicture,
        sendAfter: push.sendAt ? formatSendAfter(push.sendAt) : null,
        idempotencyKey: idempotencyKeyFor(name),
      });
      return body;
    });
  }

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
      // The provider's words (English) stay behind the error for the log; staff read them in Portuguese.
      const errors = (result as { errors?: unknown })?.errors;
      const said = Array.isArray(errors) ? errors.join('; ') : JSON.stringify(errors ?? null);
      const shown = errors === undefined ? 'Nenhum destinatário recebeu a notificação.' : pushErrorsText(errors);
      throw upstreamRejection('push', said, { recipients: result?.recipients ?? 0 }, shown);
    }
    return { ...result, replayed: reply.headers['idempotent-replayed'] !== undefined };
  }
}
