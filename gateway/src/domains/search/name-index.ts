// The navigator's accent-blind name index: why it exists and what bounds it.
//
// The product API's documented name filters (the spec call tables: `produtos-ordenados/?descricao=`,
// `clientes/?cliente=`, `detalhe-funcionario/?nome=`) are icontains, which matches accents as typed: 'feijao' finds
// nothing of 'FEIJÃO CARIOCA', and `cpf=` matches the whole number only, so '481.240' finds nobody. An accent-blind
// name filter exists on some services only (the probed capability `accentInsensitiveNames`), and asking every accent
// spelling of every word would be a call per combination. So the gateway keeps, per kind and per branch scope, the
// few fields a hit shows of every row, read through the documented list call itself (no filter but the branch), with
// the name folded once (lower case, no accents) and the CPF as digits; a search then scans that in memory.
//
// Bounds: an index holds at most MAX_INDEX_ROWS rows (the list's `total` is read first; a larger list is not read
// and the search keeps the upstream filters, word by word); a full read is made at most once per REFRESH_MS per index
// and only on demand (a search that finds the index older starts the read and is answered from the rows it has), a
// failed read is tried again after RETRY_MS, and the pages are read PAGE_SIZE rows at a time, PARALLEL_PAGES at once.
// The index is kept per gateway instance (by its store), as the order amounts' ERP totals are. Its rows are what the
// list answers to any user who may open its page, read under the branch scope of the users it serves (products per
// bound branch, staff per branch and roles); each search still applies the caller's page and branch rules first.
import type { Page } from '../../upstreams/product-api/transport';
import { folded } from './rules';

const MAX_INDEX_ROWS = 50_000;
export const REFRESH_MS = 10 * 60_000;
const RETRY_MS = 60_000;
export const PAGE_SIZE = 1_000;
const PARALLEL_PAGES = 4;
/**
 * How long a search waits at most for an index's first read before answering through the upstream filters (and never
 * more than half the time its request has left: the filters need the rest).
 */
export const FIRST_READ_WAIT_MS = 3_000;

/** One list page of the rows an index is made of. */
type ReadPage<T> = (page: number, pageSize: number) => Promise<Page<T>>;

export interface Indexed<T> {
  /** The row's name, folded (searchFold) */
  readonly name: string;
  /** The row's CPF digits, when it has one */
  readonly cpf: string;
  readonly row: T;
}

/** Lower case without accents or repeated spaces: what the index compares. */
const searchFold = (text: string): string => folded(text).replace(/\s+/g, ' ').trim();

/** Every row of a list, or 'too-large' when its total passes `max` (nothing beyond the first page is read then). */
async function readEvery<T>(read: ReadPage<T>, max: number): Promise<T[] | 'too-large'> {
  const first = await read(1, PAGE_SIZE);
  if (first.total > max) return 'too-large';
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rows = [...first.items];
  for (let next = 2; next <= pages; next += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - next + 1) }, (_, i) => read(next + i, PAGE_SIZE));
    for (const page of await Promise.all(batch)) rows.push(...page.items);
  }
  return rows.slice(0, max);
}

export interface IndexSource<T> {
  read: ReadPage<T>;
  /** The fields kept of a row (the rest of the upstream's answer is dropped). */
  keep: (row: T) => T;
  name: (row: T) => string;
  cpf?: (row: T) => string | null | undefined;
  onError?: (error: unknown) => void;
}

export class NameIndex<T> {
  private rows: Indexed<T>[] | null = null;
  private tooLarge = false;
  /** When the next read may start (ms on the gateway's clock). */
  private nextReadAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(private readonly max = MAX_INDEX_ROWS) {}

  /**
   * The rows, starting a read when the index is due one; null when the index cannot answer (the list is larger than
   * the bound, or its first read failed or is still under way after FIRST_READ_WAIT_MS): the caller then asks the
   * upstream filters.
   */
  async current(now: number, source: IndexSource<T>, waitMs = FIRST_READ_WAIT_MS): Promise<readonly Indexed<T>[] | null> {
    if (!this.reading && now >= this.nextReadAt) this.reading = this.read(now, source);
    if (this.rows === null && this.reading && !this.tooLarge) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      });
      await Promise.race([this.reading, waited]);
      clearTimeout(timer);
    }
    return this.tooLarge ? null : this.rows;
  }

  private async read(now: number, source: IndexSource<T>): Promise<void> {
    try {
      const rows = await readEvery(source.read, this.max);
      this.tooLarge = rows === 'too-large';
      this.rows =
        rows === 'too-large'
          ? null
          : rows.map((row) => ({ name: searchFold(source.name(row)), cpf: (source.cpf?.(row) ?? '').replace(/\D/g, ''), row: source.keep(row) }));
      this.nextReadAt = now + REFRESH_MS;
    } catch (error) {
      // The rows read before stay (a refresh that failed leaves the older index); the next try waits.
      this.nextReadAt = now + RETRY_MS;
      source.onError?.(error);
    } finally {
      this.reading = null;
    }
  }
}

/** Rows whose folded name holds every folded word, in the list's order, at most `limit`. */
export function byWords<T>(rows: readonly Indexed<T>[], words: string, limit: number): T[] {
  const wanted = searchFold(words).split(' ').filter(Boolean);
  const found: T[] = [];
  for (const entry of rows) {
    if (found.length >= limit) break;
    if (wanted.every((word) => entry.name.includes(word))) found.push(entry.row);
  }
  return found;
}

/** Rows whose CPF starts with these digits, at most `limit`. */
export function byCpfPrefix<T>(rows: readonly Indexed<T>[], digits: string, limit: number): T[] {
  const found: T[] = [];
  for (const entry of rows) {
    if (found.length >= limit) break;
    if (entry.cpf.startsWith(digits)) found.push(entry.row);
  }
  return found;
}

const indexesByGateway = new WeakMap<object, Map<string, NameIndex<unknown>>>();

/** The index named `key` of this gateway instance (`owner`: its store), made on first use. */
export function nameIndex<T>(owner: object, key: string): NameIndex<T> {
  let indexes = indexesByGateway.get(owner);
  if (!indexes) indexesByGateway.set(owner, (indexes = new Map()));
  let index = indexes.get(key);
  if (!index) indexes.set(key, (index = new NameIndex<unknown>()));
  return index as NameIndex<T>;
}
