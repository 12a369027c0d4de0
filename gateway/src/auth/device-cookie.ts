// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser where a matrícula
// logged in successfully gets a signed cookie naming that matrícula. A later login of the same matrícula from
// that browser is a trusted one: its failures count against that cookie alone, and the limits meant for unknown
// clients (per matrícula, per address) do not hold it back. So an attacker behind the office's NAT, or one who
// fails 5 times on someone's matrícula from anywhere, cannot lock staff out of browsers they already use, while
// the guesses from everywhere else stay limited (login-limiter.ts).
// One cookie per matrícula (a shared office computer keeps several), named by a keyed digest of the matrícula so
// the name tells nothing; the value is a random nonce (the lockout key of that browser) and an HMAC over both.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE_PREFIX = 'painel_device_';
/** A browser stays trusted this long after its last successful login (each success issues a new cookie). */
export const DEVICE_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

const normal = (matricula: string) => matricula.trim().toLowerCase();
const mac = (key: Uint8Array, ...parts: string[]) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url');

export function deviceCookieName(key: Uint8Array, matricula: string): string {
  return `${DEVICE_COOKIE_PREFIX}${mac(key, 'device-cookie-name', normal(matricula)).slice(0, 16).replace(/[-_]/g, 'x')}`;
}

/** Set-Cookie for a new device cookie of this matrícula (sent with /graphql only, where the login goes). */
export function issueDeviceCookie(key: Uint8Array, matricula: string, secure: boolean): string {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${mac(key, 'device-cookie', normal(matricula), nonce)}`;
  return `${deviceCookieName(key, matricula)}=${value}; Path=/graphql; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}${secure ? '; Secure' : ''}`;
}

/** The nonce of this matrícula's device cookie in a Cookie header, when one is there and its signature holds. */
export function trustedDevice(key: Uint8Array, cookieHeader: string | undefined, matricula: string): string | null {
  if (!cookieHeader) return null;
  const name = deviceCookieName(key, matricula);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(part.slice(eq + 1).trim());
    if (!match) continue;
    const expected = Buffer.from(mac(key, 'device-cookie', normal(matricula), match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return match[1];
  }
  return null;
}
