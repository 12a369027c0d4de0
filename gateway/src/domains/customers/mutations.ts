// Customer mutations of schema/customers.graphql: delegations to the customer workflows.
import type { Context } from '../../context';
import type { MutationResolvers } from '../../generated/resolvers-types';
import { workflowDeps } from '../../workflows/deps';
import { notifyCustomer } from './workflows/notification';

const Mutation: MutationResolvers = {
  notifyCustomer: (_parent, { input }, ctx: Context) =>
    notifyCustomer(workflowDeps(ctx), { now: ctx.now, storageUrl: ctx.services.connections.settings.urls.storage }, input),
};

export const customerMutationResolvers = { Mutation };
