// A list page read straight from an upstream's paged list: the page request checked (paging.ts), the upstream's
// page asked for, its rows mapped to the schema's shape. Domains whose list needs filters, a branch or extra
// fields around the page keep pageRequest/pageResult themselves; the simple ones call this inside `reading`.
import type { Page } from '../upstreams/product-api/transport';
import { pageRequest, pageResult, type PageResult } from './paging';

export async function mappedPage<R, T>(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  list: (page: number, size: number) => Promise<Page<R>>,
  map: (record: R) => T,
): Promise<PageResult<T>> {
  const request = pageRequest(page, pageSize);
  const found = await list(request.page, request.size);
  return pageResult(request, { total: found.total, items: found.items.map(map) });
}
