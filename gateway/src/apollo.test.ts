// Apollo leaves SIGINT and SIGTERM to main.ts. Apollo's own handlers stop the server on those signals too, and
// the two stops ran at once: Apollo (5.x) never resolves the promise the second stop() waits on after a clean
// stop, so the gateway hung on a SIGTERM (found when `npm start` ended and left its gateway running).
import { afterEach, describe, expect, it } from 'vitest';
import { createApollo } from './apollo';
import { buildSchema } from './schema';

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('createApollo', () => {
  it.each([
    ['development', false],
    ['production', true],
  ])('adds no signal handler of its own (NODE_ENV %s)', async (env, production) => {
    // Apollo installs its handlers only outside tests; it reads NODE_ENV when it is made.
    process.env.NODE_ENV = env;
    const before = { SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') };
    const apollo = createApollo(buildSchema(), production, 'graphql-js');
    await apollo.start();
    try {
      expect({ SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') }).toEqual(before);
    } finally {
      await apollo.stop();
    }
  });
});
