// How the gateway reads lists it must have whole, and single rows it looks up by filters: a real product API may
// cap its pages (a DRF paginator's max_page_size) whatever page_size asks, and ignore any filter its view does not
// declare. So a whole list follows `next` to the end and is refused when it comes back shorter than its total,
// and every row a filter was meant to narrow is checked again here.
import { upstreamRejection } from '../errors';

export interface ListBody<T> {
  total?: number;
  count?: number;
  next?: string | null;
  results: T[];
}

type PageReader = <T>(page: number) => Promise<ListBody<T>>;

/** Far more pages than any list the panel reads; a server that keeps linking past it is not paging. */
const MAX_PAGES = 10_000;

/** A list that ended short of the total it announced: nothing may be done with part of it. */
function shortRead(path: string, read: number, total: number) {
  return upstreamRejection(
    'productApi',
    `A API de produtos entregou só ${read} de ${total} registros de ${path}; nada foi feito com a lista incompleta. Tente novamente.`,
    { shortRead: { path, read, total } },
  );
}

/**
 * The pages of a list, one array of rows at a time, while the answer links a `next` one: a caller that needs each
 * row once holds one page, not the list. The next page is asked with the same path and filters and the following
 * page number, not by fetching the link itself: the link names a host, and the bearer token goes only to the
 * configured one. A list that ends short of the total it announced is refused after its last page.
 */
export async function* readPages<T>(path: string, readPage: PageReader): AsyncGenerator<T[]> {
  let read = 0;
  let total: number | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await readPage<T>(page);
    read += body.results.length;
    total = body.total ?? body.count ?? total;
    yield body.results;
    if (!body.next || body.results.length === 0) {
      if (total !== undefined && read < total) throw shortRead(path, read, total);
      return;
    }
  }
  throw shortRead(path, read, total ?? read + 1);
}

/** Every row of a list (readPages, kept whole). */
export async function readWhole<T>(path: string, readPage: PageReader): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of readPages<T>(path, readPage)) rows.push(...page);
  return rows;
}

/**
 * The rows at offsets [start, end) of a list whose server caps its pages at `cap` rows (it answered fewer rows than
 * asked while linking a next page): read from the server's own pages, so a page the gateway shows is never cut.
 */
export async function rowsBetween<T>(path: string, readPage: PageReader, start: number, end: number, cap: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = Math.floor(start / cap) + 1; (page - 1) * cap < end && page <= MAX_PAGES; page++) {
    const body = await readPage<T>(page);
    const offset = (page - 1) * cap;
    rows.push(...body.results.slice(Math.max(0, start - offset), Math.max(0, end - offset)));
    if (!body.next || body.results.length === 0) break;
  }
  if (rows.length < end - start) throw shortRead(path, rows.length, end - start);
  return rows;
}

/** The key of a row as a string (ids and codes come as numbers or strings). */
export const keyText = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
