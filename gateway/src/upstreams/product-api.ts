// Client of the company's product API (DRF style). Created per request with the session user's own token (so
// the upstream audit names the right user); DataLoaders live inside the instance, never at module level, and
// batch lookups by id into one `id__in=` list call per resource.
import DataLoader from 'dataloader';
import { headerValue, send, type HttpClient, type SendOptions } from './http';
import { upstreamHttpError } from './errors';

/** Supplies the bearer token; refresh() is asked once when the upstream says the token is no longer valid. */
export interface TokenProvider {
  current(): Promise<string>;
  /** `rejected` is the token the upstream refused, so concurrent callers refresh only once. */
  refresh(rejected: string): Promise<string>;
}

export interface Page<T> {
  total: number;
  items: T[];
}

type Params = NonNullable<SendOptions['searchParams']>;
type Id = number | string;

/** DRF accepts large page sizes; the spec's "all" stops at 10 000 rows (DESIGN section 3 item 7). */
export const MAX_PAGE_SIZE = 10_000;

export class ProductApi {
  private readonly loaders = new Map<string, DataLoader<Id, Record<string, unknown> | null, string>>();

  constructor(
    private readonly http: HttpClient,
    private readonly tokens: TokenProvider | null,
  ) {}

  get<T>(path: string, searchParams?: Params): Promise<T> {
    return this.request<T>(path, { searchParams });
  }

  post<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'POST', json });
  }

  put<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'PUT', json });
  }

  async delete(path: string): Promise<void> {
    await this.request<unknown>(path, { method: 'DELETE' });
  }

  /** The shared list contract: (filter, page, pageSize) -> {total, items}. A page past the end is empty. */
  async list<T>(path: string, filter: Params = {}, page = 1, pageSize = 20): Promise<Page<T>> {
    const size = Math.min(Math.max(1, Math.trunc(pageSize)), MAX_PAGE_SIZE);
    const number = Math.max(1, Math.trunc(page));
    try {
      const body = await this.get<{ total?: number; count?: number; results: T[] }>(path, {
        ...filter,
        page: number,
        page_size: size,
      });
      return { total: body.total ?? body.count ?? body.results.length, items: body.results };
    } catch (error) {
      if (isInvalidPage(error)) return { total: await this.count(path, filter), items: [] };
      throw error;
    }
  }

  async count(path: string, filter: Params = {}): Promise<number> {
    const body = await this.get<{ total?: number; count?: number }>(path, { ...filter, page: 1, page_size: 1 });
    return body.total ?? body.count ?? 0;
  }

  /** Records by id for one resource (e.g. 'clientes/'), batched per tick into `?id__in=1,2,3`. */
  load<T extends Record<string, unknown>>(resource: string, id: Id): Promise<T | null> {
    let loader = this.loaders.get(resource);
    if (!loader) {
      loader = new DataLoader(
        async (ids) => {
          const body = await this.get<{ results: Record<string, unknown>[] }>(resource, {
            id__in: ids.join(','),
            page_size: ids.length,
          });
          const byId = new Map(body.results.map((r) => [String(r.id ?? r.pk), r]));
          return ids.map((id) => byId.get(String(id)) ?? null);
        },
        { cacheKeyFn: String, maxBatchSize: 500 },
      );
      this.loaders.set(resource, loader);
    }
    return loader.load(id) as Promise<T | null>;
  }

  private async request<T>(path: string, options: SendOptions): Promise<T> {
    let token = this.tokens ? await this.tokens.current() : null;
    let reply = await send(this.http, path, withAuth(options, token));
    if (reply.status === 401 && token && this.tokens && isTokenNotValid(reply.body)) {
      token = await this.tokens.refresh(token);
      reply = await send(this.http, path, withAuth(options, token));
    }
    if (reply.status >= 200 && reply.status < 300) return (reply.status === 204 ? null : reply.body) as T;
    throw upstreamHttpError('productApi', {
      status: reply.status,
      body: reply.body,
      retryAfter: headerValue(reply.headers['retry-after']),
    });
  }
}

function withAuth(options: SendOptions, token: string | null): SendOptions {
  return token ? { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } } : options;
}

export function isTokenNotValid(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'token_not_valid';
}

function isInvalidPage(error: unknown): boolean {
  const e = error as { extensions?: { upstreamStatus?: number }; message?: string };
  return e?.extensions?.upstreamStatus === 404 && e.message === 'Invalid page.';
}

/** Upstream JWT pair (POST token/). */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Calls that need no session: obtaining and refreshing tokens. */
export class ProductAuthApi {
  constructor(private readonly http: HttpClient) {}

  /** Resolves null when the credentials are refused (400/401); other failures throw. */
  async obtain(username: string, password: string): Promise<TokenPair | null> {
    const reply = await send(this.http, 'token/', { method: 'POST', json: { username, password } });
    if (reply.status === 400 || reply.status === 401) return null;
    if (reply.status !== 200) {
      throw upstreamHttpError('productApi', { status: reply.status, body: reply.body, retryAfter: headerValue(reply.headers['retry-after']) });
    }
    return reply.body as TokenPair;
  }

  /** Resolves null when the refresh token is no longer accepted. Rotating APIs may return a new refresh. */
  async refresh(refresh: string): Promise<{ access: string; refresh?: string } | null> {
    const reply = await send(this.http, 'token/refresh/', { method: 'POST', json: { refresh } });
    if (reply.status === 400 || reply.status === 401) return null;
    if (reply.status !== 200) throw upstreamHttpError('productApi', { status: reply.status, body: reply.body });
    return reply.body as { access: string; refresh?: string };
  }
}
