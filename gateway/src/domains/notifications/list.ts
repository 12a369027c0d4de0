// The notification list and the client picker (spec 001 sections 2.7 and 7): the filter dialog as notificacoes/
// parameters, records and picker rows as the schema reads them.
import type { NotificationFilter, NotificationRecipient, PushNotification } from '../../generated/resolvers-types';
import type { CustomerLiteRecord, NotificationFilterParams, NotificationRecord } from '../../upstreams/product-api/notifications';
import { dateScalarDay, daysBetween, saoPauloDate } from '../../kit/dates';
import { badInput } from '../../kit/paging';

export const STATUS_FILTER_REQUIRED = 'Pelo menos um filtro de status deve estar habilitado';
export const BAD_RANGE = 'A data inicial deve ser anterior ou igual à data final.';

/**
 * notificacoes/ parameters: plain days on the date-time columns (the API reads a day in São Paulo, inclusive);
 * the type switches become agendada=true|false, both on no filter, both off refused.
 */
export function notificationFilterParams(filter: NotificationFilter | null | undefined): NotificationFilterParams {
  const params: NotificationFilterParams = {};
  const range = (from: unknown, to: unknown, column: 'data_hora_notificacao' | 'data_hora_agendamento', field: string) => {
    const start = dateScalarDay(from);
    const end = dateScalarDay(to);
    if (start && end && start > end) throw badInput(BAD_RANGE, field);
    if (start) params[`${column}_after`] = start;
    if (end) params[`${column}_before`] = end;
  };
  range(filter?.createdFrom, filter?.createdTo, 'data_hora_notificacao', 'createdFrom');
  range(filter?.sendFrom, filter?.sendTo, 'data_hora_agendamento', 'sendFrom');
  const scheduled = filter?.scheduled ?? true;
  const notScheduled = filter?.notScheduled ?? true;
  if (!scheduled && !notScheduled) throw badInput(STATUS_FILTER_REQUIRED, 'scheduled');
  if (scheduled !== notScheduled) params.agendada = scheduled ? 'true' : 'false';
  return params;
}

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
    daysSinceLastPurchase: last ? Math.max(0, daysBetween(last, saoPauloDate(now))) : null,
    hasPushDevice: typeof record.player_id === 'string' && record.player_id.trim() !== '',
  };
}
