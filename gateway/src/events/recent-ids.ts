// The ids of the events one instance delivered lately, so none is delivered twice: a change two publishers tell
// (the watcher's old leader, whose NOTIFY went out before it died and before it saved its mark, and the new leader
// reading the same change again from that mark) carries the same id (its id is made from what it describes), and
// every instance hears every NOTIFY, so the second copy finds the first here. Bounded: the oldest ids go first.
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** True when `id` was seen already; otherwise remembers it. */
  seen(id: string): boolean {
    if (this.ids.has(id)) return true;
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
    return false;
  }
}
