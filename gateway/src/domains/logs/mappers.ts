// Log records -> schema types. The before/after data is redacted here, the one place a log entry's data is read.
import type { ApiLogEntry, DatabaseLogEntry, LogUser } from '../../generated/resolvers-types';
import type { ApiLogRecord, DatabaseLogRecord } from '../../upstreams/product-api/logs';
import type { UserRecord } from '../../upstreams/product-api/users';
import { nested } from '../../upstreams/product-api/transport';
import { logDataText, redactText } from '../../redaction';
import { fullName, RUNNING } from './rules';

/** A user as either endpoint gives it: the users list, or nested in an application-log entry. */
type NamedUser = Pick<UserRecord, 'pk' | 'id' | 'username'> & { first_name?: string | null; last_name?: string | null };

const userId = (user: NamedUser) => user.pk ?? user.id;

export function toLogUser(user: NamedUser): LogUser {
  const id = userId(user);
  return { id: id == null ? null : String(id), username: user.username, name: fullName(user.first_name, user.last_name) };
}

export function toApiLogEntry(record: ApiLogRecord): ApiLogEntry {
  const user = nested(record.usuario);
  const bareId = typeof record.usuario === 'number' ? String(record.usuario) : null;
  return {
    id: String(record.id),
    at: record.dataHora,
    method: record.metodo,
    // A user the API could not nest (removed since) still shows its id.
    user: user ? toLogUser(user) : bareId ? { id: bareId, username: bareId, name: null } : null,
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
