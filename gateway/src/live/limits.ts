// What one person may hold open over the live sockets, and how event fan-out shares the process with HTTP.
//
// Without limits one session could open hundreds of sockets and thousands of subscriptions with heavy selections;
// a single order change then resolved every one of them at once and held the event loop for seconds, so unrelated
// queries and the change's own mutation waited behind the fan-out. The limits bound what a session can ask for; the
// gate bounds how much event work runs at a time and lets the event loop serve requests between turns.
import { FAN_OUT_SLICE_MS } from '../events/turns';
import { recordFanOutWait } from '../observability/metrics';

export interface LiveLimits {
  /** LIVE_MAX_SOCKETS_PER_SESSION: open sockets of one session on one instance (a tab holds one). */
  socketsPerSession: number;
  /** LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET: subscriptions at once on one socket (a board holds one, plus one per run it follows). */
  subscriptionsPerSocket: number;
  /** LIVE_MAX_MESSAGES_PER_SECOND: sustained client messages per second on one socket (bursts up to ten times that). */
  messagesPerSecond: number;
}

const DEFAULT_LIVE_LIMITS: LiveLimits = { socketsPerSession: 10, subscriptionsPerSocket: 50, messagesPerSecond: 10 };

/** The limits in force: each one given, or its default (an unset setting arrives as undefined). */
export function liveLimits(given: Partial<LiveLimits> = {}): LiveLimits {
  return {
    socketsPerSession: given.socketsPerSession ?? DEFAULT_LIVE_LIMITS.socketsPerSession,
    subscriptionsPerSocket: given.subscriptionsPerSocket ?? DEFAULT_LIVE_LIMITS.subscriptionsPerSocket,
    messagesPerSecond: given.messagesPerSecond ?? DEFAULT_LIVE_LIMITS.messagesPerSecond,
  };
}

/** Close codes: graphql-ws's 4429 (too many requests) for a client over its limits; the reason says which. */
export const LIVE_LIMIT_CLOSE = {
  tooManySockets: { code: 4429, reason: 'Conexões ao vivo demais para esta sessão. Feche outras abas do painel.' },
  tooManyMessages: { code: 4429, reason: 'Mensagens demais nesta conexão. Reconectando...' },
} as const;

export const tooManySubscriptions = (limit: number) => `Limite de ${limit} assinaturas por conexão atingido. Encerre outras antes de abrir novas.`;

/**
 * A token bucket per socket: `burst` messages at once, refilled at `perSecond`. take() says whether one more
 * message fits. The clock is injected so a test moves it instead of waiting.
 */
export class MessageBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number = perSecond * 10,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = clock();
  }

  take(): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Event work in turns of the event loop. A turn starts from a macrotask (setImmediate) and hands out work one
 * subscriber after another while it is shorter than `sliceMs`; then the next turn waits for the next loop iteration,
 * so requests that arrived meanwhile are read between turns instead of after the whole fan-out. At most
 * `concurrency` subscribers' work is under way at once (work waiting on I/O keeps its slot), the rest wait in order.
 * Granting one at a time matters: a promise resolved now runs its continuation before any I/O callback, so granting
 * all waiters at once would run all their work (and their sends) in one stretch. The clock is injected for tests.
 */
export class FanOutGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private turnStarted = Number.NEGATIVE_INFINITY;
  private turnScheduled = false;

  constructor(
    private readonly concurrency = 16,
    private readonly sliceMs = FAN_OUT_SLICE_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Runs `work` in its turn. */
  async run<T>(work: () => Promise<T> | T): Promise<T> {
    const queuedAt = this.clock();
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.scheduleTurn();
    });
    recordFanOutWait((this.clock() - queuedAt) / 1000);
    try {
      return await work();
    } finally {
      this.running--;
      this.grantWithinTurn();
    }
  }

  /** Subscribers waiting for their turn (observability, tests). */
  get queued(): number {
    return this.waiting.length;
  }

  /** The next waiter, if the turn under way still has time (work that ended in a later macrotask finds it over). */
  private grantWithinTurn(): void {
    if (this.clock() - this.turnStarted < this.sliceMs) this.grantNext();
    else this.scheduleTurn();
  }

  private grantNext(): void {
    if (this.waiting.length === 0 || this.running >= this.concurrency) return;
    this.running++;
    this.waiting.shift()!();
  }

  private scheduleTurn(): void {
    if (this.turnScheduled || this.waiting.length === 0 || this.running >= this.concurrency) return;
    this.turnScheduled = true;
    setImmediate(() => {
      this.turnScheduled = false;
      this.turnStarted = this.clock();
      this.grantNext();
      // Work waiting on I/O does not hold the others up: another turn next iteration while slots are free.
      this.scheduleTurn();
    });
  }
}
