// One notification send as a journaled run (docs/areas/catalogue.md#sending; docs/decisions/0017-pushes-audited.md), for the 'notificacao'
// page and a push to one customer alike: one push step per provider request (each with its own idempotency key, so a
// retry never sends a chunk twice), the push's audit entry 'notificacoes(OneSignal)', then the record in the product
// API ('Erro ao Salvar Notificação na API: ...' on its own when that fails after the push) and the record's audit
// entry. The run goes through the engine's performChange, keyed by the send's strategy (mutations.ts: the client's
// request id, or every submission its own send).
import type { GraphQLError } from 'graphql';
import type { PushContent } from '../../../upstreams/push';
import type { PushTarget } from '../../../upstreams/push-body';
import type { NotificationRecord, NotificationWrite } from '../../../upstreams/product-api/notifications';
import type { UserErrorData } from '../../../user-error';
import { auditStep } from '../../../workflows/audit';
import { failureWith, logPushRefusal, type WorkflowDeps } from '../../../workflows/effects';
import { performChange } from '../../../workflows/engine';
import { textOf } from '../../../kit/text';
import type { RunKey } from '../../../workflows/keys';
import { runOfSubmission } from '../../../workflows/questions';
import { StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import { devicesIn } from '../../../upstreams/push-audience';
import { NOTIFY_MESSAGES, scheduleRecordValue } from '../rules';

export interface NotificationResult {
  /** Whether the push provider accepted the message (true even when only its record failed). */
  sent: boolean;
  message: string | null;
  errors: UserErrorData[];
  scheduledFor?: Date | null;
}

export interface NotificationSend {
  kind: string;
  /** The journal subject (subjects.ts journalSubject; one running send per subject). */
  subject: string;
  /** How a repeat of this send is recognised (keys.ts): the client's request id, or each submission its own. */
  key: RunKey;
  title: string;
  text: string;
  image: string | null;
  link: string | null;
  scheduleAt: Date | null;
  /**
   * Who it goes to. Asked only for a new send: a resumed one pushes the chunks its first attempt recorded, so a
   * changed device list cannot shift what a chunk holds. A UserErrorData answers instead.
   */
  recipients: () => Promise<Recipients | UserErrorData>;
}

export interface Recipients {
  /** The provider requests, already chunked. */
  targets: PushTarget[];
  /** tipo_notificacao and usuarios_selecionados of the record. */
  record: Pick<NotificationWrite, 'tipo_notificacao' | 'usuarios_selecionados'>;
}

export interface ChunkResult {
  sent: boolean;
  id?: string;
  replayed?: boolean;
  reason?: string;
}

/** The payload of a send refused before anything was pushed (kit/payload.ts `failure` builds the errors). */
export const notSent = (errors: UserErrorData[]): NotificationResult => ({ sent: false, message: null, errors });

/** Audience problems (no device subscribed) are facts about the recipients, not failures to retry. */
function isNobodyReached(error: unknown): boolean {
  const extensions = (error as GraphQLError)?.extensions;
  return extensions?.upstream === 'push' && extensions?.code === 'UPSTREAM_ERROR' && 'recipients' in extensions;
}

const pushStepName = (index: number) => `push.${index + 1}`;

function pushSteps(deps: WorkflowDeps, send: NotificationSend, targets: PushTarget[], failurePrefix: string): WorkflowStep[] {
  const content: PushContent = {
    message: { title: send.title, text: send.text },
    bigPicture: send.image,
    url: send.link,
    sendAt: send.scheduleAt,
  };
  const chunks: WorkflowStep[] = targets.map((target, index) => ({
    name: pushStepName(index),
    progress: `Enviando notificação (${index + 1} de ${targets.length})...`,
    failure: failureWith('PUSH_FAILED', failurePrefix),
    run: async (io): Promise<ChunkResult> => {
      const body = deps.push.prepareFor(target, content, io.key);
      // The devices are in the run's input already: the journal keeps what identifies this request, not 2 000 ids again.
      await io.recordRequest({ idempotency_key: body.idempotency_key, devices: devicesIn(target), send_after: body.send_after ?? null });
      try {
        const reply = await deps.push.send(body);
        return { sent: true, id: reply.id, replayed: reply.replayed };
      } catch (error) {
        logPushRefusal(deps, pushStepName(index), error);
        if (isNobodyReached(error)) return { sent: false, reason: textOf(error) };
        throw error;
      }
    },
  }));
  const delivered: WorkflowStep = {
    name: 'push.delivered',
    run: async (io) => {
      const results = targets.map((_, index) => io.results[pushStepName(index)] as ChunkResult);
      if (!results.some((r) => r.sent)) throw new StepRefusal('PUSH_NOT_DELIVERED', `${failurePrefix} ${results[0]?.reason ?? ''}`.trim());
      return { ids: results.filter((r) => r.sent).map((r) => r.id) };
    },
  };
  return [...chunks, delivered];
}

export async function runNotification(deps: WorkflowDeps, send: NotificationSend): Promise<NotificationResult> {
  const failurePrefix = send.scheduleAt ? NOTIFY_MESSAGES.scheduleFailed : NOTIFY_MESSAGES.failed;
  const scheduleValue = send.scheduleAt ? scheduleRecordValue(send.scheduleAt) : null;
  // A send taken up again (same request, same content) pushes to the recipients its first attempt recorded.
  const prior = send.key.strategy === 'eachSubmission' ? null : await runOfSubmission(deps, send.subject, send.kind, send.key);
  const recipients = (prior?.input.recipients as Recipients | undefined) ?? (await send.recipients());
  if (!('targets' in recipients)) return notSent([recipients]);
  const { targets } = recipients;
  const record: NotificationWrite = {
    titulo: send.title,
    mensagem: send.text,
    imagem: send.image,
    ...recipients.record,
    data_hora_agendamento: scheduleValue,
  };

  const steps: WorkflowStep[] = [
    ...pushSteps(deps, send, targets, failurePrefix),
    // docs/decisions/0017-pushes-audited.md: the push itself is audited under 'notificacoes(OneSignal)', before its
    // record is saved.
    auditStep(deps, 'audit.push', 'notificacoes(OneSignal)', 'POST', (results) => ({
      before: null,
      after: { id: (results['push.delivered'] as { ids: string[] }).ids.join(','), link: send.link, ...record, requisicoes: targets.length },
    })),
    {
      name: 'notification.record',
      progress: 'Salvando notificação...',
      // docs/areas/catalogue.md#sending: a save failure after a successful push is reported on its own.
      failure: (error) => ({ code: 'NOTIFICATION_RECORD_FAILED', message: `${NOTIFY_MESSAGES.recordFailed} ${textOf(error)}` }),
      // The journal keeps the record's id and flags; its content is `record` (thousands of names for a big audience).
      run: async () => {
        const saved = await deps.api.notifications.create(record);
        return { id: saved.id, agendada: saved.agendada ?? null, data_hora_notificacao: saved.data_hora_notificacao ?? null };
      },
    },
    auditStep(deps, 'audit.notification', 'notificacoes', 'POST', (results) => ({
      before: null,
      after: { ...record, ...(results['notification.record'] as Partial<NotificationRecord>) },
    })),
  ];
  return performChange<never, NotificationResult>(deps, {
    run: () => ({
      kind: send.kind,
      subject: send.subject,
      key: send.key,
      input: { title: send.title, message: send.text, imageUrl: send.image, link: send.link, scheduleAt: send.scheduleAt?.toISOString() ?? null, recipients },
      steps,
      busy: NOTIFY_MESSAGES.busy,
    }),
    done: () => ({ sent: true, message: send.scheduleAt ? NOTIFY_MESSAGES.scheduled : NOTIFY_MESSAGES.sent, errors: [], scheduledFor: send.scheduleAt }),
    refused: (errors, ended) => {
      if (ended.status !== 'failed') return notSent(errors);
      // Once a push went out, a failure to record it does not mean nobody was notified.
      const pushed = targets.some((_, index) => (ended.results[pushStepName(index)] as ChunkResult | undefined)?.sent);
      return { sent: pushed, message: null, errors };
    },
  });
}
