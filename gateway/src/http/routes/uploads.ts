// PUT /uploads/<ticket>: an image's bytes streamed on to the storage API's presigned URL, for the session that
// asked for the ticket (domains/uploads/proxy.ts: 405 for other methods, 404/410 for a bad or expired ticket).
import type { GatewayServices } from '../../context';
import { handleUploadPut } from '../../domains/uploads/proxy';
import { requestServices, type RouteHandler } from '../route';

export const UPLOADS_PREFIX = '/uploads/';

export function uploadsRoute(services: GatewayServices): RouteHandler {
  return (req, res, { url, scope }) => handleUploadPut(requestServices(services, scope), req, res, url.pathname.slice(UPLOADS_PREFIX.length));
}
