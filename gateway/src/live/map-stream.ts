// An async iterable mapped value by value, keeping its return() (a client's unsubscribe reaches the source).
export function mapStream<T, U>(source: AsyncIterable<T>, map: (value: T) => U | Promise<U>): AsyncIterableIterator<U> {
  const iterator = source[Symbol.asyncIterator]();
  return {
    async next() {
      const result = await iterator.next();
      return result.done ? { value: undefined, done: true } : { value: await map(result.value), done: false };
    },
    async return() {
      await iterator.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
