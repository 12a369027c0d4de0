// The gateway's own limiter of failed logins, per client address and per matrícula, kept in the gateway store so
// that all instances share it. Only failures count; a successful login clears its matrícula's count. While a key
// is over its limit the login is answered TOO_MANY_ATTEMPTS without asking the product API, with the wait in
// Portuguese. The product API's own throttle (429 with Retry-After) is answered the same way (login.ts).
import type { Db } from '@painel/db/database';

export interface LoginLimit {
  failures: number;
  windowMs: number;
}

/** README "Security" states these numbers. */
export const LOGIN_LIMITS = {
  matricula: { failures: 5, windowMs: 15 * 60_000 },
  address: { failures: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, LoginLimit>;

type Kind = keyof typeof LOGIN_LIMITS;

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** 'Muitas tentativas de login. Aguarde 45 segundos e tente novamente.' (minutes from 60 s on, rounded up). */
export function waitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}` : minutes(Math.ceil(seconds / 60));
  return `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`;
}

const minutes = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

interface Row {
  key: string;
  window_start: Date | string;
  failures: number;
}

export class LoginLimiter {
  constructor(private readonly db: Db) {}

  private keys(address: string, matricula: string): Array<[Kind, string]> {
    return [
      ['address', `address:${address}`],
      ['matricula', `matricula:${matricula.trim().toLowerCase()}`],
    ];
  }

  /** Milliseconds to wait before trying again, or 0 when the login may be tried. */
  async waitFor(address: string, matricula: string, now: Date): Promise<number> {
    const keys = this.keys(address, matricula);
    const { rows } = await this.db.query<Row>('SELECT key, window_start, failures FROM login_failures WHERE key IN ($1, $2)', [
      keys[0][1],
      keys[1][1],
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

  /** Counts a failed login on both keys (a new window opens when the last one has passed). */
  async fail(address: string, matricula: string, now: Date): Promise<void> {
    for (const [kind, key] of this.keys(address, matricula)) {
      const windowOpenedBefore = new Date(now.getTime() - LOGIN_LIMITS[kind].windowMs);
      await this.db.query(
        `INSERT INTO login_failures (key, window_start, failures) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN login_failures.window_start <= $3 THEN 1 ELSE login_failures.failures + 1 END,
           window_start = CASE WHEN login_failures.window_start <= $3 THEN $2 ELSE login_failures.window_start END`,
        [key, now, windowOpenedBefore],
      );
    }
  }

  /** A successful login: the matrícula starts afresh (the address keeps its count). */
  async succeed(matricula: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE key = $1', [`matricula:${matricula.trim().toLowerCase()}`]);
  }

  /** Rows whose window has passed (hourly housekeeping). */
  async purge(now: Date): Promise<void> {
    const longest = Math.max(...Object.values(LOGIN_LIMITS).map((l) => l.windowMs));
    await this.db.query('DELETE FROM login_failures WHERE window_start < $1', [new Date(now.getTime() - longest)]);
  }
}
