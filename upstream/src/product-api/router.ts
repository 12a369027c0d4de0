// A small router: paths are written as the spec writes them ('pedidos/{id}/'); the trailing slash is optional
// when matching, so 'pedidos/5' and 'pedidos/5/' reach the same handler.
import type { IncomingMessage } from 'node:http';
import type { Db } from '@painel/db/database';
import type { ReferenceFeatures } from '../profile';
import { ApiError, type Reply } from './http';

export interface AuthUser {
  id: number;
  username: string;
  is_staff: boolean;
  is_superuser: boolean;
}

export interface RequestContext {
  req: IncomingMessage;
  db: Db;
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The acting user; null only on public routes. */
  user: AuthUser | null;
  /** Absolute URL of the API root, ending in '/api/v1/' (used for next/previous links). */
  baseUrl: string;
  /** Path below the API root without leading slash, as requested. */
  path: string;
  /** The extensions this API offers (its reference profile): which filters it honours, its page size cap. */
  features: ReferenceFeatures;
  body(): Promise<unknown>;
}

export type Handler = (ctx: RequestContext) => Promise<Reply>;

export interface RouteOptions {
  /** No bearer token needed (token/, password reset). */
  public?: boolean;
}

interface Route {
  segments: string[];
  handlers: Map<string, { handler: Handler; options: RouteOptions }>;
}

export interface RouteMatch {
  handler: Handler;
  options: RouteOptions;
  params: Record<string, string>;
}

const split = (path: string) => path.split('/').filter((s) => s !== '');

export class Router {
  private readonly staticRoutes = new Map<string, Route>();
  private readonly paramRoutes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    const segments = split(pattern);
    const key = segments.join('/');
    const dynamic = segments.some((s) => s.startsWith('{'));
    let route = dynamic ? this.paramRoutes.find((r) => r.segments.join('/') === key) : this.staticRoutes.get(key);
    if (!route) {
      route = { segments, handlers: new Map() };
      if (dynamic) this.paramRoutes.push(route);
      else this.staticRoutes.set(key, route);
    }
    route.handlers.set(method, { handler, options });
    return this;
  }

  get(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('GET', pattern, handler, options);
  }
  post(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('POST', pattern, handler, options);
  }
  put(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PUT', pattern, handler, options);
  }
  patch(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PATCH', pattern, handler, options);
  }
  delete(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('DELETE', pattern, handler, options);
  }

  /** Finds the handler; throws 404 for unknown paths and 405 (with Allow) for known paths. */
  match(method: string, path: string): RouteMatch {
    const segments = split(path);
    let route = this.staticRoutes.get(segments.join('/'));
    let params: Record<string, string> = {};
    if (!route) {
      for (const candidate of this.paramRoutes) {
        const found = matchSegments(candidate.segments, segments);
        if (found) {
          route = candidate;
          params = found;
          break;
        }
      }
    }
    if (!route) throw new ApiError(404, { detail: 'Not found.' });
    const wanted = method === 'HEAD' ? 'GET' : method;
    const entry = route.handlers.get(wanted);
    if (!entry) {
      const allow = [...route.handlers.keys(), 'OPTIONS'].join(', ');
      throw new ApiError(405, { detail: `Method "${method}" not allowed.` }, { Allow: allow });
    }
    return { handler: entry.handler, options: entry.options, params };
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p.startsWith('{')) {
      try {
        params[p.slice(1, -1)] = decodeURIComponent(actual[i]);
      } catch {
        throw new ApiError(400, { detail: 'Malformed percent-encoding in the path.' });
      }
    } else if (p !== actual[i]) {
      return null;
    }
  }
  return params;
}
