// Client of the loyalty platform ("Cresce Vendas"). Credentials are the branch's cvUsername / cvPassword from
// its general settings, passed per call and never returned to the browser. A 200 whose response.code is not 200
// is a failure too.
import { upstreamHttpError, upstreamRejection, upstreamText } from './errors';
import { send, headerValue, type HttpClient } from './http';

export interface LoyaltyCredentials {
  username: string;
  token: string;
}

export interface LoyaltyHeaders {
  username: string;
  token: string;
}

/** Header names the platform reads the credentials from (configurable: integrators differ). */
export const DEFAULT_LOYALTY_HEADERS: LoyaltyHeaders = { username: 'x-username', token: 'x-token' };
/** The response.code of a repeat: a coupon already registered, or a purchase already cancelled (configurable). */
export const DEFAULT_LOYALTY_DUPLICATE_CODE = 409;

export interface LoyaltyResponse {
  code: number;
  shop_id?: string | number;
  points?: number;
  balance?: number;
  user?: unknown;
  errors?: Array<{ message: string }>;
  error?: string;
}

export class Loyalty {
  constructor(
    private readonly http: HttpClient,
    private readonly headers: LoyaltyHeaders = DEFAULT_LOYALTY_HEADERS,
    /** Whether an operator declared that the platform honours `Idempotency-Key` (LOYALTY_IDEMPOTENCY=honoured). */
    readonly honoursIdempotencyKey = false,
    private readonly duplicateCode: number = DEFAULT_LOYALTY_DUPLICATE_CODE,
  ) {}

  /**
   * Registers a purchase (docs/areas/orders.md#completion). With `idempotencyKey` (a workflow step's key), a repeat after a lost
   * answer gets the first answer back and registers nothing twice (the platform honours `Idempotency-Key`).
   */
  registerPurchase(credentials: LoyaltyCredentials, purchase: unknown, idempotencyKey?: string): Promise<LoyaltyResponse> {
    return this.call('admin/api/v2/shops', credentials, purchase, idempotencyKey);
  }

  cancelPurchase(credentials: LoyaltyCredentials, coupon: string | number, idempotencyKey?: string): Promise<LoyaltyResponse> {
    return this.call('admin/api/v2/shops/cancel', credentials, { coupon }, idempotencyKey);
  }

  private async call(path: string, credentials: LoyaltyCredentials, json: unknown, idempotencyKey?: string): Promise<LoyaltyResponse> {
    const reply = await send(this.http, path, {
      method: 'POST',
      json,
      headers: {
        [this.headers.username]: credentials.username,
        [this.headers.token]: credentials.token,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
    });
    if (reply.status < 200 || reply.status >= 300) {
      throw upstreamHttpError('loyalty', {
        status: reply.status,
        body: reply.body,
        retryAfter: headerValue(reply.headers['retry-after']),
      });
    }
    const response = (reply.body as { response?: LoyaltyResponse })?.response;
    if (!response || typeof response !== 'object') {
      // A success answer the gateway cannot read: the purchase may well be registered (send-doubt.ts).
      throw upstreamRejection('loyalty', 'Resposta inesperada da plataforma Cresce Vendas.', { mayHaveActed: true });
    }
    if (response.code !== 200 || (response.errors?.length ?? 0) > 0) {
      throw upstreamRejection('loyalty', upstreamText(reply.body) || `a plataforma respondeu o código ${response.code}`, {
        loyaltyCode: response.code,
        upstreamStatus: reply.status,
        // The platform already has it (the coupon registered, the purchase cancelled): the steps take that as done.
        loyaltyRepeat: response.code === this.duplicateCode,
      });
    }
    return response;
  }
}
