// A PostgreSQL server that restarts, fails over or ends a backend (pg_terminate_backend) breaks every connection the
// process holds; what was running on one fails with the driver's or the server's error. Those errors are not the
// query's fault: they are wrapped as StoreUnavailable so that every layer above can answer 'try again' (a retryable
// step, HTTP 503) instead of an internal error, whatever the driver's words.
export class StoreUnavailable extends Error {
  readonly code = 'STORE_UNAVAILABLE';
  constructor(cause: unknown) {
    super(`store unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StoreUnavailable';
  }
}

/** SQLSTATE classes and codes of a lost or refused connection, and a statement cancelled by statement_timeout. */
const LOST_SQLSTATE = /^(08|57P0[1-4]|53300|57014)/;
/** Node's socket errors and node-postgres's own words for a connection that broke or never opened. */
const LOST_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const LOST_MESSAGE = /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/** Whether `error` (or what it wraps) says the store's connection was lost rather than that the query was wrong. */
export function isConnectionLoss(error: unknown): boolean {
  // GraphQL errors (graphql-js's and graphql-jit's, which are not instances of each other) wrap as originalError.
  const next = (value: unknown) => (value as { originalError?: unknown }).originalError ?? (value as { cause?: unknown }).cause;
  for (let current = error, depth = 0; current && depth < 6; current = next(current), depth++) {
    if (current instanceof StoreUnavailable) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_ERRNO.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGE.test(message)) return true;
  }
  return false;
}

/** The error to throw for a failed store call: StoreUnavailable for a lost connection, else the error itself. */
export const storeError = (error: unknown): unknown => (error instanceof StoreUnavailable || !isConnectionLoss(error) ? error : new StoreUnavailable(error));
