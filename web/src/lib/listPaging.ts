// Page number and size live in the URL search params (DESIGN section 3.8) so Back keeps them.

export const DEFAULT_PAGE_SIZE = 5;
/** -1 is the spec's 'all' (the gateway honours it up to 10 000 rows). */
export const ALL = -1;
export const PAGE_SIZES: readonly number[] = [5, 10, 25, 50, ALL];

export interface Paging {
  page: number;
  pageSize: number;
}

export function readPaging(params: URLSearchParams): Paging {
  const page = Number(params.get('pagina'));
  const pageSize = Number(params.get('itens'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** Writes paging into `params`, leaving defaults out so plain URLs stay plain. */
export function writePaging(params: URLSearchParams, { page, pageSize }: Paging): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('pagina', String(page));
  else next.delete('pagina');
  if (pageSize !== DEFAULT_PAGE_SIZE) next.set('itens', String(pageSize));
  else next.delete('itens');
  return next;
}

export function pageCount(total: number, pageSize: number): number {
  if (pageSize === ALL || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}
