// Every other path: the built web app (static.ts: GET and HEAD, hashed assets cached for a year, the rest
// revalidated, .br/.gz variants, index.html for client routes), or a bare 404 when the gateway serves none.
import { createStaticHandler, type StaticOptions } from '../../static';
import { notFound } from '../reply';
import type { RouteHandler } from '../route';

export function webAppRoute(webDist: string | null, options: StaticOptions): RouteHandler {
  if (webDist === null) return (_req, res) => notFound(res);
  const serveStatic = createStaticHandler(webDist, options);
  return (req, res, { url }) => serveStatic(req, res, url.pathname);
}
