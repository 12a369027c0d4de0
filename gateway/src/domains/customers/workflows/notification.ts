// The customer notification workflow ('Notificações' of the customer search, spec 000 sections 5 and 7): a push to
// one customer, the notification record (notificacoes/) and its audit entry, journaled like the order workflows.
import { createHash, randomUUID } from 'node:crypto';
import type { CustomerNotificationInput } from '../../../generated/resolvers-types';
import { formatSendAfter } from '../../../upstreams/push-body';
import type { CustomerRecord } from '../../../upstreams/product-api/customers';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { auditStep } from '../../../workflows/audit';
import { pushStep, textOf, type PushStepResult, type WorkflowDeps } from '../../../workflows/effects';
import { WorkflowBusyError } from '../../../workflows/journal';
import { executeRun, StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import { checkNotificationImage } from '../notification-image';
import type { UserErrorCode, UserErrorData } from '../../../user-error';

export const NOTIFY_MESSAGES = {
  sent: 'Notificação enviada com Sucesso!',
  scheduled: 'Notificação agendada com Sucesso!',
  failed: 'Erro ao Enviar Notificação:',
  scheduleFailed: 'Erro ao agendar notificação:',
  recordFailed: 'Erro ao Salvar Notificação na API:',
  pastSchedule: 'Erro ao agendar notificação: a data e o horário do agendamento precisam estar no futuro.',
  badSchedule: 'Erro ao agendar notificação: data ou horário inválido.',
  empty: (field: string) => `${field} não pode estar vazio!`,
  noDevice: 'Erro ao Enviar Notificação: o cliente não tem um dispositivo cadastrado.',
  notFound: 'Cliente não encontrado.',
} as const;

interface NotificationPayloadResult {
  sent: boolean;
  message: string | null;
  errors: UserErrorData[];
  scheduledFor?: Date | null;
}

/**
 * The journal key of one send: the client's request id plus a digest of the content, so a repeat of the same send
 * is the same run (pushed once, resumed after a failure) while edited content is a new one.
 */
export function notificationKey(customerId: number, requestId: string | null, content: Record<string, string | null>): string {
  if (!requestId) return `cliente:${customerId}:notificacao:${randomUUID()}`;
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 24);
  return `cliente:${customerId}:notificacao:${requestId}:${digest}`;
}

/** The schedule at :00 seconds (Brazil's -03:00 is whole hours, so UTC minutes are local minutes). */
export function scheduleInstant(value: Date | string | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return 'invalid';
  return new Date(Math.floor(time / 60_000) * 60_000);
}

/** data_hora_agendamento as the product API keeps it: ISO 8601 written in -03:00. */
export function scheduleRecordValue(at: Date): string {
  return formatSendAfter(at).replace(' ', 'T').replace(/ GMT([+-]\d\d)(\d\d)$/, '$1:$2');
}

const failed = (code: UserErrorCode, message: string, field: string | null = null): NotificationPayloadResult => ({
  sent: false,
  message: null,
  errors: [{ code, message, field }],
});

export interface NotifyContext {
  now: Date;
  /** The storage API's base: the image must be one of its files. */
  storageUrl: string;
}

