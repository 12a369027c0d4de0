// Push notification records (`notificacoes/`): what was sent to whom, kept by the product API.
import type { ProductApiTransport } from './transport';

export interface NotificationWrite {
  titulo: string;
  mensagem: string;
  imagem: string | null;
  /** 'E' to chosen customers, 'T' to all. */
  tipo_notificacao: 'E' | 'T';
  usuarios_selecionados: string;
  data_hora_agendamento: string | null;
}

export interface NotificationRecord extends NotificationWrite {
  id: number;
}

const NOTIFICATIONS = 'notificacoes/';

export class Notifications {
  constructor(private readonly api: ProductApiTransport) {}

  create(record: NotificationWrite): Promise<NotificationRecord> {
    return this.api.post<NotificationRecord>(NOTIFICATIONS, record);
  }
}
