// Resolvers of schema/auth.graphql: thin; the work is in login.ts, session.ts and policy.ts.
import type { MeResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import type { Context } from '../context';
import { login, LOGIN_TRY_AGAIN, type LoginOutcome } from './login';
import { TOO_MANY_ATTEMPTS, waitMessage } from './login-limiter';
import { allowedActions, allowedPages, isBranchBoundAnywhere } from './policy';
import { idleExpiresAt, PasswordChangedDuringLogin, type Session } from './session';
import { signSessionToken } from './session-token';
import { encryptSecret } from './keys';
import { accessExpiry } from './upstream-tokens';
import { clearedSessionCookie, sessionCookie } from './cookies';
import { issueDeviceCookie, trustedDevice } from './device-cookie';
import { ProductApi } from '../upstreams/product-api';
import { isMarkedInactive } from './inactive-users';
import { endOtherSessions, mySessions } from './open-sessions';
import { storedAddress, storedUserAgent } from './session-devices';

const Query: QueryResolvers = {
  // An integration key is no person: it has no 'me' (its pages are those its key shows on 'Integrações').
  me: (_parent, _args, ctx) => (ctx.session?.integration ? null : ctx.session),
  // 'Sessões abertas' (open-sessions.ts): @signedIn, so a key never gets here.
  mySessions: (_parent, _args, ctx) => mySessions(ctx),
};

const Mutation: MutationResolvers = {
  login: async (_parent, { matricula, password, returnToken }, ctx) => {
    const { services } = ctx;
    const limiter = services.loginLimiter;
    const attempt = { address: ctx.clientAddress, matricula, device: trustedDevice(services.keys.device, ctx.cookieHeader, matricula) };
    const reservation = await limiter.reserve(attempt, ctx.now);
    if ('wait' in reservation) {
      const wait = reservation.wait;
      ctx.log.info('login throttled', { matricula, address: ctx.clientAddress, trustedDevice: attempt.device !== null, waitMs: wait });
      return { me: null, token: null, errors: [{ code: TOO_MANY_ATTEMPTS, message: waitMessage(wait), field: null }] };
    }
    const reserved = reservation.reserved;
    let outcome: LoginOutcome;
    try {
      outcome = await login(
        {
          auth: ctx.upstreams.productAuth,
          apiWithToken: (access) =>
            new ProductApi(services.connections.productApi, {
              current: async () => access,
              refresh: async () => access,
            }),
          log: (message, details) => ctx.log.warn(message, details),
          isInactive: (username) => isMarkedInactive(services.store, username),
        },
        matricula,
        password,
      );
    } catch (error) {
      await limiter.release(reserved);
      throw error;
    }
    if (!outcome.ok) {
      // The attempt stays counted when the product API refused the password; a deactivated matrícula's refusal
      // counts like a wrong password (the API did not say the password was right). Anything else (a missing field,
      // the API's own throttle, an API that failed) proved nothing and gives the attempt back.
      const code = outcome.errors[0]?.code;
      if (code !== 'BAD_CREDENTIALS' && code !== 'USER_INACTIVE') await limiter.release(reserved);
      ctx.log.info('login refused', { matricula, code });
      return { me: null, token: null, errors: outcome.errors };
    }
    await limiter.succeed(reserved);
    if (ctx.session) await services.sessions.end(ctx.session.id, ctx.now);
    let session: Session;
    try {
      session = await services.sessions.create(
        outcome.user,
        {
          accessToken: outcome.tokens.access,
          accessExpiresAt: accessExpiry(outcome.tokens.access),
          refreshTokenEnc: encryptSecret(services.keys.encryption, outcome.tokens.refresh),
        },
        ctx.now,
        // Where it came from, for 'Sessões abertas'.
        { userAgent: storedUserAgent(ctx.userAgent), address: storedAddress(ctx.clientAddress) },
      );
    } catch (error) {
      if (!(error instanceof PasswordChangedDuringLogin)) throw error;
      ctx.log.info('login refused: the password changed meanwhile', { matricula });
      return { me: null, token: null, errors: [{ code: 'REFUSED', message: LOGIN_TRY_AGAIN, field: null }] };
    }
    const token = await signSessionToken(services.keys.jwt, session.id, ctx.now, session.expiresAt);
    ctx.cookies.length = 0;
    // This browser is now trusted for this matrícula (a new nonce each time); the session cookie goes last.
    ctx.cookies.push(issueDeviceCookie(services.keys.device, session.matricula, ctx.secure));
    ctx.cookies.push(sessionCookie(token, session.expiresAt, ctx.now, ctx.secure));
    ctx.session = session;
    ctx.log.info('login', { matricula: session.matricula, type: session.type, branch: session.branch });
    return { me: session, token: returnToken ? token : null, errors: [] };
  },

  logout: async (_parent, _args, ctx: Context) => {
    ctx.cookies.length = 0;
    ctx.cookies.push(clearedSessionCookie(ctx.secure));
    if (!ctx.session) return false;
    const ended = await ctx.services.sessions.end(ctx.session.id, ctx.now);
    ctx.session = null;
    return ended;
  },

  // The activity itself is recorded for every mutation (see activityPlugin); this one just answers the session.
  touchSession: (_parent, _args, ctx) => ctx.session,

  endOtherSessions: (_parent, _args, ctx) => endOtherSessions(ctx),
};

const Me: MeResolvers = {
  user: (s) => ({ id: String(s.userId), employeeId: String(s.employeeId), matricula: s.matricula, name: s.name, email: s.email }),
  type: (s) => s.type,
  branch: (s) => s.branch,
  branchBound: (s) => isBranchBoundAnywhere(s.type),
  pages: (s) => allowedPages(s.type),
  actions: (s) => allowedActions(s.type),
  expiresAt: (s) => s.expiresAt,
  idleExpiresAt: (s) => idleExpiresAt(s),
};

export const authResolvers = { Query, Mutation, Me };
