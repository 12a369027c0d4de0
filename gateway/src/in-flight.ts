// The HTTP requests being answered, counted so a drain can let them finish before the connections close (a
// request reset mid-answer is a failed request for the client, whatever the load balancer does).
import type { ServerResponse } from 'node:http';

export class InFlight {
  private count = 0;
  private waiting: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  /** One request begun; it ends when its response is finished or its connection is gone. */
  begin(res: ServerResponse): void {
    this.count++;
    res.once('close', () => {
      this.count--;
      if (this.count === 0) for (const wake of this.waiting.splice(0)) wake();
    });
  }

  /** Resolves true once none is in flight, or false after `ms` (the drain's bound), whichever comes first. */
  settled(ms: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((wake) => wake !== done);
        resolve(false);
      }, ms);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiting.push(done);
    });
  }
}
