// Page number and size live in the URL search params (docs/architecture.md#house-style, item 8) so Back keeps them.

/** -1 is the spec's 'all' (the gateway honours it up to 10 000 rows). */
export const ALL = -1;
/**
 * The lists' pager choices; the first (5) is the size every list answers when none is sent (the schema's
 * `pageSize: Int = 5`). Queries leave it out (pagingVariables), so the schema's default is the one that applies.
 */
export const PAGE_SIZES: readonly number[] = [5, 10, 25, 50, ALL];

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * Paging in the URL ('pagina', 'itens') for a pager offering `sizes`, the first being the size the gateway answers
 * when none is sent: read (anything else: page 1, the first size), write (defaults left out so plain URLs stay
 * plain) and the query's arguments (the size only when the user picked another).
 */
export function urlPaging(sizes: readonly number[]) {
  const first = sizes[0];
  return {
    read(params: URLSearchParams): Paging {
      const page = Number(params.get('pagina'));
      const pageSize = Number(params.get('itens'));
      return {
        page: Number.isInteger(page) && page >= 1 ? page : 1,
        pageSize: sizes.includes(pageSize) ? pageSize : first,
      };
    },
    write(params: URLSearchParams, { page, pageSize }: Paging): URLSearchParams {
      const next = new URLSearchParams(params);
      if (page > 1) next.set('pagina', String(page));
      else next.delete('pagina');
      if (pageSize !== first) next.set('itens', String(pageSize));
      else next.delete('itens');
      return next;
    },
    variables({ page, pageSize }: Paging): { page: number; pageSize?: number } {
      return pageSize === first ? { page } : { page, pageSize };
    },
  };
}

const LIST_PAGING = urlPaging(PAGE_SIZES);

export const readPaging = LIST_PAGING.read;

/** Writes paging into `params`, leaving defaults out so plain URLs stay plain. */
export const writePaging = LIST_PAGING.write;

/** A list query's paging arguments: the page, and the size only when the user picked one (else the schema's default). */
export const pagingVariables = LIST_PAGING.variables;

/** How many pages `total` rows fill at `pageSize` (at least one; 'all' is one). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize === ALL || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Previous and next of a pager that wraps around (docs/areas/catalogue.md#products, docs/areas/staff-and-support.md#recipes): before the
 *  first page comes the last, after the last the first. */
export function stepPage(page: number, pages: number, step: 1 | -1): number {
  const last = Math.max(1, pages);
  const next = page + step;
  if (next < 1) return last;
  if (next > last) return 1;
  return next;
}

/** A typed page: below 1 (or not a number) goes to page 1, past the end to the last page. */
export function jumpPage(typed: string, pages: number): number {
  const number = Math.trunc(Number(typed.trim()));
  if (!Number.isFinite(number) || number < 1) return 1;
  return Math.min(number, Math.max(1, pages));
}
