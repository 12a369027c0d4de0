// Session limits of docs/areas/orders.md#session, kept in the browser as well as on the gateway so an idle screen
// is closed even when it makes no calls.
export const IDLE_LIMIT_MS = 4 * 60 * 60 * 1000; // 14,400,000 ms
export const ABSOLUTE_LIMIT_MS = 48 * 60 * 60 * 1000;
const ACTIVITY_THROTTLE_MS = 1000;
/** touchSession at most this often, so the gateway's idle limit restarts without a call per mouse move. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const ACTIVITY_EVENTS = ['mousemove', 'scroll', 'keydown', 'resize'] as const;

export interface Timers {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface TrackerOptions {
  timers: Timers;
  onExpire: (reason: 'idle' | 'absolute') => void;
  onTouch: () => void;
  idleMs?: number;
  absoluteMs?: number;
  throttleMs?: number;
  touchIntervalMs?: number;
}

export interface ActivityTracker {
  /** Called for every activity event; does its work at most once per throttle window. */
  activity: () => void;
  stop: () => void;
}

export function createActivityTracker(options: TrackerOptions): ActivityTracker {
  const {
    timers,
    onExpire,
    onTouch,
    idleMs = IDLE_LIMIT_MS,
    absoluteMs = ABSOLUTE_LIMIT_MS,
    throttleMs = ACTIVITY_THROTTLE_MS,
    touchIntervalMs = TOUCH_INTERVAL_MS,
  } = options;
  const start = timers.now();
  let lastHandled = -Infinity;
  let lastTouch = start; // loading the page (the `me` query) already counts as a request
  let stopped = false;
  let idleTimer: unknown;

  const expire = (reason: 'idle' | 'absolute') => {
    if (stopped) return;
    stop();
    onExpire(reason);
  };
  const armIdle = () => {
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
    idleTimer = timers.setTimeout(() => expire('idle'), idleMs);
  };
  const absoluteTimer = timers.setTimeout(() => expire('absolute'), absoluteMs);
  armIdle();

  function activity() {
    if (stopped) return;
    const now = timers.now();
    if (now - lastHandled < throttleMs) return;
    lastHandled = now;
    armIdle();
    if (now - lastTouch >= touchIntervalMs) {
      lastTouch = now;
      onTouch();
    }
  }

  function stop() {
    stopped = true;
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
    timers.clearTimeout(absoluteTimer);
  }

  return { activity, stop };
}
