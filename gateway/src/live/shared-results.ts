// One execution per (event, session, operation): a person with many boards open (tabs, sockets, subscriptions) asks
// the same selection of every event many times over, and each answer would be the same, since it depends only on the
// event, on what the session may read and on the operation with its variables. The first subscriber's execution is
// kept on the event's source message (events/shared-upstreams.ts SHARED_EVENT) and the others reuse it; it goes with
// the message once every subscriber has been answered.
import type { ExecutionResult } from 'graphql';
import { SHARED_EVENT } from '../events/shared-upstreams';

type Answer = ExecutionResult | Promise<ExecutionResult>;

export class SharedResults {
  private readonly bySource = new WeakMap<object, Map<string, Answer>>();

  /**
   * `execute`'s answer for this event, made once per `key` (the session and the operation) for the event's source;
   * an event without a source (not shared) is executed as it comes.
   */
  answer(event: unknown, key: string | null, execute: () => Answer): Answer {
    const source = (event as { [SHARED_EVENT]?: object } | null)?.[SHARED_EVENT];
    if (!source || key === null) return execute();
    let answers = this.bySource.get(source);
    if (!answers) this.bySource.set(source, (answers = new Map()));
    const known = answers.get(key);
    if (known) return known;
    const made = execute();
    answers.set(key, made);
    return made;
  }
}
