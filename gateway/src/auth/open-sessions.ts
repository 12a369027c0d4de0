// 'Sessões abertas' (OWASP ASVS 3.3.4): the signed-in person's open sessions, and ending every other one.
// Ending them is a journaled change like every write (workflows/change.ts): the sessions ended in the store (the
// store announces each one, so every instance drops its cached copy and closes their live sockets at once: 4401),
// then its one application-log entry (table 'sessions', PUT, as the person), as a deactivation's or a password
// reset's session endings are audited. Only for people: the fields are @signedIn, which refuses integration keys.
import { createHash } from 'node:crypto';
import type { Context } from '../context';
import { sessionOf } from '../context';
import type { EndOtherSessionsPayload, OpenSession } from '../generated/resolvers-types';
import { recordChange } from '../kit/mutation';
import { performChange } from '../workflows/engine';
import { workflowDeps } from '../workflows/deps';
import { eachSubmission } from '../workflows/keys';
import { journalSubject } from '../workflows/subjects';
import type { OpenSessionRow } from './session';
import { deviceLabel } from './session-devices';

export const OPEN_SESSION_MESSAGES = {
  endFailed: 'Erro ao encerrar as outras sessões: ',
  noneOther: 'Não havia outra sessão aberta.',
  ended: (count: number) => (count === 1 ? 'Uma outra sessão foi encerrada.' : `${count} outras sessões foram encerradas.`),
} as const;

/** The table and method of the audit entry: the person's sessions were updated (ended). */
export const END_OTHERS_AUDIT = { table: 'sessions', method: 'PUT' } as const;

/** A name for the list that is neither the token nor the store's id (the id is the token's subject). */
export function listId(sessionId: string): string {
  return createHash('sha256').update(`open-session:${sessionId}`).digest('base64url').slice(0, 16);
}

function toOpenSession(row: OpenSessionRow, currentId: string): OpenSession {
  return {
    id: listId(row.id),
    device: deviceLabel(row.userAgent),
    address: row.address,
    startedAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.id === currentId,
  };
}

/** What the audit entry says of a session: what the person saw of it. */
const audited = (row: OpenSessionRow) => ({ device: deviceLabel(row.userAgent), address: row.address, startedAt: row.createdAt.toISOString() });

export async function mySessions(ctx: Context): Promise<OpenSession[]> {
  const session = sessionOf(ctx);
  const rows = await ctx.services.sessions.listOpen(session.userId, session.id, ctx.now);
  return rows.map((row) => toOpenSession(row, session.id));
}

export async function endOtherSessions(ctx: Context): Promise<EndOtherSessionsPayload> {
  const session = sessionOf(ctx);
  const sessions = ctx.services.sessions;
  const others = (await sessions.listOpen(session.userId, session.id, ctx.now)).filter((row) => row.id !== session.id);
  // Nothing to end: nothing written, no audit entry (a second click, or another tab did it).
  if (others.length === 0) return { sessions: await mySessions(ctx), ended: 0, message: OPEN_SESSION_MESSAGES.noneOther, errors: [] };
  const person = { pk: session.userId, username: session.matricula };
  return performChange(
    workflowDeps(ctx),
    recordChange({
      change: () => ({
        kind: 'sessions_end_others',
        subject: journalSubject('sessions', session.userId),
        ...END_OTHERS_AUDIT,
        before: { ...person, otherSessions: others.map(audited) },
        key: eachSubmission(),
        write: async () => {
          const ended = await sessions.endOthersOfUser(session.userId, session.id, ctx.services.now());
          ctx.log.info('sessions ended: the person ended their other sessions', { userId: session.userId, ended: ended.length });
          return ended;
        },
        after: (ended) => ({ ...person, otherSessions: [], ended: ended.length }),
        prefix: OPEN_SESSION_MESSAGES.endFailed,
      }),
      done: async (ended): Promise<EndOtherSessionsPayload> => {
        const message = ended.length ? OPEN_SESSION_MESSAGES.ended(ended.length) : OPEN_SESSION_MESSAGES.noneOther;
        return { sessions: await mySessions(ctx), ended: ended.length, message, errors: [] };
      },
      refused: (errors): EndOtherSessionsPayload => ({ sessions: null, ended: 0, message: null, errors }),
    }),
  );
}
