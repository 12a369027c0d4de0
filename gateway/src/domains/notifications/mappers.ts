// How the schema's PushNotification and NotificationRecipient read the product API's notificacoes/ records and
// clientes-lite/ rows (the send dialog's client picker). Pure shape functions.
import type { NotificationRecipient, PushNotification } from '../../generated/resolvers-types';
import type { CustomerLiteRecord, NotificationRecord } from '../../upstreams/product-api/notifications';
import { daysSinceLastPurchase, hasPushDevice } from '../../kit/customer-activity';

export function toPushNotification(record: NotificationRecord): PushNotification {
  const scheduled = Boolean(record.agendada ?? record.data_hora_agendamento);
  const createdAt = record.data_hora_notificacao ?? null;
  return {
    id: String(record.id),
    title: record.titulo,
    message: record.mensagem,
    audience: record.tipo_notificacao === 'E' ? 'PICKED' : 'GENERAL',
    imageUrl: record.imagem || null,
    scheduled,
    createdAt,
    sendAt: (scheduled && record.data_hora_agendamento) || createdAt,
    selectedUsers: record.usuarios_selecionados || (record.tipo_notificacao === 'E' ? '' : 'Todos'),
  };
}

export function toRecipient(record: CustomerLiteRecord, now: Date): NotificationRecipient {
  const last = record.dtUltmCompra ? record.dtUltmCompra.slice(0, 10) : null;
  return {
    id: String(record.id),
    name: record.cliente,
    lastPurchaseDate: last,
    lastPurchaseValue: record.vlrUltmCompra === null || record.vlrUltmCompra === undefined ? null : String(record.vlrUltmCompra),
    daysSinceLastPurchase: daysSinceLastPurchase(last, now),
    hasPushDevice: hasPushDevice(record),
  };
}
