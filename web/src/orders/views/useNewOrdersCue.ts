// Marks orders that appeared through polling since the user last looked: a count for the tag and the
// ids to highlight. The first answer for a filter/page is the baseline; `rebase` makes the next answer a
// new baseline (after our own changes rows may shift between pages without being new).
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

/** Pure step: what is new in `next` compared with what was known. */
export function diffOrders(known: ReadonlySet<string>, knownTotal: number, next: Snapshot) {
  const added = next.ids.filter((id) => !known.has(id));
  return { added, count: Math.max(added.length, next.total - knownTotal) };
}

export function useNewOrdersCue(key: string, snapshot: Snapshot | null) {
  const baseline = useRef<{ key: string; ids: Set<string>; total: number } | null>(null);
  const rebaseNext = useRef(false);
  const [fresh, setFresh] = useState<NewOrders>(NONE);

  useEffect(() => {
    if (!snapshot) return;
    const base = baseline.current;
    if (!base || base.key !== key || rebaseNext.current) {
      rebaseNext.current = false;
      baseline.current = { key, ids: new Set(snapshot.ids), total: snapshot.total };
      if (!base || base.key !== key) setFresh(NONE);
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
  return { fresh, rebase, clear };
}
