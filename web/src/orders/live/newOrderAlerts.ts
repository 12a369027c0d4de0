// Alerts for new orders (docs/areas/integrations.md#live-updates): a sound and a browser notification when an order of
// the person's branch arrives, switched on by the person (off by default) and remembered per user in this browser.
import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../lib/toaster';

export const ALERTS_BLOCKED = 'O navegador bloqueou as notificações: só o som avisará de novos pedidos.';

const storageKey = (userId: string) => `painel:alertas-novos-pedidos:${userId}`;

export function alertsRemembered(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(storageKey(userId)) === 'sim';
  } catch {
    return false; // storage refused (private mode): off
  }
}

function remember(userId: string, on: boolean): void {
  try {
    if (on) window.localStorage.setItem(storageKey(userId), 'sim');
    else window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Not remembered; it still applies to this page.
  }
}

let audio: AudioContext | undefined;

/** Two short tones through Web Audio (no sound file to load). Browsers start audio only after a gesture: see below. */
function chime(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  audio ??= new Context();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}

/** Audio may only start after a gesture: the switch is one; after a reload, the person's next click is. */
function unlockAudioOnNextGesture(): () => void {
  const unlock = () => {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    audio ??= new Context();
    void audio.resume().catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });
  return () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
}

const notifications = () => (typeof window.Notification === 'function' ? window.Notification : undefined);

export interface AlertOrder {
  id: string;
  customer: { name: string };
  branch: { code: number; name: string };
}

export interface NewOrderAlerts {
  on: boolean;
  toggle: () => void;
  /** An order was created: alert when switched on and it is the person's branch's (every branch when unbound). */
  alert: (order: AlertOrder) => void;
}

export function useNewOrderAlerts(userId: string | undefined, branch: number | null | undefined): NewOrderAlerts {
  const [on, setOn] = useState(() => alertsRemembered(userId));
  useEffect(() => setOn(alertsRemembered(userId)), [userId]);
  useEffect(() => (on ? unlockAudioOnNextGesture() : undefined), [on]);

  const toggle = useCallback(() => {
    if (!userId) return;
    const next = !on;
    setOn(next);
    remember(userId, next);
    if (!next) return;
    chime(); // this click is the gesture audio needs; the person also hears what the alert sounds like
    const Notification = notifications();
    if (Notification && Notification.permission === 'default') {
      void Notification.requestPermission().then((answer) => {
        if (answer === 'denied') void showToast({ intent: 'warning', message: ALERTS_BLOCKED }, 'alertas-pedidos');
      });
    } else if (Notification?.permission === 'denied') void showToast({ intent: 'warning', message: ALERTS_BLOCKED }, 'alertas-pedidos');
  }, [on, userId]);

  const alert = useCallback(
    (order: AlertOrder) => {
      if (!on) return;
      if (branch !== null && branch !== undefined && order.branch.code !== branch) return;
      chime();
      const Notification = notifications();
      if (Notification?.permission === 'granted') {
        // One notification per order however many tabs show the board (the tag replaces the same order's).
        new Notification(`Novo pedido ${order.id}`, { body: `${order.customer.name} — ${order.branch.name}`, tag: `novo-pedido-${order.id}` });
      }
    },
    [on, branch],
  );
  return { on, toggle, alert };
}
