// How the gateway process stops. SIGTERM (an orchestrator, a deploy) drains in the order a load balancer can follow
// (server.ts: readiness off, SHUTDOWN_DELAY_MS still serving, then in-flight requests and held runs finish within
// SHUTDOWN_GRACE_MS) and exits 0. SIGINT (Ctrl-C in a terminal: no balancer is watching) skips the delay.
import type { RunningGateway } from './server';

export function drainOnSignals(gateway: Pick<RunningGateway, 'drain'>, options: { delayMs: number; graceMs: number }): void {
  let closing = false;
  const stop = (delayMs: number) => {
    if (closing) return;
    closing = true;
    gateway.drain({ graceMs: options.graceMs, delayMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[gateway] stop failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(options.delayMs));
}
