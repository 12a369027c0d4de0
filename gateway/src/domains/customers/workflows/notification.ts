// The customer notification ('Notificações' of the customer search, spec 000 sections 5 and 7): a push to one
// customer, checked here, sent by the shared notification workflow (domains/notifications: push, its audit entry
// 'notificacoes(OneSignal)', the record in notificacoes/ and its audit entry).
import type { CustomerNotificationInput } from '../../../generated/resolvers-types';
import type { CustomerRecord } from '../../../upstreams/product-api/customers';
import { isNotFound } from '../../../upstreams/product-api/transport';
import type { WorkflowDeps } from '../../../workflows/effects';
import { textOf } from '../../../kit/text';
import { audienceChunks } from '../../../upstreams/push-audience';
import { contentProblem, NOTIFICATION_IMAGE, NOTIFY_MESSAGES, notificationKey, requestIdOf, scheduleInstant } from '../../notifications/rules';
import { refusal, runNotification, type NotificationResult } from '../../notifications/workflow';
import { imageProblem } from '../../../kit/image-check';

export interface NotifyContext {
  now: Date;
  /** The storage API's base: the image must be one of its files. */
  storageUrl: string;
}

export async function notifyCustomer(deps: WorkflowDeps, at: NotifyContext, input: CustomerNotificationInput): Promise<NotificationResult> {
  const title = input.title.trim();
  const text = input.message.trim();
  const bad = contentProblem(title, text);
  if (bad) return refusal(bad.code, bad.message, bad.field);
  if (!/^\d{1,12}$/.test(input.customerId.trim())) return refusal('BAD_USER_INPUT', 'Cliente inválido.', 'customerId');
  const scheduleAt = scheduleInstant(input.scheduleAt);
  if (scheduleAt === 'invalid') return refusal('BAD_USER_INPUT', NOTIFY_MESSAGES.badSchedule, 'scheduleAt');
  if (scheduleAt && scheduleAt.getTime() <= at.now.getTime()) return refusal('SCHEDULE_IN_PAST', NOTIFY_MESSAGES.pastSchedule, 'scheduleAt');
  const requestId = requestIdOf(input.requestId);
  if (requestId === 'invalid') return refusal('BAD_USER_INPUT', NOTIFY_MESSAGES.badRequestId, 'requestId');
  const failurePrefix = scheduleAt ? NOTIFY_MESSAGES.scheduleFailed : NOTIFY_MESSAGES.failed;
  const image = input.imageUrl?.trim() || null;
  if (image) {
    const problem = await imageProblem(image, NOTIFICATION_IMAGE, at.storageUrl);
    if (problem) return refusal('IMAGE_INVALID', problem, 'imageUrl');
  }
  let customer: CustomerRecord;
  try {
    customer = await deps.api.customers.get(Number(input.customerId));
  } catch (error) {
    if (isNotFound(error)) return refusal('NOT_FOUND', NOTIFY_MESSAGES.notFound, 'customerId');
    return refusal('UPSTREAM_ERROR', `${failurePrefix} ${textOf(error)}`);
  }
  const targets = audienceChunks([customer.player_id], deps.push.style);
  if (targets.length === 0) return refusal('NO_DEVICE', NOTIFY_MESSAGES.noDevice, 'customerId');

  const subject = `cliente:${customer.id}`;
  return runNotification(deps, {
    kind: 'customer_notification',
    subject,
    idempotencyKey: notificationKey(subject, requestId, { title, text, image, scheduleAt: scheduleAt?.toISOString() ?? null }),
    title,
    text,
    image,
    link: null,
    scheduleAt,
    recipients: async () => ({ targets, record: { tipo_notificacao: 'E', usuarios_selecionados: String(customer.id) } }),
  });
}
