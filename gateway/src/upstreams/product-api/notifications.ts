// Push notification records (`notificacoes/`, docs/areas/catalogue.md#calls): what was sent to whom, kept by the
// product API; and their audience, the light customer list (`clientes-lite/`) the send dialog's picker pages and the
// gateway reads the picked customers' push devices from.
import type { Page, Params, ProductApiTransport } from './transport';

export interface NotificationWrite {
  titulo: string;
  mensagem: string;
  imagem: string | null;
  /** 'E' to chosen customers, 'G' to all. */
  tipo_notificacao: 'E' | 'G';
  /** The chosen customers, or 'Todos'. */
  usuarios_selecionados: string;
  data_hora_agendamento: string | null;
}

export interface NotificationRecord extends NotificationWrite {
  id: number;
  agendada?: boolean | null;
  data_hora_notificacao?: string | null;
}

/** A `clientes-lite/` row. player_id is the push device id: it never leaves the gateway. */
export interface CustomerLiteRecord {
  id: number;
  cliente: string;
  dtUltmCompra?: string | null;
  vlrUltmCompra?: string | number | null;
  player_id?: string | null;
}

/** Filters of `notificacoes/`: data_hora_notificacao_after/_before, data_hora_agendamento_after/_before, agendada. */
export type NotificationFilterParams = Partial<
  Record<'data_hora_notificacao_after' | 'data_hora_notificacao_before' | 'data_hora_agendamento_after' | 'data_hora_agendamento_before' | 'agendada', string>
>;

const NOTIFICATIONS = 'notificacoes/';
const CUSTOMERS_LITE = 'clientes-lite/';
/** Ids per `?id__in=` read: keeps the URL short (about 4 KB) whatever the audience. */
const IDS_PER_READ = 500;
/** Reads of one audience in flight at once. */
const PARALLEL_READS = 4;

export class Notifications {
  constructor(private readonly api: ProductApiTransport) {}

  create(record: NotificationWrite): Promise<NotificationRecord> {
    return this.api.post<NotificationRecord>(NOTIFICATIONS, record);
  }

  list(filter: NotificationFilterParams, page: number, pageSize: number): Promise<Page<NotificationRecord>> {
    return this.api.list<NotificationRecord>(NOTIFICATIONS, filter as Params, page, pageSize);
  }

  /** The picker: GET clientes-lite/?page_size=10&page&cliente={lowercase name}. */
  recipients(name: string | null, page: number, pageSize: number): Promise<Page<CustomerLiteRecord>> {
    return this.api.list<CustomerLiteRecord>(CUSTOMERS_LITE, name ? { cliente: name.toLowerCase() } : {}, page, pageSize);
  }

  /** The light records of these customers (those that exist), read IDS_PER_READ at a time. */
  async recipientsById(ids: readonly number[]): Promise<CustomerLiteRecord[]> {
    const batches: number[][] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_READ) batches.push(ids.slice(i, i + IDS_PER_READ));
    const found: CustomerLiteRecord[][] = new Array(batches.length);
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        const at = next++;
        const batch = batches[at];
        const one = (id: string) => this.api.getOrNull<CustomerLiteRecord>(`${CUSTOMERS_LITE}${encodeURIComponent(id)}/`);
        const rows = await this.api.byKeys<CustomerLiteRecord>(CUSTOMERS_LITE, 'id', batch, (row) => row.id, { one });
        found[at] = batch.flatMap((id) => rows.get(String(id)) ?? []);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, batches.length) }, worker));
    return found.flat();
  }
}
