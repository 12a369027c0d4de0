// sendNotification: the send dialog of the 'notificacao' page checked (title, message, link, schedule, image on
// the stored file), its audience resolved (every app user, or the picked customers' devices read from clientes-lite)
// and chunked, then sent by the shared notification workflow.
import type { SendNotificationInput } from '../../generated/resolvers-types';
import type { CustomerLiteRecord } from '../../upstreams/product-api/notifications';
import type { UserErrorData } from '../../user-error';
import type { WorkflowDeps } from '../../workflows/effects';
import { textOf } from '../../kit/text';
import { imageProblem } from '../../kit/image-check';
import { audienceChunks } from '../../upstreams/push-audience';
import {
  contentProblem,
  PAGE_REQUIRED,
  MAX_PICKED_CUSTOMERS,
  NOTIFICATION_IMAGE,
  NOTIFY_MESSAGES,
  notificationKey,
  pickedIds,
  requestIdOf,
  scheduleInstant,
} from './rules';
import { refusal, runNotification, type NotificationResult, type Recipients } from './workflow';

export interface SendContext {
  now: Date;
  /** The storage API's base: the image must be one of its files. */
  storageUrl: string;
}

const problem = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData => ({ code, message, field });

/** The picked customers' push devices in provider chunks, and their names for the record. */
async function pickedRecipients(deps: WorkflowDeps, ids: number[], failurePrefix: string): Promise<Recipients | UserErrorData> {
  let found: CustomerLiteRecord[];
  try {
    found = await deps.api.notifications.recipientsById(ids);
  } catch (error) {
    return problem('UPSTREAM_ERROR', `${failurePrefix} ${textOf(error)}`);
  }
  const byId = new Map(found.map((c) => [c.id, c]));
  const missing = ids.filter((id) => !byId.has(id)).length;
  if (missing) return problem('NOT_FOUND', NOTIFY_MESSAGES.pickedMissing(missing), 'customerIds');
  const picked = ids.map((id) => byId.get(id)!);
  const targets = audienceChunks(
    picked.map((c) => c.player_id),
    deps.push.style,
  );
  if (targets.length === 0) return problem('NO_DEVICE', NOTIFY_MESSAGES.noDevices, 'customerIds');
  return { targets, record: { tipo_notificacao: 'E', usuarios_selecionados: picked.map((c) => c.cliente.trim()).join(', ') } };
}

export async function sendNotification(deps: WorkflowDeps, at: SendContext, input: SendNotificationInput): Promise<NotificationResult> {
  const title = input.title.trim();
  const text = input.message.trim();
  const link = input.link?.trim() || null;
  const bad = contentProblem(title, text, link, PAGE_REQUIRED);
  if (bad) return refusal(bad.code, bad.message, bad.field);
  const scheduleAt = scheduleInstant(input.scheduleAt);
  if (scheduleAt === 'invalid') return refusal('BAD_USER_INPUT', NOTIFY_MESSAGES.badSchedule, 'scheduleAt');
  if (scheduleAt && scheduleAt.getTime() <= at.now.getTime()) return refusal('SCHEDULE_IN_PAST', NOTIFY_MESSAGES.pastSchedule, 'scheduleAt');
  const requestId = requestIdOf(input.requestId);
  if (requestId === 'invalid') return refusal('BAD_USER_INPUT', NOTIFY_MESSAGES.badRequestId, 'requestId');
  let ids: number[] = [];
  if (input.audience === 'PICKED') {
    const picked = pickedIds(input.customerIds ?? []);
    if (picked === null) return refusal('BAD_USER_INPUT', 'Cliente inválido.', 'customerIds');
    if (picked.length === 0) return refusal('REQUIRED', NOTIFY_MESSAGES.nobodyPicked, 'customerIds');
    if (picked.length > MAX_PICKED_CUSTOMERS) return refusal('BAD_USER_INPUT', NOTIFY_MESSAGES.tooManyPicked(MAX_PICKED_CUSTOMERS), 'customerIds');
    ids = picked;
  }
  const image = input.imageUrl?.trim() || null;
  if (image) {
    const wrong = await imageProblem(image, NOTIFICATION_IMAGE, at.storageUrl);
    if (wrong) return refusal('IMAGE_INVALID', wrong, 'imageUrl');
  }
  const failurePrefix = scheduleAt ? NOTIFY_MESSAGES.scheduleFailed : NOTIFY_MESSAGES.failed;
  const content = { title, text, image, link, scheduleAt: scheduleAt?.toISOString() ?? null, audience: input.audience, ids };
  const key = notificationKey('notificacao', requestId, content);
  return runNotification(deps, {
    kind: 'notification_send',
    // One run per send: the key is the subject, so different sends never wait for each other.
    subject: key,
    idempotencyKey: key,
    title,
    text,
    image,
    link,
    scheduleAt,
    recipients: async () =>
      input.audience === 'GENERAL'
        ? { targets: [deps.push.everyone()], record: { tipo_notificacao: 'G', usuarios_selecionados: 'Todos' } }
        : pickedRecipients(deps, ids, failurePrefix),
  });
}
