import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { TouchSessionMutation } from './sessionQueries';
import { ABSOLUTE_LIMIT_MS, ACTIVITY_EVENTS, createActivityTracker } from './activity';

const browserTimers = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** While `active`, logs out after 4 h idle or 48 h after load, and keeps the gateway's idle limit fresh. */
export function useSessionLimits(active: boolean, onExpire: () => void): void {
  const [touch] = useMutation(TouchSessionMutation);
  const expireRef = useRef(onExpire);
  const touchRef = useRef(touch);
  useEffect(() => {
    expireRef.current = onExpire;
    touchRef.current = touch;
  });
  // The absolute limit counts from page load, not from when this effect happens to start.
  const loadedAt = useRef(performance.timeOrigin);

  useEffect(() => {
    if (!active) return;
    const elapsed = Date.now() - loadedAt.current;
    const tracker = createActivityTracker({
      timers: browserTimers,
      absoluteMs: Math.max(0, ABSOLUTE_LIMIT_MS - elapsed),
      onExpire: () => expireRef.current(),
      // A failed touch is answered by the error link (UNAUTHENTICATED -> login); nothing else to do here.
      onTouch: () => void touchRef.current().catch(() => undefined),
    });
    const listener = () => tracker.activity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, listener, { passive: true, capture: true });
    return () => {
      tracker.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, listener, { capture: true });
    };
  }, [active]);
}
