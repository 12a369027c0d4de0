// Bench child: the gateway as deployed (Apollo Server, guards, sessions in an in-memory store), on an ephemeral
// port, in front of the upstream child's services.
import { startGateway } from '../../gateway/src/server';
import type { UpstreamUrls } from '../../gateway/src/upstreams/clients';
import { childOptions, serveChild } from '../lib/children';

serveChild(async () => {
  const { upstreams } = childOptions<{ upstreams: UpstreamUrls }>();
  const gateway = await startGateway({ port: 0, upstreams, webDist: null, logLevel: 'error' });
  return { info: { url: gateway.url }, close: () => gateway.close() };
});
