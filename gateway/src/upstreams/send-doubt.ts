// Whether a write that failed may still have been done by the service. Only an answer that says the service did not
// act settles it: a refusal (4xx, the ERP bridge's `{"error": ...}`, the loyalty platform's response code), a busy or
// unavailable answer (429, 503), or a connection that was never made. A timeout, a connection cut after sending, a
// 500/502/504 (PHP and proxies answer them after the work as well as before it) and a success answer that cannot be
// read leave the send in doubt: sending it again may do it twice, unless the service honours `Idempotency-Key`.
import type { GraphQLError } from 'graphql';

export function mayHaveActed(error: unknown): boolean {
  const extensions = (error as GraphQLError | undefined)?.extensions;
  if (!extensions?.upstream) return true;
  if (extensions.mayHaveActed === true) return true;
  if (extensions.reached === false) return false;
  const status = extensions.upstreamStatus;
  if (typeof status !== 'number') return true;
  if (status >= 200 && status < 300) return false;
  return status === 408 || (status >= 500 && status !== 503);
}
