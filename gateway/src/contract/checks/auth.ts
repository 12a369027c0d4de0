// The product API's tokens as docs/contracts/product-api.md#auth describes them and the gateway uses them
// (auth/upstream-tokens.ts, product-api/transport.ts): POST token/ gives {access, refresh}; the access token is a
// short-lived JWT whose exp the gateway reads to refresh 30 s early; POST token/refresh/ gives a new access; a bad
// token is refused with 401, `WWW-Authenticate: Bearer` and code token_not_valid, the one answer on which the gateway
// refreshes.
import { accessExpiry } from '../../auth/upstream-tokens';
import { isTokenNotValid } from '../../upstreams/product-api/transport';
import type { Contract } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';

/** The gateway refreshes an access token this long before its exp (auth/upstream-tokens.ts EARLY_MS). */
const EARLY_S = 30;
const NOBODY = 'painel-contract-nobody';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function lifetime(contract: Contract): Promise<CheckResult> {
  const name = 'POST token/ {username, password} -> {access, refresh}; access lifetime (docs/areas/orders.md#calls, docs/contracts/product-api.md#auth)';
  const { access } = await contract.signIn();
  const exp = accessExpiry(access);
  if (!exp) return pass(name, 'tokens given; the access token carries no exp: the gateway refreshes when the API refuses it (token_not_valid)');
  const seconds = Math.round((exp.getTime() - Date.now()) / 1000);
  if (seconds <= EARLY_S)
    return fail(name, `the access token lives ${seconds} s: the gateway refreshes ${EARLY_S} s before exp, so it would refresh on every request`);
  return pass(name, `tokens given; the access token lives ${Math.round(seconds / 60)} min (the gateway refreshes it ${EARLY_S} s before)`);
}

async function refresh(contract: Contract): Promise<CheckResult> {
  const name = 'POST token/refresh/ {refresh} -> {access} (docs/contracts/product-api.md#auth)';
  const tokens = await contract.signIn();
  const answer = await contract.http.call('productApi', 'token/refresh/', { method: 'POST', json: { refresh: tokens.refresh } });
  const access = isRecord(answer.body) ? answer.body.access : undefined;
  if (answer.status !== 200 || typeof access !== 'string')
    return fail(name, `answered HTTP ${answer.status} without a new access token: sessions would end when their token lapses`);
  const used = await contract.http.call('productApi', 'clientes-lite/', { query: { page_size: 1 }, headers: { authorization: `Bearer ${access}` } });
  if (used.status !== 200) return fail(name, `the refreshed access token was refused (HTTP ${used.status})`);
  const rotates = isRecord(answer.body) && typeof answer.body.refresh === 'string';
  return pass(name, `a new access token, accepted${rotates ? ' (and a new refresh token: the gateway keeps it)' : ''}`);
}

async function badToken(contract: Contract): Promise<CheckResult> {
  const name = 'expired or bad access token -> 401, WWW-Authenticate: Bearer, code token_not_valid (docs/contracts/product-api.md#auth)';
  const answer = await contract.http.call('productApi', 'clientes-lite/', {
    query: { page_size: 1 },
    headers: { authorization: 'Bearer painel-contract.not.a-token' },
  });
  const challenge = answer.headers.get('www-authenticate') ?? '';
  if (answer.status !== 401) return fail(name, `answered HTTP ${answer.status}`);
  if (!isTokenNotValid(answer.body))
    return fail(name, `401 without code token_not_valid: the gateway refreshes only on that code, so a lapsed token would end the session`);
  if (!/^Bearer\b/i.test(challenge)) return fail(name, `401 without a 'WWW-Authenticate: Bearer' challenge (got '${challenge}')`);
  return pass(name, '401 with the Bearer challenge and code token_not_valid');
}

async function badRefresh(contract: Contract): Promise<CheckResult> {
  const name = 'POST token/refresh/ with a refused refresh token -> 401 or 400 (docs/contracts/product-api.md#auth)';
  const answer = await contract.http.call('productApi', 'token/refresh/', { method: 'POST', json: { refresh: 'painel-contract.not.a-token' } });
  if (answer.status !== 401 && answer.status !== 400) return fail(name, `answered HTTP ${answer.status}: the gateway takes only 400/401 as 'sign in again'`);
  return pass(name, `HTTP ${answer.status}: the gateway signs in again`);
}

async function refusals(contract: Contract): Promise<CheckResult[]> {
  const missing = 'POST token/ without fields -> 400 {"username": ["This field is required."]} (docs/contracts/product-api.md#auth)';
  const wrong = 'POST token/ with bad credentials -> 401 {"detail": ...} (docs/contracts/product-api.md#auth)';
  const empty = await contract.http.call('productApi', 'token/', { method: 'POST', json: {} });
  const refused = await contract.http.call('productApi', 'token/', { method: 'POST', json: { username: NOBODY, password: 'painel-contract-wrong' } });
  const fieldErrors = isRecord(empty.body) && Array.isArray(empty.body.username);
  return [
    empty.status === 400 && fieldErrors
      ? pass(missing, '400 with the field errors')
      : fail(missing, `answered HTTP ${empty.status} ${empty.text.slice(0, 120)}`),
    refused.status === 401 && isRecord(refused.body) && typeof refused.body.detail === 'string'
      ? pass(wrong, `401 '${refused.body.detail}'`)
      : fail(wrong, `answered HTTP ${refused.status} ${refused.text.slice(0, 120)}: the login form would not say 'Dados de Matrícula ou Senha Incorretos'`),
  ];
}

export async function authChecks(contract: Contract): Promise<CheckResult[]> {
  return [
    ...(await settled('POST token/ (sign in as the service account)', () => lifetime(contract))),
    ...(await settled('POST token/refresh/', () => refresh(contract))),
    ...(await settled('bad access token', () => badToken(contract))),
    ...(await settled('bad refresh token', () => badRefresh(contract))),
    ...(await settled('token refusals', () => refusals(contract))),
  ];
}
