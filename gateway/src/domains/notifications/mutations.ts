// The two ways staff push a notification, both owned here and sent by the one run of workflows/push-send.ts:
// - sendNotification, the 'notificacao' page's send dialog (docs/areas/catalogue.md#sending): every app user, or the
//   picked customers' devices read from clientes-lite;
// - notifyCustomer, the customer search's 'Notificações' dialog (docs/areas/orders.md#customer-push): one customer.
// Each checks its input (title, message, link, schedule, request id, the image as a stored file) before reading
// anything, then resolves the audience into provider chunks and runs the send keyed by rules.ts `sendKey`.
import type { Context } from '../../context';
import type { CustomerNotificationInput, SendNotificationInput } from '../../generated/resolvers-types';
import { imageProblem, storedFilesBase } from '../../kit/image-check';
import { failure, isRefusal } from '../../kit/payload';
import { existing } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { CustomerRecord } from '../../upstreams/product-api/customers';
import type { CustomerLiteRecord } from '../../upstreams/product-api/notifications';
import { audienceChunks } from '../../upstreams/push-audience';
import type { UserErrorData } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import type { WorkflowDeps } from '../../workflows/effects';
import { inputDigest } from '../../workflows/keys';
import { journalSubject } from '../../workflows/subjects';
import {
  contentProblem,
  MAX_PICKED_CUSTOMERS,
  NOTIFICATION_IMAGE,
  NOTIFY_MESSAGES,
  PAGE_REQUIRED,
  pickedIds,
  requestIdOf,
  scheduleInstant,
  sendKey,
  senderOf,
} from './rules';
import { notSent, runNotification, type NotificationResult, type Recipients } from './workflows/push-send';

/** What a send's checks read of the request: the clock and the storage API's base (the image must be one of its files). */
interface SendContext {
  now: Date;
  storageUrl: string;
}

const sendContext = (ctx: Context): SendContext => ({ now: ctx.now, storageUrl: storedFilesBase(ctx.services.connections.settings.urls) });

/** The audit table the sends are recorded in: what their journal subjects name. */
const TABLE = 'notificacoes';

/** The schedule and the request id, the checks both dialogs share after their content; a refusal or the values. */
function sendTiming(input: { scheduleAt?: Date | string | null; requestId?: string | null }, now: Date) {
  const scheduleAt = scheduleInstant(input.scheduleAt);
  if (scheduleAt === 'invalid') return failure('BAD_USER_INPUT', NOTIFY_MESSAGES.badSchedule, 'scheduleAt');
  if (scheduleAt && scheduleAt.getTime() <= now.getTime()) return failure('SCHEDULE_IN_PAST', NOTIFY_MESSAGES.pastSchedule, 'scheduleAt');
  const requestId = requestIdOf(input.requestId);
  if (requestId === 'invalid') return failure('BAD_USER_INPUT', NOTIFY_MESSAGES.badRequestId, 'requestId');
  return { scheduleAt, requestId };
}

/** The image must be a stored 1038x519 JPEG; null when there is none or it is. */
async function imageRefusal(image: string | null, at: SendContext): Promise<UserErrorData[] | null> {
  const wrong = image ? await imageProblem(image, NOTIFICATION_IMAGE, at.storageUrl) : null;
  return wrong ? failure('IMAGE_INVALID', wrong, 'imageUrl') : null;
}

