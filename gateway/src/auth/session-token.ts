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

/** The session id, or null for anything not a valid, unexpired token of ours. */
export async function verifySessionToken(key: Uint8Array, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: now });
    return typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}
