import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { requestIdFrom, routeOf, scopeOf, upstreamHeaders } from './request-scope';

describe('request ids', () => {
  it("keeps the caller's id, cleaned and bounded", () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    expect(requestIdFrom('a b\r\nc<d>')).toBe('abcd');
    expect(requestIdFrom('x'.repeat(500))).toHaveLength(128);
  });

  it('makes one when the caller sent none or nothing usable', () => {
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('<<>>')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is made once per request and sent upstream', () => {
    const req = { headers: { 'x-request-id': 'r-1' } } as unknown as IncomingMessage;
    const scope = scopeOf(req);
    expect(scopeOf(req)).toBe(scope);
    expect(upstreamHeaders(scope, undefined)).toEqual({ 'x-request-id': 'r-1' });
  });
});

describe('span route names', () => {
  it('never carry more than the first segment', () => {
    expect(routeOf('/graphql/')).toBe('/graphql');
    expect(routeOf('/uploads/ticket-secret')).toBe('/uploads/*');
    expect(routeOf('/relatorios/7.csv')).toBe('/relatorios/*');
    expect(routeOf('/')).toBe('/');
  });
});
