// The per-key request limit (docs/areas/integrations.md#integration-keys): a token bucket per key, counted in this
// instance's memory. With N gateway instances behind a balancer a tool may reach up to N times the limit; that is
// accepted (the limit protects the upstreams from a runaway tool, not a quota) and keeps the store out of every tool
// request.
import type { Env } from '@painel/db/settings';
import { gatewaySetting } from '../settings';

/** INTEGRATION_KEY_RATE_PER_MINUTE (settings.ts). */
export function keyRateFromEnv(env?: Env): number {
  return gatewaySetting('INTEGRATION_KEY_RATE_PER_MINUTE', env);
}

export class KeyRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes one request of the key: 0 when it may go, else how many ms until the next one may. */
  take(keyId: string): number {
    const now = this.clock();
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(keyId) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.buckets.set(keyId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / perMs);
  }
}

/** The refusal's text: how long to wait, in whole seconds. */
export function rateLimitedMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Limite de requisições da chave de integração excedido. Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e tente novamente.`;
}
