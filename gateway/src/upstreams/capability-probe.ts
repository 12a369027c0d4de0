// The start-up look at what the product API offers beyond the specs (capabilities.ts), by reads only
// (product-api/extensions.ts). The reads that need a token use the service account's when one is configured; without
// one they stay unknown until used.
import type { HttpClient } from './http';
import type { Logger } from '../logger';
import type { Capabilities, CapabilityState } from './capabilities';
import { ProductApiTransport, type TokenProvider } from './product-api/transport';
import { probeAccentInsensitiveNames, probeChangesFeed, probeMonthlySales, probePreviousOfferPrice, probePrivacyPolicy } from './product-api/extensions';

export interface ProbeDeps {
  capabilities: Capabilities;
  productApi: HttpClient;
  /** A token to read with (the service account's), or null: the reads that need one are not made. */
  tokens: () => Promise<TokenProvider | null>;
}

/** The unauthenticated probes, awaited at start (the live desk chooses its watcher from the first). */
export async function probeAtStart(deps: ProbeDeps): Promise<void> {
  const [feed, monthlySales, privacyPolicy] = await Promise.all([
    probeChangesFeed(deps.productApi),
    probeMonthlySales(deps.productApi),
    probePrivacyPolicy(deps.productApi),
  ]);
  deps.capabilities.found('changesFeed', feed);
  deps.capabilities.found('monthlySales', monthlySales);
  deps.capabilities.found('privacyPolicy', privacyPolicy);
}

/** The probes that need a token (run after start: signing in costs a password check). A failure leaves them unknown. */
export async function probeWithToken(deps: ProbeDeps): Promise<void> {
  const tokens = await deps.tokens().catch(() => null);
  if (!tokens) return;
  const api = new ProductApiTransport(deps.productApi, tokens);
  const settle = (promise: Promise<CapabilityState>) => promise.catch((): CapabilityState => 'unknown');
  const [previousPrice, accents] = await Promise.all([settle(probePreviousOfferPrice(api)), settle(probeAccentInsensitiveNames(api))]);
  deps.capabilities.found('previousOfferPrice', previousPrice);
  deps.capabilities.found('accentInsensitiveNames', accents);
}

/** The start-up log's table: one line per capability; a missing one is a warning saying what the panel does instead. */
export function logCapabilities(log: Logger, capabilities: Capabilities): void {
  for (const row of capabilities.rows()) {
    const line = { capability: row.name, state: row.state, source: row.source, extension: row.extension };
    if (row.state === 'on') log.info('upstream capability', line);
    else log.warn('upstream capability', { ...line, without: row.without });
  }
}