/** The picked customers' push devices in provider chunks, and their names for the record. */
async function pickedRecipients(deps: WorkflowDeps, ids: number[], failurePrefix: string): Promise<Recipients | UserErrorData> {
  let found: CustomerLiteRecord[];
  try {
    found = await deps.api.notifications.recipientsById(ids);
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${failurePrefix} ${textOf(error)}`)[0];
  }
  const byId = new Map(found.map((c) => [c.id, c]));
  const missing = ids.filter((id) => !byId.has(id)).length;
  if (missing) return failure('NOT_FOUND', NOTIFY_MESSAGES.pickedMissing(missing), 'customerIds')[0];
  const picked = ids.map((id) => byId.get(id)!);
  const targets = audienceChunks(
    picked.map((c) => c.player_id),
    deps.push.style,
  );
  if (targets.length === 0) return failure('NO_DEVICE', NOTIFY_MESSAGES.noDevices, 'customerIds')[0];
  return { targets, record: { tipo_notificacao: 'E', usuarios_selecionados: picked.map((c) => c.cliente.trim()).join(', ') } };
}

/** The page's send dialog. */
export async function sendNotification(ctx: Context, input: SendNotificationInput): Promise<NotificationResult> {
  const deps = workflowDeps(ctx);
  const at = sendContext(ctx);
  const title = input.title.trim();
  const text = input.message.trim();
  const link = input.link?.trim() || null;
  const bad = contentProblem(title, text, link, PAGE_REQUIRED);
  if (bad) return notSent(failure(bad.code, bad.message, bad.field));
  const timing = sendTiming(input, at.now);
  if (Array.isArray(timing)) return notSent(timing);
  const { scheduleAt, requestId } = timing;
  let ids: number[] = [];
  if (input.audience === 'PICKED') {
    const picked = pickedIds(input.customerIds ?? []);
    if (picked === null) return notSent(failure('BAD_USER_INPUT', NOTIFY_MESSAGES.badCustomer, 'customerIds'));
    if (picked.length === 0) return notSent(failure('REQUIRED', NOTIFY_MESSAGES.nobodyPicked, 'customerIds'));
    if (picked.length > MAX_PICKED_CUSTOMERS) return notSent(failure('BAD_USER_INPUT', NOTIFY_MESSAGES.tooManyPicked(MAX_PICKED_CUSTOMERS), 'customerIds'));
    ids = picked;
  }
  const image = input.imageUrl?.trim() || null;
  const wrongImage = await imageRefusal(image, at);
  if (wrongImage) return notSent(wrongImage);
  const failurePrefix = scheduleAt ? NOTIFY_MESSAGES.scheduleFailed : NOTIFY_MESSAGES.failed;
  const content = { title, text, image, link, scheduleAt: scheduleAt?.toISOString() ?? null, audience: input.audience, ids };
  const sender = senderOf(deps.user);
  if (!requestId) deps.log.warn('sendNotification without requestId (deprecated: keyed by its content)', { sender });
  return runNotification(deps, {
    kind: 'notification_send',
    // One subject per send (its request and content, or the sender and content), so different sends never wait
    // for each other while identical ones share one run.
    subject: journalSubject(TABLE, requestId ?? sender, inputDigest(deps.encryptionKey, content)),
    key: sendKey(requestId, content, sender),
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

/** The customer search's dialog: one customer, who must have a push device. */
export async function notifyCustomer(ctx: Context, input: CustomerNotificationInput): Promise<NotificationResult> {
  const deps = workflowDeps(ctx);
  const at = sendContext(ctx);
  const title = input.title.trim();
  const text = input.message.trim();
  const bad = contentProblem(title, text);
  if (bad) return notSent(failure(bad.code, bad.message, bad.field));
  if (!/^\d{1,12}$/.test(input.customerId.trim())) return notSent(failure('BAD_USER_INPUT', NOTIFY_MESSAGES.badCustomer, 'customerId'));
  const timing = sendTiming(input, at.now);
  if (Array.isArray(timing)) return notSent(timing);
  const { scheduleAt, requestId } = timing;
  const failurePrefix = scheduleAt ? NOTIFY_MESSAGES.scheduleFailed : NOTIFY_MESSAGES.failed;
  const image = input.imageUrl?.trim() || null;
  const wrongImage = await imageRefusal(image, at);
  if (wrongImage) return notSent(wrongImage);
  // The customer by id (kit/records.ts): a missing one is 'Cliente não encontrado.' on the dialog's customer field.
  const customer = await existing<CustomerRecord>(ctx, {
    id: input.customerId,
    get: (id) => deps.api.customers.get(id),
    notFound: NOTIFY_MESSAGES.notFound,
    failed: `${failurePrefix} `,
  });
  if (isRefusal(customer)) return notSent(customer.map((e) => (e.field === 'id' ? { ...e, field: 'customerId' } : e)));
  const targets = audienceChunks([customer.player_id], deps.push.style);
  if (targets.length === 0) return notSent(failure('NO_DEVICE', NOTIFY_MESSAGES.noDevice, 'customerId'));
  if (!requestId) deps.log.warn('notifyCustomer without requestId (deprecated: keyed by its content)', { sender: senderOf(deps.user) });
  return runNotification(deps, {
    kind: 'customer_notification',
    subject: journalSubject('clientes', customer.id),
    key: sendKey(requestId, { title, text, image, scheduleAt: scheduleAt?.toISOString() ?? null }, senderOf(deps.user)),
    title,
    text,
    image,
    link: null,
    scheduleAt,
    recipients: async () => ({ targets, record: { tipo_notificacao: 'E', usuarios_selecionados: String(customer.id) } }),
  });
}
