// The session JWT the browser keeps in its cookie (and tools send as a bearer token): it only names the session
// row; limits and tokens live in the store so logout and idle expiry take effect immediately.
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'painel-gateway';

export async function signSessionToken(key: Uint8Array, sessionId: string, issuedAt: Date, expiresAt: Date) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setJti(sessionId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

interface Verified {
  jti: string;
  exp: number | undefined;
  nbf: number | undefined;
}

/**
 * Tokens whose signature and issuer were checked, per key, by the exact token text: a browser sends the same
 * token on every request, and the HMAC check through WebCrypto costs more than the rest of a small query. The
 * time claims are checked again on every use, as jose checks them. Bounded; the oldest go first.
 */
const verifiedByKey = new WeakMap<Uint8Array, Map<string, Verified>>();
const MAX_VERIFIED = 10_000;

function timeClaimsHold(v: Verified, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  return (v.nbf === undefined || v.nbf <= seconds) && (v.exp === undefined || v.exp > seconds);
}

/** The session id, or null for anything not a valid, unexpired token of ours. */
export async function verifySessionToken(key: Uint8Array, token: string, now: Date): Promise<string | null> {
  let verified = verifiedByKey.get(key);
  const known = verified?.get(token);
  if (known) return timeClaimsHold(known, now) ? known.jti : null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: now });
    if (typeof payload.jti !== 'string') return null;
    if (!verified) verifiedByKey.set(key, (verified = new Map()));
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { jti: payload.jti, exp: payload.exp, nbf: payload.nbf });
    return payload.jti;
  } catch {
    return null;
  }
}
