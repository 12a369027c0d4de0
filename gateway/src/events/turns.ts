// One event handed to many listeners in turns of the event loop. A burst's fan-out to thousands of open boards
// (each deciding what its session may be told and queueing the event) is cheap per board but was one unbroken
// stretch for all of them, and every request that arrived meanwhile waited behind it (`bench live`, the flood line).
// Here the listeners are called while a turn is shorter than `sliceMs`; then the rest wait for the next iteration
// of the event loop (setImmediate), after the I/O that arrived meanwhile. The clock is injected for tests.

/**
 * How long one turn of a fan-out may run before requests get their turn (ms), here and in live/limits.ts FanOutGate:
 * `bench live`'s flood line measured 0.2-0.25 ms against 1 ms (docs/measurements.md).
 */
export const FAN_OUT_SLICE_MS = 0.25;

export async function eachInTurns<T>(
  items: readonly T[],
  visit: (item: T) => void,
  sliceMs = FAN_OUT_SLICE_MS,
  clock: () => number = () => performance.now(),
): Promise<void> {
  let turnStarted = clock();
  for (const item of items) {
    if (clock() - turnStarted >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      turnStarted = clock();
    }
    visit(item);
  }
}
