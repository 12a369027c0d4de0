// Bench child: the gateway as deployed (Apollo Server, guards, sessions in an in-memory store), on an ephemeral
// port, in front of the upstream child's services. As deployed means production mode: the parent starts this
// process with NODE_ENV=production (startGatewayChild), which graphql-js reads when it loads (its development
// build runs extra instanceof checks on every type test, a few % of the page's CPU), and the gateway runs with
// production: true (no landing page, no introspection, hence a SECRET_KEY).
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startGateway } from '../../gateway/src/server';
import type { UpstreamUrls } from '../../gateway/src/upstreams/clients';
import type { ExecutionMode } from '../../gateway/src/apollo';
import type { LiveConfig } from '../../gateway/src/live/start';
import type { RequestLimits } from '../../gateway/src/server';
import { childOptions, serveChild } from '../lib/serve-child';

serveChild(async () => {
  // databaseUrl: a shared PostgreSQL store (several instances as one deployment, bench live); else in memory.
  // requests: the load shedder's and deadline's settings (bench overload); the defaults otherwise.
  const { upstreams, execution, databaseUrl, live, secretKey, requests } = childOptions<{
    upstreams: UpstreamUrls;
    execution?: ExecutionMode;
    databaseUrl?: string;
    live?: LiveConfig;
    secretKey?: string;
    requests?: RequestLimits;
  }>();
  const production = process.env.NODE_ENV === 'production';
  const gateway = await startGateway({
    port: 0,
    upstreams,
    webDist: null,
    logLevel: 'error',
    production,
    execution,
    databaseUrl,
    live,
    requests,
    secretKey: secretKey ?? (production ? randomBytes(32).toString('hex') : undefined),
    // Production refuses to start without one (and refuses the demo key); the benches read no loyalty password.
    loyaltyPasswordShiftKey: production ? 'bench-loyalty-shift-key' : undefined,
  });
  // The event loop's delay, for `bench live`'s flood line: {type: 'loop-reset'} starts a phase, {type: 'loop'} is
  // answered with its p99 and max in ms beyond the timer's own interval. A 10 ms timer (Node's default): a 1 ms one
  // moved the probe's idle p99 from about 1.6 to 2.7 ms.
  const resolutionMs = 10;
  const loop = monitorEventLoopDelay({ resolution: resolutionMs });
  loop.enable();
  const beyond = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'loop-reset') loop.reset();
    if (message?.type === 'loop') process.send?.({ type: 'loop', p99: beyond(loop.percentile(99)), max: beyond(loop.max) });
  });
  return { info: { url: gateway.url }, close: () => gateway.close() };
});
