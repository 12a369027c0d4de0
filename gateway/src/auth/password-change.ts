// A password change, by any path the gateway takes part in (a reset link, a staff form that sets one), ends every
// session of that user on every gateway instance (docs/decisions/0029-password-change-ends-sessions.md): the old cookie
// and bearer token stop at once, so whoever held them must log in with the new password. The store announces each ended
// session to the other instances (store/change-feed.ts). Callers run this after the product API accepted the new
// password.
import type { Context } from '../context';

export async function endSessionsAfterPasswordChange(ctx: Pick<Context, 'services' | 'now' | 'log'>, userId: number | null): Promise<void> {
  if (userId === null) {
    // The API took the password, yet the gateway cannot tell whose it was: say so loudly, never silently.
    ctx.log.error('password changed for an unknown user: sessions not ended');
    return;
  }
  try {
    const ended = await ctx.services.sessions.endAllOfUser(userId, ctx.now);
    ctx.log.info('sessions ended after a password change', { userId, ended });
  } catch (error) {
    // The password did change: the page says so, and the log says the store failed (it also holds the sessions,
    // so while it is down none of them answers either).
    ctx.log.error('sessions not ended after a password change', { userId, error: String(error) });
  }
}
