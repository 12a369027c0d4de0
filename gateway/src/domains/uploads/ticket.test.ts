import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptSecret } from '../../auth/keys';
import { openTicket, sealTicket, type UploadTicket } from './ticket';

const key = randomBytes(32);
const ticket: UploadTicket = {
  presignedUrl: 'http://storage/presigned/notificacoes/x.jpg?signature=abc',
  fileUrl: 'http://storage/files/notificacoes/x.jpg',
  contentType: 'image/jpeg',
  maxBytes: 5_242_880,
  typeMessage: 'A imagem da notificação precisa estar no formato JPEG!',
  sessionId: 's-1',
  expiresAt: 1_700_000_000_000,
};

describe('upload tickets', () => {
  it('round-trip through a URL-safe token that does not show the presigned URL', () => {
    const sealed = sealTicket(key, ticket);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('presigned');
    expect(openTicket(key, sealed)).toEqual(ticket);
  });

  it('refuse tampered tokens, another key and other sealed secrets', () => {
    const sealed = sealTicket(key, ticket);
    const flipped = sealed.slice(0, 30) + (sealed[30] === 'A' ? 'B' : 'A') + sealed.slice(31);
    expect(openTicket(key, flipped)).toBeNull();
    expect(openTicket(randomBytes(32), sealed)).toBeNull();
    const other = encryptSecret(key, JSON.stringify({ ...ticket, purpose: 'something-else' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(openTicket(key, other)).toBeNull();
    expect(openTicket(key, 'short')).toBeNull();
    expect(openTicket(key, '../../etc/passwd')).toBeNull();
  });
});
