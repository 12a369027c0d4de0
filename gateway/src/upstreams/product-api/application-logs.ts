// The application log (`application-logs/`, docs/areas/orders.md#calls): one entry per change, written by the gateway.
import type { ProductApiTransport } from './transport';

export interface ApplicationLogWrite {
  metodo: 'POST' | 'PUT' | 'DELETE';
  /** The acting user's upstream id. */
  usuario: number;
  tabela: string;
  dadoAntes: unknown;
  dadoDepois: unknown;
}

export interface ApplicationLogRecord {
  id: number;
  metodo: string;
  usuario: number | null;
  tabela: string;
  dadoAntes: unknown;
  dadoDepois: unknown;
}

const LOGS = 'application-logs/';
/** How far back a repeated write looks for the entry its lost attempt may have written (newest first). */
const RECENT = 50;

export class ApplicationLogs {
  constructor(private readonly api: ProductApiTransport) {}

  async write(entry: ApplicationLogWrite): Promise<{ id: number | null }> {
    const saved = await this.api.post<{ id?: number } | null>(LOGS, entry);
    return { id: saved?.id ?? null };
  }

  /** The user's latest entries of this kind (same table and method), newest first. */
  async recent(like: Pick<ApplicationLogWrite, 'metodo' | 'usuario' | 'tabela'>): Promise<ApplicationLogRecord[]> {
    const rows = await this.api.firstPage<ApplicationLogRecord>(LOGS, { metodo: like.metodo, usuario: like.usuario, tabela: like.tabela, page_size: RECENT });
    // Only this user's entries of this kind, whatever filters the API honours.
    return rows.filter((e) => e.metodo === like.metodo && e.tabela === like.tabela && Number(e.usuario) === Number(like.usuario));
  }
}
