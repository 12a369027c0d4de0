// Single use of upload tickets across gateway instances: the gateway store keeps a hash of every ticket whose
// bytes are flowing or were stored. A second PUT with the same ticket finds the claim and is refused.
import { createHash } from 'node:crypto';
import type { Db } from '@painel/db/database';

const hashOf = (sealed: string) => createHash('sha256').update(sealed).digest('base64url');

/** True when this request now holds the ticket; false when another request holds or used it. */
export async function claimTicket(db: Db, sealed: string, expiresAt: number): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO upload_tickets_used (ticket_hash, expires_at) VALUES ($1, $2) ON CONFLICT (ticket_hash) DO NOTHING RETURNING ticket_hash',
    [hashOf(sealed), new Date(expiresAt)],
  );
  return rows.length === 1;
}

/** The storage API did not take the bytes: the same ticket may be tried again. */
export async function releaseTicket(db: Db, sealed: string): Promise<void> {
  await db.query('DELETE FROM upload_tickets_used WHERE ticket_hash = $1', [hashOf(sealed)]);
}

/** Claims of expired tickets (hourly housekeeping): an expired ticket is refused before its claim is read. */
export async function purgeTicketClaims(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM upload_tickets_used WHERE expires_at < $1', [now]);
}
