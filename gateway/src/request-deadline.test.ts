import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLError } from 'graphql';
import { deadlineError, isDeadlineError, mayBegin, MIN_CALL_MS, RequestDeadline } from './request-deadline';
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

  it('lets an upstream call begin only with at least the minimum left', () => {
    vi.useFakeTimers();
    expect(mayBegin(undefined)).toBe(true);
    const deadline = new RequestDeadline(10_000);
    expect(mayBegin(deadline)).toBe(true);
    vi.advanceTimersByTime(10_000 - MIN_CALL_MS);
    expect(mayBegin(deadline)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(mayBegin(deadline)).toBe(false);
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
