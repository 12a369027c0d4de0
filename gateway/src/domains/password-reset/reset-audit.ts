// The application-log entry of a password reset completed through a link
// (docs/decisions/0008-one-audit-entry-per-change.md). The reset pages have no session and the gateway no product API
// account of its own, so the entry is written as the user who reset: the gateway takes a token with the password just
// chosen (the same call a login makes; no gateway session is made). Whose matrícula: our reference API names the user
// in its answer (an extension: the spec's answer is success and message only); without it, the matrícula of that user's
// sessions in the gateway store (the uidb64 is their pk). The link serves one reset, so the entry is written once. The
// password has changed whatever happens here: a failure is logged, never shown as a failed reset.
import type { Context } from '../../context';
import { REDACTED } from '../../redaction';
import { ProductApi, ProductAuthApi } from '../../upstreams/product-api';
import type { ApplicationLogWrite } from '../../upstreams/product-api/application-logs';

/** Table and method of the entry: the user's password was updated. */
export const RESET_AUDIT = { tabela: 'users', metodo: 'PUT' } as const;

export function resetAuditEntry(userId: number, username: string): ApplicationLogWrite {
  return {
    ...RESET_AUDIT,
    usuario: userId,
    dadoAntes: { pk: userId, username },
    // Only the fact and the path of the change: the password itself never reaches the log.
    dadoDepois: { pk: userId, username, password: REDACTED, origem: 'link de redefinição de senha' },
  };
}

export async function auditPasswordReset(
  ctx: Pick<Context, 'services' | 'log'>,
  userId: number | null,
  username: string | undefined,
  password: string,
): Promise<void> {
  if (userId === null) {
    ctx.log.error('password reset not audited: the link names no user', { userId });
    return;
  }
  ctx.services.connections.capabilities.found('resetUsername', username ? 'on' : 'off', 'learned');
  const matricula = username || (await matriculaOfSessions(ctx, userId));
  if (!matricula) {
    ctx.log.error('password reset not audited: the product API did not say whose password it was and the user has no session here', { userId });
    return;
  }
  await writeResetEntry(ctx, userId, matricula, password);
}

/** The matrícula the user signed in with here (any session, newest first), or null. */
async function matriculaOfSessions(ctx: Pick<Context, 'services' | 'log'>, userId: number): Promise<string | null> {
  try {
    const { rows } = await ctx.services.store.query<{ matricula: string }>(
      'SELECT matricula FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [userId],
    );
    return rows[0]?.matricula ?? null;
  } catch (error) {
    ctx.log.warn('password reset: sessions not readable for the matrícula', { userId, error: String(error) });
    return null;
  }
}

async function writeResetEntry(ctx: Pick<Context, 'services' | 'log'>, userId: number, username: string, password: string): Promise<void> {
  try {
    const connection = ctx.services.connections.productApi;
    const tokens = await new ProductAuthApi(connection).obtain(username, password);
    if (!tokens) throw new Error('the new password was not accepted for a token');
    const api = new ProductApi(connection, { current: async () => tokens.access, refresh: async () => tokens.access });
    await api.applicationLogs.write(resetAuditEntry(userId, username));
  } catch (error) {
    ctx.log.error('password reset not audited', { userId, error: String(error) });
  }
}
