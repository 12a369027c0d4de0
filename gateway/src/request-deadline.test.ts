import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLError } from 'graphql';
import { attemptBudget, deadlineError, isDeadlineError, MIN_CALL_MS, RequestDeadline } from './request-deadline';
import { mayHaveActed } from './upstreams/send-doubt';

afterEach(() => {
  vi.useRealTimers();
});

describe('RequestDeadline', () => {
  it('counts down, aborts its signal and tells at expiry, and stays silent once ended', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const deadline = new RequestDeadline(1000, expired);
    vi.advanceTimersByTime(400);
    expect(deadline.remaining()).toBe(600);
    expect(deadline.expired).toBe(false);
    vi.advanceTimersByTime(600);
    expect(deadline.expired).toBe(true);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.remaining()).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);

    const ended = vi.fn();
    new RequestDeadline(1000, ended).end();
    vi.advanceTimersByTime(2000);
    expect(ended).not.toHaveBeenCalled();
  });

  it('gives an attempt its own timeout, or what is left when less, and none below the minimum', () => {
    vi.useFakeTimers();
    expect(attemptBudget(undefined, 15_000)).toBe(15_000);
    const deadline = new RequestDeadline(10_000);
    expect(attemptBudget(deadline, 15_000)).toBe(10_000);
    expect(attemptBudget(deadline, 2_000)).toBe(2_000);
    vi.advanceTimersByTime(10_000 - MIN_CALL_MS + 1);
    expect(attemptBudget(deadline, 15_000)).toBeNull();
    deadline.end();
  });
});

describe('deadline errors', () => {
  it('say REQUEST_TIMEOUT in Portuguese, and are found behind the errors that wrap them', () => {
    const error = deadlineError('productApi', true);
    expect(error.message).toBe('O servidor demorou demais para responder. Tente novamente.');
    expect(error.extensions.code).toBe('REQUEST_TIMEOUT');
    expect(isDeadlineError(error)).toBe(true);
    expect(isDeadlineError(new GraphQLError('Erro ao carregar.', { originalError: error }))).toBe(true);
    expect(isDeadlineError(new GraphQLError('x', { extensions: { code: 'UPSTREAM_TIMEOUT' } }))).toBe(false);
  });

  it('leave a write cut in flight in doubt, and one never begun safe to send again', () => {
    expect(mayHaveActed(deadlineError('erp', true))).toBe(true);
    expect(mayHaveActed(deadlineError('erp', false))).toBe(false);
  });
});
