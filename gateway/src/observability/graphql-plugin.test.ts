import { describe, expect, it } from 'vitest';
import { outcomeOf } from './graphql-plugin';

describe('GraphQL outcomes', () => {
  it('ok without errors, user_error when every error is the caller’s, else error', () => {
    expect(outcomeOf(undefined)).toBe('ok');
    expect(outcomeOf([])).toBe('ok');
    expect(
      outcomeOf([
        { message: 'x', extensions: { code: 'BAD_USER_INPUT' } },
        { message: 'y', extensions: { code: 'FORBIDDEN' } },
      ]),
    ).toBe('user_error');
    expect(
      outcomeOf([
        { message: 'x', extensions: { code: 'BAD_USER_INPUT' } },
        { message: 'y', extensions: { code: 'UPSTREAM_TIMEOUT' } },
      ]),
    ).toBe('error');
    expect(outcomeOf([{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toBe('error');
    expect(outcomeOf([{ message: 'no code' }])).toBe('error');
  });
});
