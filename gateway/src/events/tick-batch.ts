// One shared value per burst of events: events that arrive within the same short window (the same tick, or a few
// milliseconds apart) share it, so what they need from upstream (an order, its items) is read once per instance,
// not once per open socket. The value is dropped when the window ends: the next burst reads fresh data.
export class TickBatch<T> {
  private current: T | null = null;

  constructor(
    /** How long (ms) a batch stays shared after it was made. */
    private readonly windowMs = 20,
  ) {}

  /** The current batch, or a new one made by `make` (its first user's). */
  get(make: () => T): T {
    if (this.current) return this.current;
    const value = make();
    this.current = value;
    setTimeout(() => {
      if (this.current === value) this.current = null;
    }, this.windowMs).unref();
    return value;
  }
}
