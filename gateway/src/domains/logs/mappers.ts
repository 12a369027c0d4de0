// Log records -> schema types. The before/after data is redacted here, the one place a log entry's data is read.
import type { ApiLogEntry, DatabaseLogEntry, LogUser } from '../../generated/resolvers-types';
import type { ApiLogRecord, DatabaseLogRecord } from '../../upstreams/product-api/logs';
import type { UserRecord } from '../../upstreams/product-api/users';
import { logDataText, redactText } from '../../redaction';
import { fullName, RUNNING } from './rules';

/** A user as either endpoint gives it: the users list, or nested in an application-log entry. */
type NamedUser = Pick<UserRecord, 'pk' | 'id' | 'username'> & { first_name?: string | null; last_name?: string | null };

const userId = (user: NamedUser) => user.pk ?? user.id;

export function toLogUser(user: NamedUser): LogUser {
  const id = userId(user);
  return { id: id == null ? null : String(id), username: user.username, name: fullName(user.first_name, user.last_name) };
}

const KEY_ACTOR = 'integração: ';

/** The 'ator' a change made with an integration key writes in its after data (workflows/audit.ts byKey), if any. */
function keyActor(after: unknown): string | null {
  let data = after;
  if (typeof after === 'string') {
    try {
      data = JSON.parse(after) as unknown;
    } catch {
      return null;
    }
  }
  const actor = data !== null && typeof data === 'object' ? (data as { ator?: unknown }).ator : undefined;
  return typeof actor === 'string' && actor.startsWith(KEY_ACTOR) ? actor : null;
}

/**
 * `serviceAccount`: the matrícula integration keys act as upstream (INTEGRATION_ACCOUNT_MATRICULA). The API records
 * a key's change as that account's; the entry shows the key ('integração: <name>') as who made it. Only that
 * account's entries are read so: an 'ator' in anyone else's data is data, not a name.
 */
export function toApiLogEntry(record: ApiLogRecord, serviceAccount: string | null = null): ApiLogEntry {
  const user = record.usuario;
  // A user the API could not nest (removed since) still shows its id.
  const logUser = !user
    ? null
    : user.username !== undefined
      ? toLogUser({ ...user, username: user.username })
      : { id: String(user.pk), username: String(user.pk), name: null };
  const actor = logUser && serviceAccount !== null && logUser.username === serviceAccount ? keyActor(record.dadoDepois) : null;
  return {
    id: String(record.id),
    at: record.dataHora,
    method: record.metodo,
    user: actor && logUser ? { ...logUser, name: actor } : logUser,
    table: record.tabela,
    before: logDataText(record.dadoAntes),
    after: logDataText(record.dadoDepois),
  };
}

/** `users` holds the users of the page's user_op names (one batch per page); a name of no user stays as written. */
export function toDatabaseLogEntry(record: DatabaseLogRecord, users: ReadonlyMap<string, UserRecord>): DatabaseLogEntry {
  const username = record.user_op ?? '';
  const user = users.get(username);
  return {
    id: String(record.id),
    startedAt: record.start_date_hour,
    endedAt: record.output === RUNNING ? null : record.date_hour,
    user: user ? toLogUser(user) : { id: null, username, name: null },
    origin: record.nature ?? '',
    method: record.type_op ?? '',
    table: record.tabel ?? '',
    status: record.output ?? '',
    // Free text a database client wrote (a connection string, a header in an error): secrets inside are hidden too.
    note: record.obs == null ? record.obs : redactText(record.obs),
    error: record.error == null ? record.error : redactText(record.error),
  };
}
