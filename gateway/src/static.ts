// The built web app (web/dist): hashed assets cached for a year, everything else revalidated (ETag, 304); paths
// that are not files get index.html so client-side routes (/dashboard/pedido, ...) load the app. Text files come
// compressed as the browser accepts: the build writes `<file>.br` and `<file>.gz` beside each one
// (web/src/build/compressAssets.ts), so serving them costs a stat, never a compression.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { acceptedEncodings, type ContentEncoding } from './compression';
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

/** The formats the build compresses (web/src/build/compressAssets.ts): their answers vary by accept-encoding. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.xml', '.ico', '.ttf', '.eot', '.webmanifest']);
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

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

/**
 * The best variant of `path` the client accepts: `<path>.br` or `<path>.gz` when the build wrote one at least as
 * new as the file itself (a variant older than its file is left over from another build), else the file.
 */
async function variantFor(path: string, info: Stats, acceptEncoding: string | undefined) {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const variant = await fileAt(path + SUFFIX[encoding]);
    if (variant && variant.mtimeMs >= info.mtimeMs) return { path: path + SUFFIX[encoding], info: variant, encoding };
  }
  return { path, info, encoding: null };
}

/** A validator of the file's version and of the encoding sent (each encoding is a different body). */
const etagOf = (info: Stats, encoding: ContentEncoding | null) =>
  `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;

/** If-None-Match (weak comparison, RFC 9110 13.1.2): whether the client's copy is this version. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
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
    const file = path as string;
    const extension = extname(file).toLowerCase();
    const compressible = COMPRESSIBLE.has(extension);
    const sent = compressible ? await variantFor(file, info, req.headers['accept-encoding']) : { path: file, info, encoding: null };
    const etag = etagOf(info, sent.encoding);
    const headers: Record<string, string | number> = { ...security, 'cache-control': cache, etag };
    if (compressible) headers.vary = 'Accept-Encoding';
    if (notModified(req, etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['content-type'] = TYPES[extension] ?? 'application/octet-stream';
    if (sent.encoding) headers['content-encoding'] = sent.encoding;
    headers['content-length'] = sent.info.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(sent.path).pipe(res);
  };
}
