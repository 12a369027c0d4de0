// The built web app (web/dist): hashed assets cached for a year, everything else revalidated; paths that are
// not files get index.html so client-side routes (/dashboard/pedido, ...) load the app.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { COMMON_SECURITY_HEADERS, webContentSecurityPolicy } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Vite puts content-hashed files under assets/ (name-<hash>.ext). */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

async function fileAt(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

export interface StaticOptions {
  /** Origins the web app may show images from besides https: ones (the storage API's). */
  imageOrigins?: readonly string[];
}

export function createStaticHandler(root: string, options: StaticOptions = {}) {
  const base = normalize(root + sep);
  const security = { ...COMMON_SECURITY_HEADERS, 'content-security-policy': webContentSecurityPolicy(options.imageOrigins) };
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...security, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      res.writeHead(400, { ...security, 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    const candidate = normalize(join(base, decoded));
    // Dot folders hold build metadata (.vite/manifest.json lists every chunk): not the app's to hand out.
    const hidden = decoded.split('/').some((segment) => segment.startsWith('.'));
    let path = candidate.startsWith(base) && !decoded.includes('\0') && !hidden ? candidate : null;
    let info = path ? await fileAt(path) : null;
    let cache = path && HASHED.test(decoded) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (!info) {
      // A missing asset is a 404 (a stale hashed URL must not get HTML); other paths are client routes.
      if (decoded.startsWith('/assets/') || extname(decoded) !== '') {
        res.writeHead(404, { ...security, 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
        return;
      }
      path = join(base, 'index.html');
      info = await fileAt(path);
      cache = 'no-cache';
      if (!info) {
        res.writeHead(404, { ...security, 'content-type': 'text/plain; charset=utf-8' }).end('The web app is not built (npm run build -w web).');
        return;
      }
    }
    res.writeHead(200, {
      ...security,
      'content-type': TYPES[extname(path as string).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': cache,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(path as string).pipe(res);
  };
}
