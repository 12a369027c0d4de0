// The product API's HTTP transport (DRF style): the session user's bearer token (refreshed once when the API
// says it is no longer valid), errors mapped in one place, the shared list contract and `id__in=` batching.
// Only the resource modules next to this file use it: they alone know the API's paths.
import DataLoader from 'dataloader';
import { headerValue, send, type HttpClient, type SendOptions } from '../http';
import { upstreamHttpError } from '../errors';
import { isDrfMessage } from '../drf-texts';

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

export type Params = NonNullable<SendOptions['searchParams']>;
export type Id = number | string;

/** A DRF list body: `results` plus the total under either name. */
export interface ListBody<T> {
  total?: number;
  count?: number;
  results: T[];
}

/** DRF accepts large page sizes; the spec's "all" stops at 10 000 rows (DESIGN section 3 item 7). */
export const MAX_PAGE_SIZE = 10_000;

export class ProductApiTransport {
  constructor(
    private readonly http: HttpClient,
    private readonly tokens: TokenProvider | null,
  ) {}

  get<T>(path: string, searchParams?: Params): Promise<T> {
    return this.request<T>(path, { searchParams });
  }

  /** Every row of a filtered list in one call (the caller names the page size the spec asks for). */
  async results<T>(path: string, searchParams: Params): Promise<T[]> {
    return (await this.get<ListBody<T>>(path, searchParams)).results;
  }

  post<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'POST', json });
  }

  put<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'PUT', json });
  }

  /** A partial update (the password-reset completion is a PATCH; spec 002 section 7). Never retried, like POST. */
  patch<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'PATCH', json });
  }

  delete(path: string): Promise<void> {
    return this.request<void>(path, { method: 'DELETE' });
  }

  /** The shared list contract: (filter, page, pageSize) -> {total, items}. A page past the end is empty. */
  async list<T>(path: string, filter: Params = {}, page = 1, pageSize = 20): Promise<Page<T>> {
    const size = Math.min(Math.max(1, Math.trunc(pageSize)), MAX_PAGE_SIZE);
    const number = Math.max(1, Math.trunc(page));
    try {
      const body = await this.get<ListBody<T>>(path, { ...filter, page: number, page_size: size });
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

  /** A loader of one resource's records by id, batched per tick into `?id__in=1,2,3`. Callers keep it per request. */
  byIdLoader<T extends { id: number }>(path: string): DataLoader<Id, T | null, string> {
    return new DataLoader<Id, T | null, string>(
      async (ids) => {
        const rows = await this.results<T>(path, { id__in: ids.join(','), page_size: ids.length });
        const byId = new Map(rows.map((r) => [String(r.id), r]));
        return ids.map((id) => byId.get(String(id)) ?? null);
      },
      { cacheKeyFn: String, maxBatchSize: 500 },
    );
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
  return e?.extensions?.upstreamStatus === 404 && isDrfMessage(e.message ?? '', 'Invalid page.');
}

/** Whether the product API answered 404 (a record that does not exist). */
export function isNotFound(error: unknown): boolean {
  return (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus === 404;
}

/** A nested object of a payload, or null when the API sent a bare id (or nothing). */
export function nested<T extends object>(value: T | number | string | null | undefined): T | null {
  return typeof value === 'object' && value !== null ? value : null;
}

/** The id of a foreign key, nested or bare. */
export function refId(value: { id: number } | number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? value.id : Number(value);
}

/**
 * A resource read by id: `get` asks for one record now, `load` goes through the request's DataLoader (every id
 * asked in one tick costs one `?id__in=` call), `list` pages it. Resource modules extend it with the rest.
 */
export abstract class RecordsById<T extends { id: number }> {
  private loader: DataLoader<Id, T | null, string> | undefined;

  protected constructor(
    protected readonly api: ProductApiTransport,
    protected readonly path: string,
  ) {}

  get(id: Id): Promise<T> {
    return this.api.get<T>(`${this.path}${id}/`);
  }

  load(id: Id): Promise<T | null> {
    this.loader ??= this.api.byIdLoader<T>(this.path);
    return this.loader.load(id);
  }

  /** The resource's own list with its filters (the shared list contract). */
  list(filter: Params, page: number, pageSize: number): Promise<Page<T>> {
    return this.api.list<T>(this.path, filter, page, pageSize);
  }
}
