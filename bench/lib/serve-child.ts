// The child side of bench/lib/children.ts: the options the parent passed, and the ready/stop handshake over IPC.
// Apart from the parent side, so a child's bundle holds none of the parent's build tooling.
/** For the child side: the options the parent passed, and the ready/stop handshake. */
export function childOptions<T>(): T {
  return JSON.parse(process.argv[2] ?? '{}') as T;
}

export function serveChild(start: () => Promise<{ info: Record<string, unknown>; close: () => Promise<void> }>): void {
  start().then(
    ({ info, close }) => {
      process.send?.({ type: 'ready', ...info });
      process.on('message', (message: { type?: string }) => {
        if (message?.type !== 'stop') return;
        close()
          .catch((error: unknown) => console.error('close failed', error))
          .finally(() => process.exit(0));
      });
      // The parent died without saying stop: do not linger.
      process.on('disconnect', () => void close().finally(() => process.exit(0)));
    },
    (error: unknown) => {
      process.send?.({ type: 'error', message: String((error as Error)?.stack ?? error) });
      process.exit(1);
    },
  );
}
