// The matrículas a staff page switched off ('Desativar'), kept in the gateway store (table inactive_users) so a
// refused login can say why: the product API answers an inactive user exactly as a wrong password (simplejwt),
// and the gateway has no account of its own to ask. Written by domains/staff/activation.ts after the product API
// took the change; read by the login only once the API has refused the credentials.
import type { Queryable } from '@painel/db/database';

export async function markInactive(db: Queryable, username: string, userId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO inactive_users (username, user_id, since) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO UPDATE SET user_id = EXCLUDED.user_id, since = EXCLUDED.since`,
    [username, userId, now],
  );
}

export async function clearInactive(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM inactive_users WHERE username = $1', [username]);
}

export async function isMarkedInactive(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM inactive_users WHERE username = $1', [username]);
  return rows.length > 0;
}
