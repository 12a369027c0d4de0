// Resolvers of schema/notifications.graphql ('Notificações', types below 4 or 5 by the policy): the list and the
// client picker read the product API; the send is the notification workflow (send.ts, workflow.ts).
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { pageRequest, pageResult } from '../../kit/paging';
import { notificationFilterParams, toPushNotification, toRecipient } from './list';
import { NOTIFY_MESSAGES } from './rules';
import { sendNotification } from './send';

const upstreamFailure = (prefix: string, error: unknown) => new GraphQLError(`${prefix}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });

const Query: QueryResolvers = {
  notifications: async (_parent, { filter, page, pageSize }, ctx) => {
    const params = notificationFilterParams(filter);
    const request = pageRequest(page, pageSize);
    try {
      const found = await ctx.upstreams.productApi.notifications.list(params, request.page, request.size);
      return pageResult(request, { total: found.total, items: found.items.map(toPushNotification) });
    } catch (error) {
      throw upstreamFailure(NOTIFY_MESSAGES.loadFailed, error);
    }
  },
  notificationRecipients: async (_parent, { search, page, pageSize }, ctx) => {
    const request = pageRequest(page, pageSize);
    try {
      const found = await ctx.upstreams.productApi.notifications.recipients(search?.trim() || null, request.page, request.size);
      return pageResult(request, { total: found.total, items: found.items.map((c) => toRecipient(c, ctx.now)) });
    } catch (error) {
      throw upstreamFailure('Erro ao Buscar Clientes: ', error);
    }
  },
};

const Mutation: MutationResolvers = {
  sendNotification: (_parent, { input }, ctx) =>
    sendNotification(workflowDeps(ctx), { now: ctx.now, storageUrl: ctx.services.connections.settings.urls.storage }, input),
};

export const notificationResolvers = { Query, Mutation };
