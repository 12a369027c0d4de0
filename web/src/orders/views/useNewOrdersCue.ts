// Marks orders that appeared through polling since the user last looked: a count for the tag and the
// ids to highlight. The first answer for a filter/page is the baseline; `rebase` makes the next answer a
// new baseline (after our own changes rows may shift between pages without being new). The list is oldest
// first, so new orders usually land on the last page: `showNewest(n)` highlights the last n rows of the
// next page the list loads (the tag sends the user there).
import { useCallback, useEffect, useRef, useState } from 'react';

interface Snapshot {
  ids: readonly string[];
  total: number;
}

export interface NewOrders {
  count: number;
  ids: ReadonlySet<string>;
}

const NONE: NewOrders = { count: 0, ids: new Set() };

/** The last `count` ids of a page: the newest orders, since the open list is sorted by placement time. */
export function newestIds(ids: readonly string[], count: number): Set<string> {
  return new Set(count > 0 ? ids.slice(-count) : []);
}

/** Pure step: what is new in `next` compared with what was known. */
export function diffOrders(known: ReadonlySet<string>, knownTotal: number, next: Snapshot) {
  const added = next.ids.filter((id) => !known.has(id));
  return { added, count: Math.max(added.length, next.total - knownTotal) };
}

export function useNewOrdersCue(key: string, snapshot: Snapshot | null) {
  const baseline = useRef<{ key: string; ids: Set<string>; total: number } | null>(null);
  const rebaseNext = useRef(false);
  const newestOnNextPage = useRef(0);
  const [fresh, setFresh] = useState<NewOrders>(NONE);

  useEffect(() => {
    if (!snapshot) return;
    const base = baseline.current;
    if (!base || base.key !== key || rebaseNext.current) {
      rebaseNext.current = false;
      baseline.current = { key, ids: new Set(snapshot.ids), total: snapshot.total };
      if (!base || base.key !== key) {
        const newest = newestOnNextPage.current;
        newestOnNextPage.current = 0;
        setFresh(newest > 0 ? { count: 0, ids: newestIds(snapshot.ids, newest) } : NONE);
      }
      return;
    }
    const { added, count } = diffOrders(base.ids, base.total, snapshot);
    for (const id of added) base.ids.add(id);
    base.total = snapshot.total;
    if (count > 0) setFresh((previous) => ({ count: previous.count + count, ids: new Set([...previous.ids, ...added]) }));
  }, [key, snapshot]);

  const rebase = useCallback(() => {
    rebaseNext.current = true;
  }, []);
  const clear = useCallback(() => setFresh(NONE), []);
  /** The user saw the tag: it goes, the highlighted rows stay. */
  const acknowledge = useCallback(() => setFresh((previous) => ({ count: 0, ids: previous.ids })), []);
  const showNewest = useCallback((count: number) => {
    newestOnNextPage.current = count;
  }, []);
  return { fresh, rebase, clear, acknowledge, showNewest };
}
