// The gateway's own limiter of failed logins, kept in the gateway store so that all instances share it. Each
// attempt is taken before the product API is asked and given back when it turns out to prove nothing against the
// password (a success, a product API that did not answer), so only failures stay counted and a burst of concurrent
// guesses costs one attempt each. While a key is at its limit the login is answered TOO_MANY_ATTEMPTS without asking
// the product API, with the wait in Portuguese. The product API's own throttle (429 with Retry-After) is answered the same way.
// Two kinds of attempt (OWASP device cookies, device-cookie.ts):
// - from a browser holding a valid device cookie of that matrícula (it logged in there before): counted against
//   that cookie alone (5 failures lock that browser out for that matrícula); the limits below do not hold it back,
//   so neither an attacker sharing the office's address nor one failing on the matrícula locks its owner out;
// - from anywhere else: per matrícula (5, OWASP's account lockout) and per client address (20, a brake on one
//   source trying many matrículas; the address is the socket's, or X-Forwarded-For's per TRUSTED_PROXY_COUNT,
//   client-address.ts). A success clears the matrícula's count, never the address's.
import type { Db } from '@painel/db/database';

export interface LoginLimit {
  failures: number;
  windowMs: number;
}

/** docs/security.md#failed-logins states these numbers. */
export const LOGIN_LIMITS = {
  matricula: { failures: 5, windowMs: 15 * 60_000 },
  address: { failures: 20, windowMs: 15 * 60_000 },
  device: { failures: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, LoginLimit>;

type Kind = keyof typeof LOGIN_LIMITS;

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** 'Muitas tentativas de login. Aguarde 45 segundos e tente novamente.' (minutes from 60 s on, rounded up). */
export function waitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}` : minutes(Math.ceil(seconds / 60));
  return `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`;
}

const matriculaKey = (matricula: string) => `matricula:${matricula.trim().toLowerCase()}`;
const minutes = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

export interface LoginAttempt {
  /** The client address (client-address.ts). */
  address: string;
  matricula: string;
  /** The nonce of a valid device cookie of this matrícula (device-cookie.ts), or null. */
  device: string | null;
}

interface Row {
  key: string;
  window_start: Date | string;
  failures: number;
}

export class LoginLimiter {
  constructor(private readonly db: Db) {}

  private keys(attempt: LoginAttempt): Array<[Kind, string]> {
    if (attempt.device) return [['device', `device:${attempt.device}`]];
    // The matrícula first: a burst on one matrícula is refused there and never holds the address's count up meanwhile.
    return [
      ['matricula', matriculaKey(attempt.matricula)],
      ['address', `address:${attempt.address}`],
    ];
  }

  /**
   * Takes one attempt on every key of `attempt` before the product API is asked, so that concurrent guesses each
   * cost one (a check before the call and a count after it let a whole burst through). Answers the wait when a key
   * is already at its limit (then nothing stays taken), else the reservation the login ends with `release` or
   * keeps. Each key is one atomic upsert in the shared store: instances and concurrent requests cannot both take
   * the last attempt.
   */
  async reserve(attempt: LoginAttempt, now: Date): Promise<{ wait: number } | { reserved: LoginAttempt }> {
    const taken: string[] = [];
    for (const [kind, key] of this.keys(attempt)) {
      const limit = LOGIN_LIMITS[kind];
      const windowOpenedBefore = new Date(now.getTime() - limit.windowMs);
      // A row at its limit inside its window is left as it is (the WHERE): no row comes back, the attempt waits.
      const { rows } = await this.db.query(
        `INSERT INTO login_failures (key, window_start, failures) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN login_failures.window_start <= $3 THEN 1 ELSE login_failures.failures + 1 END,
           window_start = CASE WHEN login_failures.window_start <= $3 THEN $2 ELSE login_failures.window_start END
         WHERE login_failures.window_start <= $3 OR login_failures.failures < $4
         RETURNING key`,
        [key, now, windowOpenedBefore, limit.failures],
      );
      if (rows.length) {
        taken.push(key);
        continue;
      }
      await this.give(taken);
      return { wait: Math.max(1, await this.waitFor(attempt, now)) };
    }
    return { reserved: attempt };
  }

  /** An attempt that proved nothing about the password (no upstream answer on it): its reservation is given back. */
  async release(reserved: LoginAttempt): Promise<void> {
    await this.give(this.keys(reserved).map(([, key]) => key));
  }

  private async give(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.db.query('UPDATE login_failures SET failures = GREATEST(failures - 1, 0) WHERE key = ANY($1::text[])', [keys]);
  }

  /** Milliseconds until every key of `attempt` over its limit opens again (0 when none is). */
  private async waitFor(attempt: LoginAttempt, now: Date): Promise<number> {
    const keys = this.keys(attempt);
    const { rows } = await this.db.query<Row>('SELECT key, window_start, failures FROM login_failures WHERE key = ANY($1::text[])', [
      keys.map(([, key]) => key),
    ]);
    let wait = 0;
    for (const [kind, key] of keys) {
      const row = rows.find((r) => r.key === key);
      const limit = LOGIN_LIMITS[kind];
      if (!row || row.failures < limit.failures) continue;
      const ends = new Date(row.window_start).getTime() + limit.windowMs;
      wait = Math.max(wait, ends - now.getTime());
    }
    return wait;
  }

  /**
   * A successful login: its device cookie, or else the matrícula, starts afresh; the address gets its reservation
   * back and keeps the rest of its count (a trusted browser's success does not wipe what unknown clients failed on
   * the matrícula).
   */
  async succeed(reserved: LoginAttempt): Promise<void> {
    const key = reserved.device ? `device:${reserved.device}` : matriculaKey(reserved.matricula);
    await this.db.query('DELETE FROM login_failures WHERE key = $1', [key]);
    if (!reserved.device) await this.give([`address:${reserved.address}`]);
  }

  /** Rows whose window has passed (hourly housekeeping). */
  async purge(now: Date): Promise<void> {
    const longest = Math.max(...Object.values(LOGIN_LIMITS).map((l) => l.windowMs));
    await this.db.query('DELETE FROM login_failures WHERE window_start < $1', [new Date(now.getTime() - longest)]);
  }
}
