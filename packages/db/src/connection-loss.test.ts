import { describe, expect, it } from 'vitest';
import { isConnectionLoss, storeError, StoreUnavailable } from './connection-loss';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost store connection, told apart from a query that was wrong', () => {
  it('knows the server ending the backend, a broken socket and the driver words for both', () => {
    expect(isConnectionLoss(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLoss(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(withCode('canceling statement due to statement timeout', '57014'))).toBe(true);
  });

  it('is not fooled by a refused query: a constraint, a syntax error, a missing table', () => {
    expect(isConnectionLoss(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLoss(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isConnectionLoss(withCode('relation "x" does not exist', '42P01'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });

  it('finds it under GraphQL wrappers (originalError) and causes', () => {
    const lost = new StoreUnavailable(withCode('terminating connection', '57P01'));
    expect(isConnectionLoss({ message: 'wrapped', originalError: { message: 'jit', originalError: lost } })).toBe(true);
    expect(isConnectionLoss(new Error('outer', { cause: lost }))).toBe(true);
  });

  it('wraps a lost connection once and leaves other errors as they are', () => {
    const refused = withCode('duplicate key', '23505');
    expect(storeError(refused)).toBe(refused);
    const wrapped = storeError(new Error('Connection terminated unexpectedly'));
    expect(wrapped).toBeInstanceOf(StoreUnavailable);
    expect(storeError(wrapped)).toBe(wrapped);
  });
});
