import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { authRequest, initToken, sameOrigin } from './handshake';

const request = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '10.0.0.1' } }) as unknown as IncomingMessage;

describe('who a live socket is', () => {
  it('a page of this site, or no page at all (a tool), may use the cookie; another site may not', () => {
    expect(sameOrigin(request({ host: 'painel.example:8443', origin: 'https://painel.example:8443' }))).toBe(true);
    expect(sameOrigin(request({ host: 'painel.example' }))).toBe(true);
    expect(sameOrigin(request({ host: 'painel.example', origin: 'https://outro.example' }))).toBe(false);
    expect(sameOrigin(request({ host: 'painel.example', origin: 'null' }))).toBe(false);
  });

  it("reads the bearer token of connection_init's payload under its usual names", () => {
    expect(initToken({ Authorization: 'Bearer abc' })).toBe('abc');
    expect(initToken({ authorization: 'bearer  xyz ' })).toBe('xyz');
    expect(initToken({ token: 'tok' })).toBe('tok');
    expect(initToken({ authorization: 42 })).toBeNull();
    expect(initToken(undefined)).toBeNull();
  });

  it("drops another site's cookie, puts the init's token in Authorization, keeps the socket", () => {
    const req = request({ host: 'painel.example', origin: 'https://outro.example', cookie: 'painel_session=s' });
    const seen = authRequest(req, { token: 'tok' });
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBe('Bearer tok');
    expect(seen.socket.remoteAddress).toBe('10.0.0.1');
    expect(req.headers.cookie).toBe('painel_session=s');
    expect(authRequest(request({ host: 'painel.example', origin: 'http://painel.example', cookie: 'c=1' }), undefined).headers.cookie).toBe('c=1');
  });
});
