// Settings for what the specs leave to each site, read from the environment by main.ts: the hosts the specs place
// some calls on (reset and recovery, the ERP refresh script), where stored files are published, the loyalty
// platform's header names and repeat code; and, in production, a refusal to start on the demo values the
// development stack runs with. A bad value is an error naming its variable.
import { DEFAULT_LOYALTY_DUPLICATE_CODE, DEFAULT_LOYALTY_HEADERS, type LoyaltyHeaders } from './upstreams/loyalty';

export interface SiteSettings {
  passwordReset?: string;
  productRefresh?: string;
  storagePublic?: string;
  loyaltyHeaders: LoyaltyHeaders;
  loyaltyDuplicateCode: number;
}

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function absoluteUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an absolute http(s) URL, got '${raw}'`);
  if (url.username || url.password || url.search || url.hash) throw new Error(`${name} must not carry credentials, a query or a fragment`);
  return url.toString();
}

function headerName(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!HEADER_NAME.test(raw)) throw new Error(`${name} must be an HTTP header name, got '${raw}'`);
  return raw.toLowerCase();
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

export function siteSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const loyaltyHeaders = {
    username: headerName(env, 'LOYALTY_USERNAME_HEADER', DEFAULT_LOYALTY_HEADERS.username),
    token: headerName(env, 'LOYALTY_TOKEN_HEADER', DEFAULT_LOYALTY_HEADERS.token),
  };
  if (loyaltyHeaders.username === loyaltyHeaders.token) throw new Error('LOYALTY_USERNAME_HEADER and LOYALTY_TOKEN_HEADER must differ');
  return {
    passwordReset: absoluteUrl(env, 'PASSWORD_RESET_API_URL'),
    productRefresh: absoluteUrl(env, 'PRODUCT_REFRESH_URL'),
    storagePublic: absoluteUrl(env, 'STORAGE_PUBLIC_URL'),
    loyaltyHeaders,
    loyaltyDuplicateCode: wholeNumber(env, 'LOYALTY_DUPLICATE_CODE', DEFAULT_LOYALTY_DUPLICATE_CODE),
  };
}

/**
 * The values the development stack and the demo data run with: a production gateway on one of them would talk to
 * the real services with credentials that are not theirs (or are public in this repository).
 */
const DEMO_VALUES: ReadonlyArray<{ name: string; demo: readonly string[]; what: string }> = [
  { name: 'PUSH_APP_ID', demo: ['', 'demo-app-id'], what: "the push provider's app id" },
  { name: 'PUSH_API_KEY', demo: ['', 'demo-push-key'], what: "the push provider's API key" },
  { name: 'DELIVERYMAN_DEFAULT_PASSWORD', demo: ['', 'senha1234'], what: 'the password new deliverymen get' },
  { name: 'INTEGRATION_ACCOUNT_PASSWORD', demo: ['senha1234'], what: "the tools' service account password" },
];

/** In production, one message per variable left unset or on its demo value (empty when none is). */
export function demoValueProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return DEMO_VALUES.filter(({ name, demo }) => demo.includes(env[name]?.trim() ?? '')).map(({ name, what }) =>
    env[name]?.trim() ? `${name} is a demo value (${what}); set the site's own in production.` : `${name} is required in production (${what}).`,
  );
}
