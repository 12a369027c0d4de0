// The two logs as the log pages read them (docs/areas/staff-and-support.md#calls): the application log with its user nested
// (`detalhe-application-logs/`; the gateway writes it through application-logs.ts) and the database (update) log
// (`detalhe-update-logs/`). Filter dates are plain days: the API reads a day as the whole day in São Paulo.
import { userRefOf, type Page, type Params, type ProductApiTransport } from './transport';

/** The acting user: its pk always, the names `detalhe-application-logs/` nests (none for a user removed since). */
export interface ApiLogUserRecord {
  pk: number;
  username?: string;
  first_name?: string | null;
  last_name?: string | null;
}

/** An application-log entry as the panel holds it, the same whichever way the API sent its user (nested or bare). */
export interface ApiLogRecord {
  id: number;
  metodo: string;
  usuario: ApiLogUserRecord | null;
  tabela: string;
  dadoAntes: unknown;
  dadoDepois: unknown;
  /** ISO date-time */
  dataHora: string;
}

export interface ApiLogFilter {
  userId?: number;
  /** 'YYYY-MM-DD', inclusive */
  from?: string;
  to?: string;
  method?: string;
}

export interface DatabaseLogRecord {
  id: number;
  start_date_hour: string;
  date_hour: string | null;
  user_op: string | null;
  nature: string | null;
  type_op: string | null;
  tabel: string | null;
  output: string | null;
  obs: string | null;
  error: string | null;
}

export interface DatabaseLogFilter {
  username?: string;
  /** 'YYYY-MM-DD', inclusive, on the start time (docs/decisions/0020-database-log-dates-on-start.md) */
  from?: string;
  to?: string;
  method?: string;
}

/** An entry as the API sends it. */
type ApiLogWire = Omit<ApiLogRecord, 'usuario'> & { usuario: ApiLogUserRecord | number | null };

/** The one shape of an entry (see ApiLogRecord), made where the API's answer enters the gateway. */
const toApiLog = (wire: ApiLogWire): ApiLogRecord => ({
  ...wire,
  usuario: userRefOf(wire.usuario),
});

const API_LOGS = 'detalhe-application-logs/';
const DATABASE_LOGS = 'detalhe-update-logs/';

export class ApiLogs {
  constructor(private readonly api: ProductApiTransport) {}

  /** Newest first (the API's order), one call per page. */
  async list(filter: ApiLogFilter, page: number, pageSize: number): Promise<Page<ApiLogRecord>> {
    const params: Params = {};
    if (filter.userId !== undefined) params.usuario = filter.userId;
    if (filter.from) params.dataHora_after = filter.from;
    if (filter.to) params.dataHora_before = filter.to;
    if (filter.method) params.metodo = filter.method;
    const { total, items } = await this.api.list<ApiLogWire>(API_LOGS, params, page, pageSize);
    return { total, items: items.map(toApiLog) };
  }

  /** These entries with their users nested, in one call (an order's history names who made each change). */
  async byIds(ids: readonly number[]): Promise<ApiLogRecord[]> {
    if (ids.length === 0) return [];
    const one = (id: string) => this.api.getOrNull<ApiLogWire>(`${API_LOGS}${encodeURIComponent(id)}/`);
    const found = await this.api.byKeys<ApiLogWire>(API_LOGS, 'id', ids, (row) => row.id, { one });
    return ids.flatMap((id) => {
      const row = found.get(String(id));
      return row ? [toApiLog(row)] : [];
    });
  }
}

export class DatabaseLogs {
  constructor(private readonly api: ProductApiTransport) {}

  /** Newest start first (the API's order), one call per page. */
  list(filter: DatabaseLogFilter, page: number, pageSize: number): Promise<Page<DatabaseLogRecord>> {
    const params: Params = {};
    if (filter.username) params.user_op = filter.username;
    if (filter.from) params.start_date_hour_after = filter.from;
    if (filter.to) params.start_date_hour_before = filter.to;
    if (filter.method) params.type_op = filter.method;
    return this.api.list<DatabaseLogRecord>(DATABASE_LOGS, params, page, pageSize);
  }
}
