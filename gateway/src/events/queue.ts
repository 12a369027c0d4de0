// A push source as an async iterator (what a GraphQL subscription resolver returns): values pushed while nobody
// waits are kept in order (up to `limit`, then the oldest go: a stalled socket must not grow without bound),
// end() finishes it, and the consumer's return() (the client unsubscribed, the socket closed) runs `onClose` once.
export class PushQueue<T> implements AsyncIterableIterator<T> {
  private readonly values: T[] = [];
  private readonly waiting: Array<(result: IteratorResult<T>) => void> = [];
  private done = false;

  constructor(
    private readonly onClose: () => void = () => undefined,
    private readonly limit = 1000,
  ) {}

  push(value: T): void {
    if (this.done) return;
    const waiter = this.waiting.shift();
    if (waiter) return waiter({ value, done: false });
    this.values.push(value);
    if (this.values.length > this.limit) this.values.shift();
  }

  /** No more values: a waiting consumer (and the next ones) get done once what is queued has been read. */
  end(): void {
    if (this.done) return;
    this.done = true;
    this.onClose();
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.values.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.values.length = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