export async function notifyCustomer(deps: WorkflowDeps, at: NotifyContext, input: CustomerNotificationInput): Promise<NotificationPayloadResult> {
  const title = input.title.trim();
  const text = input.message.trim();
  if (!title) return failed('REQUIRED', NOTIFY_MESSAGES.empty('Título'), 'title');
  if (!text) return failed('REQUIRED', NOTIFY_MESSAGES.empty('Mensagem'), 'message');
  if (!/^\d{1,12}$/.test(input.customerId.trim())) return failed('BAD_USER_INPUT', 'Cliente inválido.', 'customerId');
  const scheduleAt = scheduleInstant(input.scheduleAt);
  if (scheduleAt === 'invalid') return failed('BAD_USER_INPUT', NOTIFY_MESSAGES.badSchedule, 'scheduleAt');
  if (scheduleAt && scheduleAt.getTime() <= at.now.getTime()) return failed('SCHEDULE_IN_PAST', NOTIFY_MESSAGES.pastSchedule, 'scheduleAt');
  const requestId = input.requestId?.trim() || null;
  if (requestId !== null && !/^[A-Za-z0-9-]{8,64}$/.test(requestId)) return failed('BAD_USER_INPUT', 'Identificador de envio inválido.', 'requestId');
  const failurePrefix = scheduleAt ? NOTIFY_MESSAGES.scheduleFailed : NOTIFY_MESSAGES.failed;
  const image = input.imageUrl?.trim() || null;
  if (image) {
    const problem = await checkNotificationImage(image, at.storageUrl);
    if (problem) return failed('IMAGE_INVALID', problem, 'imageUrl');
  }
  let customer: CustomerRecord;
  try {
    customer = await deps.api.customers.get(Number(input.customerId));
  } catch (error) {
    if (isNotFound(error)) return failed('NOT_FOUND', NOTIFY_MESSAGES.notFound, 'customerId');
    return failed('UPSTREAM_ERROR', `${failurePrefix} ${textOf(error)}`);
  }
  if (!customer.player_id?.trim()) return failed('NO_DEVICE', NOTIFY_MESSAGES.noDevice, 'customerId');

  const push = pushStep(
    deps,
    'push.customer',
    () => ({ deviceId: customer.player_id, message: { title, text }, bigPicture: image, sendAt: scheduleAt }),
    failurePrefix,
  );
  const steps: WorkflowStep[] = [
    {
      ...push,
      run: async (io) => {
        const result = (await push.run(io)) as PushStepResult;
        if (!result.sent) throw new StepRefusal('PUSH_NOT_DELIVERED', `${failurePrefix} ${result.reason ?? ''}`.trim());
        return result;
      },
    },
    // DESIGN section 4: the push itself is audited under 'notificacoes(OneSignal)', before its record is saved.
    auditStep(deps, 'audit.push', 'notificacoes(OneSignal)', 'POST', (results) => ({
      before: null,
      after: {
        id: (results['push.customer'] as PushStepResult).id ?? null,
        titulo: title,
        mensagem: text,
        imagem: image,
        usuarios_selecionados: String(customer.id),
        data_hora_agendamento: scheduleAt ? scheduleRecordValue(scheduleAt) : null,
      },
    })),
    {
      name: 'notification.record',
      // Spec 001 section 8: a save failure after a successful push is reported on its own.
      failure: (error) => ({ code: 'NOTIFICATION_RECORD_FAILED', message: `${NOTIFY_MESSAGES.recordFailed} ${textOf(error)}` }),
      run: () =>
        deps.api.notifications.create({
          titulo: title,
          mensagem: text,
          imagem: image,
          tipo_notificacao: 'E',
          usuarios_selecionados: String(customer.id),
          data_hora_agendamento: scheduleAt ? scheduleRecordValue(scheduleAt) : null,
        }),
    },
    auditStep(deps, 'audit.notification', 'notificacoes', 'POST', (results) => ({ before: null, after: results['notification.record'] })),
  ];
  let run;
  try {
    ({ run } = await deps.journal.open({
      kind: 'customer_notification',
      subject: `cliente:${customer.id}`,
      idempotencyKey: notificationKey(customer.id, requestId, { title, text, image, scheduleAt: scheduleAt?.toISOString() ?? null }),
      input: { title, message: text, imageUrl: image, scheduleAt: scheduleAt?.toISOString() ?? null },
      sessionId: deps.sessionId,
      userId: deps.user.userId,
    }));
  } catch (error) {
    if (error instanceof WorkflowBusyError) return failed('WORKFLOW_BUSY', 'Uma notificação para este cliente já está sendo enviada. Aguarde.');
    throw error;
  }
  const outcome = await executeRun(deps.journal, run, steps);
  if (outcome.run.status !== 'succeeded') {
    const error = outcome.run.error!;
    // Once the push went out, a failure to record it does not mean the customer was not notified.
    const pushed = (outcome.results['push.customer'] as PushStepResult | undefined)?.sent ?? false;
    return { sent: pushed, message: null, errors: [{ code: error.code, message: error.message, field: error.field ?? null }] };
  }
  return { sent: true, message: scheduleAt ? NOTIFY_MESSAGES.scheduled : NOTIFY_MESSAGES.sent, errors: [], scheduledFor: scheduleAt };
}
