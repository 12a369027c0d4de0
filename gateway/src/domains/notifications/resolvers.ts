// Resolvers of schema/notifications.graphql ('Notificações', types below 4 or 5 by the policy) and of the customer
// search's push (notifyCustomer, page 'cliente'): this domain owns every push to customers. Reads go through the
// kit's `reading`; the two sends are mutations.ts.
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { pageRequest, pageResult } from '../../kit/paging';
import { reading } from '../../kit/read';
import { toPushNotification, toRecipient } from './mappers';
import { notifyCustomer, sendNotification } from './mutations';
import { notificationFilterParams } from './queries';
import { NOTIFY_MESSAGES } from './rules';

const Query: QueryResolvers = {
  notifications: (_parent, { filter, page, pageSize }, ctx) =>
    reading(NOTIFY_MESSAGES.loadFailed, async () => {
      const params = notificationFilterParams(filter);
      const request = pageRequest(page, pageSize);
      const found = await ctx.upstreams.productApi.notifications.list(params, request.page, request.size);
      return pageResult(request, { total: found.total, items: found.items.map(toPushNotification) });
    }),
  notificationRecipients: (_parent, { search, page, pageSize }, ctx) =>
    reading(NOTIFY_MESSAGES.recipientsLoadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const found = await ctx.upstreams.productApi.notifications.recipients(search?.trim() || null, request.page, request.size);
      const rows = pageResult(request, { total: found.total, items: found.items.map((c) => toRecipient(c, ctx.now)) });
      return { ...rows, pageSize: request.size };
    }),
};

const Mutation: MutationResolvers = {
  sendNotification: (_parent, { input }, ctx) => sendNotification(ctx, input),
  notifyCustomer: (_parent, { input }, ctx) => notifyCustomer(ctx, input),
};

export const notificationResolvers = { Query, Mutation };
