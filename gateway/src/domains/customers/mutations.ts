// notifyCustomer ('Notificações' of the customer search, spec 000 sections 5 and 7): a push to one customer, the
// notification record (POST notificacoes/) and its audit entry, journaled like the order workflows.
import { randomUUID } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { MutationNotifyCustomerArgs } from '../../generated/resolvers-types';
import { workflowDeps } from '../../workflows/deps';
import { auditStep, pushStep, textOf, type PushStepResult } from '../../workflows/effects';
import { WorkflowBusyError } from '../../workflows/journal';
import { checkNotificationImage } from '../../workflows/notification-image';
import type { UpstreamCustomer } from '../../workflows/order-data';
import { executeRun, StepRefusal, type WorkflowStep } from '../../workflows/runner';

export const NOTIFY_MESSAGES = {
  sent: 'Notificação enviada com Sucesso!',
  failed: 'Erro ao Enviar Notificação:',
  empty: (field: string) => `${field} não pode estar vazio!`,
  noDevice: 'Erro ao Enviar Notificação: o cliente não tem um dispositivo cadastrado.',
  notFound: 'Cliente não encontrado.',
} as const;

interface NotificationPayloadResult {
  sent: boolean;
  message: string | null;
  errors: Array<{ code: string; message: string; field: string | null }>;
}

const failed = (code: string, message: string, field: string | null = null): NotificationPayloadResult => ({
  sent: false,
  message: null,
  errors: [{ code, message, field }],
});

export async function notifyCustomer(ctx: Context, { input }: MutationNotifyCustomerArgs): Promise<NotificationPayloadResult> {
  const title = input.title.trim();
  const text = input.message.trim();
  if (!title) return failed('REQUIRED', NOTIFY_MESSAGES.empty('Título'), 'title');
  if (!text) return failed('REQUIRED', NOTIFY_MESSAGES.empty('Mensagem'), 'message');
  if (!/^\d{1,12}$/.test(input.customerId.trim())) return failed('BAD_USER_INPUT', 'Cliente inválido.', 'customerId');
  const image = input.imageUrl?.trim() || null;
  if (image) {
    const problem = await checkNotificationImage(image, ctx.services.connections.settings.urls.storage);
    if (problem) return failed('IMAGE_INVALID', problem, 'imageUrl');
  }
  const deps = workflowDeps(ctx);
  let customer: UpstreamCustomer;
  try {
    customer = await deps.api.get<UpstreamCustomer>(`clientes/${Number(input.customerId)}/`);
  } catch (error) {
    if ((error as GraphQLError).extensions?.upstreamStatus === 404) return failed('NOT_FOUND', NOTIFY_MESSAGES.notFound, 'customerId');
    return failed('UPSTREAM_ERROR', `${NOTIFY_MESSAGES.failed} ${textOf(error)}`);
  }
  if (!customer.player_id?.trim()) return failed('NO_DEVICE', NOTIFY_MESSAGES.noDevice, 'customerId');

  const push = pushStep(deps, 'push.customer', () => ({ deviceId: customer.player_id, message: { title, text }, bigPicture: image }), NOTIFY_MESSAGES.failed);
  const steps: WorkflowStep[] = [
    {
      ...push,
      run: async (io) => {
        const result = (await push.run(io)) as PushStepResult;
        if (!result.sent) throw new StepRefusal('PUSH_NOT_DELIVERED', `${NOTIFY_MESSAGES.failed} ${result.reason ?? ''}`.trim());
        return result;
      },
    },
    {
      name: 'notification.record',
      failure: (error) => ({ code: 'NOTIFICATION_RECORD_FAILED', message: `${NOTIFY_MESSAGES.failed} ${textOf(error)}` }),
      run: () =>
        deps.api.post('notificacoes/', {
          titulo: title,
          mensagem: text,
          imagem: image,
          tipo_notificacao: 'E',
          usuarios_selecionados: String(customer.id),
          data_hora_agendamento: null,
        }),
    },
    auditStep(deps, 'audit.notification', 'notificacoes', 'POST', (results) => ({ before: null, after: results['notification.record'] })),
  ];
  let run;
  try {
    ({ run } = await deps.journal.open({
      kind: 'customer_notification',
      subject: `cliente:${customer.id}`,
      idempotencyKey: `cliente:${customer.id}:notificacao:${randomUUID()}`,
      input: { title, message: text, imageUrl: image },
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
  return { sent: true, message: NOTIFY_MESSAGES.sent, errors: [] };
}

export const customerMutationResolvers = {
  Mutation: {
    notifyCustomer: (_: unknown, args: MutationNotifyCustomerArgs, ctx: Context) => notifyCustomer(ctx, args),
  },
};
