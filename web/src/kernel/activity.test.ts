import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityTracker, IDLE_LIMIT_MS, ABSOLUTE_LIMIT_MS, type Timers } from './activity';

const timers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('createActivityTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires after 4 hours without activity', () => {
    const onExpire = vi.fn();
    createActivityTracker({ timers, onExpire, onTouch: vi.fn() });
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledWith('idle');
  });

  it('restarts the idle limit on activity', () => {
    const onExpire = vi.fn();
    const tracker = createActivityTracker({ timers, onExpire, onTouch: vi.fn() });
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1000);
    tracker.activity();
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires 48 hours after load however active the user is', () => {
    const onExpire = vi.fn();
    const tracker = createActivityTracker({ timers, onExpire, onTouch: vi.fn() });
    for (let elapsed = 0; elapsed < ABSOLUTE_LIMIT_MS - 60 * 60 * 1000; elapsed += 60 * 60 * 1000) {
      vi.advanceTimersByTime(60 * 60 * 1000);
      tracker.activity();
    }
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(onExpire).toHaveBeenCalledWith('absolute');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('handles activity at most once a second', () => {
    const onExpire = vi.fn();
    const tracker = createActivityTracker({ timers, onExpire, onTouch: vi.fn() });
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 2000);
    tracker.activity(); // handled: idle restarts here
    vi.advanceTimersByTime(500);
    tracker.activity(); // inside the 1 s window: ignored
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 500);
    expect(onExpire).toHaveBeenCalledWith('idle');
  });

  it('touches the session at most once a minute', () => {
    const onTouch = vi.fn();
    const tracker = createActivityTracker({ timers, onExpire: vi.fn(), onTouch });
    tracker.activity();
    expect(onTouch).not.toHaveBeenCalled(); // loading the page was the last request
    for (let i = 0; i < 120; i++) {
      vi.advanceTimersByTime(1000);
      tracker.activity();
    }
    expect(onTouch).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const onExpire = vi.fn();
    const onTouch = vi.fn();
    const tracker = createActivityTracker({ timers, onExpire, onTouch });
    tracker.stop();
    vi.advanceTimersByTime(ABSOLUTE_LIMIT_MS);
    tracker.activity();
    expect(onExpire).not.toHaveBeenCalled();
    expect(onTouch).not.toHaveBeenCalled();
  });
});
