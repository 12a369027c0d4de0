// The product API's HTTP transport (DRF style): the session user's bearer token (refreshed once when the API
// says it is no longer valid), errors mapped in one place, the shared list contract and `id__in=` batching.
// Only the resource modules next to this file use it: they alone know the API's paths.
import DataLoader from 'dataloader';
import { headerValue, send, type HttpClient, type SendOptions } from '../http';
import { upstreamHttpError } from '../errors';
import { keyText, readPages, readWhole, rowsBetween, type ListBody } from './list-reads';
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

/** DRF accepts large page sizes; the spec's "all" stops at 10 000 rows (docs/architecture.md#house-style, item 7). */
export const MAX_PAGE_SIZE = 10_000;

/** Ids one `?id__in=` call of a byIdLoader asks at most (a longer list is the next call); query-cost counts by it. */
export const ID_BATCH_SIZE = 500;

export class ProductApiTransport {
  constructor(
    private readonly http: HttpClient,
    private readonly tokens: TokenProvider | null,
  ) {}

  get<T>(path: string, searchParams?: Params): Promise<T> {
    return this.request<T>(path, { searchParams });
  }

  /**
   * Every row of a filtered list (the caller names the page size the spec asks for): pages are followed while the
   * answer links a next one, and a list that ends short of its total is refused (list-reads.ts). `keep` checks each
   * row again for what the filters meant: a service may ignore a filter its view does not declare.
   */
  async results<T>(path: string, searchParams: Params, keep?: (row: T) => boolean): Promise<T[]> {
    // The first page is asked exactly as the caller (and the spec) writes it; the following ones add their number.
    const rows = await readWhole<T>(path, (page) => this.get(path, page === 1 ? searchParams : { ...searchParams, page }));
    return keep ? rows.filter(keep) : rows;
  }

  /** The pages of a list one at a time (list-reads.ts readPages), the first asked exactly as the caller writes it. */
  pages<T>(path: string, searchParams: Params): AsyncGenerator<T[]> {
    return readPages<T>(path, (page) => this.get(path, page === 1 ? searchParams : { ...searchParams, page }));
  }

  /** The first page only, as asked (a log's newest entries, a one-record resource): nothing beyond it is wanted. */
  async firstPage<T>(path: string, searchParams: Params): Promise<T[]> {
    return (await this.get<ListBody<T>>(path, searchParams)).results;
  }

  /**
   * The row a lookup by filters is for, checked by `matches` (its keys): a service that ignores a filter answers
   * other rows first, so the pages are read on when the first one holds no match but links more.
   */
  async find<T>(path: string, searchParams: Params, matches: (row: T) => boolean): Promise<T | undefined> {
    const first = await this.get<ListBody<T>>(path, searchParams);
    const hit = first.results.find(matches);
    if (hit !== undefined || !first.next) return hit;
    return (await this.results<T>(path, { ...searchParams, page_size: MAX_PAGE_SIZE }, matches))[0];
  }

  /**
   * Rows of these keys in one `<param>__in=` call, by key text (the first row per key, in the API's order). The
   * answer is trusted only when it holds nothing but asked keys and all of its total; otherwise the missing keys are
   * read by `one` (each by itself), or without it from the whole list checked row by row.
   */
  async byKeys<T>(
    path: string,
    param: string,
    keys: readonly Id[],
    keyOf: (row: T) => unknown,
    options: { one?: (key: string) => Promise<T | null>; pageSize?: number } = {},
  ): Promise<Map<string, T>> {
    const wanted = new Set(keys.map(keyText));
    const body = await this.get<ListBody<T>>(path, { [`${param}__in`]: [...wanted].join(','), page_size: options.pageSize ?? wanted.size });
    const found = new Map<string, T>();
    let onlyAsked = true;
    const take = (row: T) => {
      const key = keyText(keyOf(row));
      if (!wanted.has(key)) return false;
      if (!found.has(key)) found.set(key, row);
      return true;
    };
    for (const row of body.results) if (!take(row)) onlyAsked = false;
    if (onlyAsked && (body.total ?? body.count ?? body.results.length) <= body.results.length) return found;
    const missing = [...wanted].filter((key) => !found.has(key));
    if (missing.length === 0) return found;
    if (options.one) {
      const rows = await Promise.all(missing.map((key) => options.one!(key)));
      rows.forEach((row, at) => row && found.set(missing[at], row));
    } else {
      const rest = new Set(missing);
      await this.results<T>(path, { page_size: MAX_PAGE_SIZE }, (row) => rest.has(keyText(keyOf(row))) && take(row));
    }
    return found;
  }

