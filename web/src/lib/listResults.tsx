// The body of a list screen: spinner on the first load, the empty state, the screen's table and the pager.
import type { ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';
import { EmptyState } from './emptyState';
import type { ListPageData } from './listPage';
import { ListPager } from './listPager';
import type { Paging } from './listPaging';

interface Props<TItem> {
  page: ListPageData<TItem> | undefined;
  loading: boolean;
  loadingLabel: string;
  emptyTitle: string;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  /** The customer list keeps its pager ('Total: 0') on an empty result; the order lists hide it. */
  pagerWhenEmpty?: boolean;
  /** The table, only called with at least one item. */
  children: (items: TItem[]) => ReactNode;
}

export function ListResults<TItem>({ page, loading, loadingLabel, emptyTitle, paging, onPagingChange, pagerWhenEmpty, children }: Props<TItem>) {
  return (
    <>
      {!page && loading && <Spinner aria-label={loadingLabel} />}
      {page && page.items.length === 0 && <EmptyState icon="search" title={emptyTitle} />}
      {page && page.items.length > 0 && children(page.items)}
      {page && (pagerWhenEmpty || page.total > 0) && <ListPager total={page.total} shown={page.items.length} paging={paging} onChange={onPagingChange} />}
    </>
  );
}
