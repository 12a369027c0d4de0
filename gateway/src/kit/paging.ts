// The shared list contract (docs/architecture.md#house-style, item 7): (filter, page, pageSize) -> {total, items},
// pages from 1, pageSize -1 meaning "all" up to 10 000 rows, and a `truncated` flag that says when "all" stopped there.
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE, type Page } from '../upstreams/product-api/transport';

export const ALL = -1;

export interface PageRequest {
  page: number;
  size: number;
  all: boolean;
}

export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function pageRequest(page: number | null | undefined, pageSize: number | null | undefined): PageRequest {
  const number = page ?? 1;
  const size = pageSize ?? 5;
  if (!Number.isInteger(number) || number < 1) throw badInput(`Página inválida: ${number}.`, 'page');
  // "All" is a single page, whatever page a screen kept in its URL.
  if (size === ALL) return { page: 1, size: MAX_PAGE_SIZE, all: true };
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badInput(`Tamanho de página inválido: ${size}. Use de 1 a ${MAX_PAGE_SIZE}, ou -1 para todos.`, 'pageSize');
  }
  return { page: number, size, all: false };
}

export interface PageResult<T> {
  total: number;
  items: T[];
  truncated: boolean;
}

export function pageResult<T>(request: PageRequest, page: Page<T>): PageResult<T> {
  return { total: page.total, items: page.items, truncated: request.all && page.total > page.items.length };
}
