// Bench child: the reference upstream services with a fresh in-memory database and the demo data (120+ open
// orders: enough for a page of 50).
import { startUpstreams } from '../../upstream/src/start';
import { serveChild } from '../lib/serve-child';

serveChild(async () => {
  const upstreams = await startUpstreams();
  return { info: { urls: upstreams.urls }, close: () => upstreams.close() };
});
