// 'Filtros de Notificações' <-> URL search params <-> GraphQL variables (docs/areas/catalogue.md#notifications):
// creation and send date ranges ('YYYY-MM-DD', São Paulo days) and the switches 'Agendadas' / 'Não-Agendadas' (both
// on by default).
import { pagingVariables, type Paging } from '../lib/listPaging';

export interface NotificationFilterState {
  createdFrom: string;
  createdTo: string;
  sendFrom: string;
  sendTo: string;
  scheduled: boolean;
  notScheduled: boolean;
}

export const STATUS_REQUIRED = 'Pelo menos um filtro de status deve estar habilitado';
export const RANGE_REVERSED = 'A data inicial deve ser anterior ou igual à data final.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

export function readNotificationFilter(params: URLSearchParams): NotificationFilterState {
  return {
    createdFrom: day(params.get('criacaoDe')),
    createdTo: day(params.get('criacaoAte')),
    sendFrom: day(params.get('envioDe')),
    sendTo: day(params.get('envioAte')),
    scheduled: params.get('agendadas') !== '0',
    notScheduled: params.get('naoAgendadas') !== '0',
  };
}

export function writeNotificationFilter(params: URLSearchParams, filter: NotificationFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('criacaoDe', filter.createdFrom);
  set('criacaoAte', filter.createdTo);
  set('envioDe', filter.sendFrom);
  set('envioAte', filter.sendTo);
  set('agendadas', filter.scheduled ? '' : '0');
  set('naoAgendadas', filter.notScheduled ? '' : '0');
  next.delete('pagina');
  return next;
}

export type NotificationFilterErrors = Partial<Record<'status' | 'created' | 'send', string>>;

export function validateNotificationFilter(filter: NotificationFilterState): NotificationFilterErrors {
  const errors: NotificationFilterErrors = {};
  if (!filter.scheduled && !filter.notScheduled) errors.status = STATUS_REQUIRED;
  if (filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo) errors.created = RANGE_REVERSED;
  if (filter.sendFrom && filter.sendTo && filter.sendFrom > filter.sendTo) errors.send = RANGE_REVERSED;
  return errors;
}

export function notificationVariables(filter: NotificationFilterState, paging: Paging) {
  const dates = Object.fromEntries((['createdFrom', 'createdTo', 'sendFrom', 'sendTo'] as const).filter((key) => filter[key]).map((key) => [key, filter[key]]));
  return {
    filter: { ...dates, scheduled: filter.scheduled, notScheduled: filter.notScheduled },
    ...pagingVariables(paging),
  };
}