  /** One record by its path, or null when the API answers 404. */
  async getOrNull<T>(path: string): Promise<T | null> {
    try {
      return await this.get<T>(path);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  post<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'POST', json });
  }

  put<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'PUT', json });
  }

  /** A partial update (the password-reset completion is a PATCH: docs/areas/staff-and-support.md#calls). Never retried, like POST. */
  patch<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>(path, { method: 'PATCH', json });
  }

  delete(path: string): Promise<void> {
    return this.request<void>(path, { method: 'DELETE' });
  }

  /**
   * The shared list contract: (filter, page, pageSize) -> {total, items}. A page past the end is empty. With
   * `keep` (what the filters meant, row by row), a page holding a row the filters should have left out shows that
   * the service ignored one: the page is then cut from the whole list checked here.
   */
  async list<T>(path: string, filter: Params = {}, page = 1, pageSize = 20, keep?: (row: T) => boolean): Promise<Page<T>> {
    const size = Math.min(Math.max(1, Math.trunc(pageSize)), MAX_PAGE_SIZE);
    const number = Math.max(1, Math.trunc(page));
    if (keep) {
      const asked = await this.list<T>(path, filter, number, size);
      if (asked.items.every(keep)) return asked;
      const rows = await this.results<T>(path, { ...filter, page_size: MAX_PAGE_SIZE }, keep);
      return { total: rows.length, items: rows.slice((number - 1) * size, number * size) };
    }
    try {
      const body = await this.get<ListBody<T>>(path, { ...filter, page: number, page_size: size });
      const total = body.total ?? body.count ?? body.results.length;
      if (!body.next || body.results.length >= size || body.results.length === 0) return { total, items: body.results };
      // Fewer rows than asked while more follow: the server caps its pages; the page is made of its own pages.
      const start = (number - 1) * size;
      const readPage = <R>(page: number) => this.get<ListBody<R>>(path, { ...filter, page, page_size: size });
      return { total, items: await rowsBetween<T>(path, readPage, start, Math.min(start + size, total), body.results.length) };
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
  byIdLoader<Wire extends { id: number }, T = Wire>(path: string, shape: (row: Wire) => T = (row) => row as unknown as T): DataLoader<Id, T | null, string> {
    const one = (id: string) => this.getOrNull<Wire>(`${path}${encodeURIComponent(id)}/`);
    return new DataLoader<Id, T | null, string>(
      async (ids) => {
        const byId = await this.byKeys<Wire>(path, 'id', ids, (row) => row.id, { one });
        return ids.map((id) => {
          const row = byId.get(keyText(id));
          return row ? shape(row) : null;
        });
      },
      { cacheKeyFn: String, maxBatchSize: ID_BATCH_SIZE },
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

/**
 * A foreign key as an object with its id, whether the API nested it or sent its bare id (null when it sent none):
 * how the resource modules shape their records. Every field of a reference but its id is optional, so a bare id is
 * the reference with nothing nested.
 */
export function refOf<T extends { id: number }>(value: T | number | string | null | undefined): T | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? value : ({ id: Number(value) } as T);
}

/** A user (auth's record, keyed by `pk`) as an object with its pk, nested or bare; null when the API sent none. */
export function userRefOf<T extends { pk: number }>(value: T | number | string | null | undefined): T | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? value : ({ pk: Number(value) } as T);
}

/** The id of a foreign key, nested or bare (the resource modules read the API's answers with it, shaping them). */
export function refId(value: { id: number } | number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? value.id : Number(value);
}

/** The record the API nested for a foreign key, or null when it sent the bare id (or none): what a shape keeps. */
export function nestedOf<T extends object>(value: T | number | string | null | undefined): T | null {
  return typeof value === 'object' && value !== null ? value : null;
}

/**
 * A resource read by id: `get` asks for one record now, `load` goes through the request's DataLoader (every id
 * asked in one tick costs one `?id__in=` call), `list` pages it. Resource modules extend it with the rest.
 */
export abstract class RecordsById<T extends { id: number }, Wire extends { id: number } = T> {
  private loader: DataLoader<Id, T | null, string> | undefined;

  protected constructor(
    protected readonly api: ProductApiTransport,
    protected readonly path: string,
    /** Makes a row as the API sends it into the record the gateway holds (an order's foreign keys, one shape). */
    protected readonly shape: (row: Wire) => T = (row) => row as unknown as T,
  ) {}

  async get(id: Id): Promise<T> {
    return this.shape(await this.api.get<Wire>(`${this.path}${id}/`));
  }

  load(id: Id): Promise<T | null> {
    this.loader ??= this.api.byIdLoader<Wire, T>(this.path, this.shape);
    return this.loader.load(id);
  }

  /** The resource's own list with its filters (the shared list contract). */
  async list(filter: Params, page: number, pageSize: number): Promise<Page<T>> {
    const { total, items } = await this.api.list<Wire>(this.path, filter, page, pageSize);
    return { total, items: items.map(this.shape) };
  }
}
