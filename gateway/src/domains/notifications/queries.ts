// The notification list's read parameters (docs/areas/catalogue.md#notifications): the filter dialog as notificacoes/
// parameters. The records' shapes are mappers.ts.
import type { NotificationFilter } from '../../generated/resolvers-types';
import type { NotificationFilterParams } from '../../upstreams/product-api/notifications';
import { dateScalarDay } from '../../kit/dates';
import { badInput } from '../../kit/paging';
import { NOTIFY_MESSAGES } from './rules';

/**
 * notificacoes/ parameters: plain days on the date-time columns (the API reads a day in São Paulo, inclusive);
 * the type switches become agendada=true|false, both on no filter, both off refused.
 */
export function notificationFilterParams(filter: NotificationFilter | null | undefined): NotificationFilterParams {
  const params: NotificationFilterParams = {};
  const range = (from: unknown, to: unknown, column: 'data_hora_notificacao' | 'data_hora_agendamento', field: string) => {
    const start = dateScalarDay(from);
    const end = dateScalarDay(to);
    if (start && end && start > end) throw badInput(NOTIFY_MESSAGES.badRange, field);
    if (start) params[`${column}_after`] = start;
    if (end) params[`${column}_before`] = end;
  };
  range(filter?.createdFrom, filter?.createdTo, 'data_hora_notificacao', 'createdFrom');
  range(filter?.sendFrom, filter?.sendTo, 'data_hora_agendamento', 'sendFrom');
  const scheduled = filter?.scheduled ?? true;
  const notScheduled = filter?.notScheduled ?? true;
  if (!scheduled && !notScheduled) throw badInput(NOTIFY_MESSAGES.statusRequired, 'scheduled');
  if (scheduled !== notScheduled) params.agendada = scheduled ? 'true' : 'false';
  return params;
}
