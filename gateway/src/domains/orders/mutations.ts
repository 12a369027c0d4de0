// Order mutations of schema/orders.graphql: delegations to the order actions (workflows/actions.ts). The named
// steps are the same workflows under the same rules, reached through the status they lead to.
import { sessionOf, type Context } from '../../context';
import type { MutationResolvers } from '../../generated/resolvers-types';
import { workflowDeps } from '../../workflows/deps';
import { advanceOrderStatus, cancelLoyaltyPurchase, resendOrderToInvoicing, retryOrderWorkflow } from './workflows/actions';
import { setOrderItemMissing } from './workflows/item-toggle';

const advance = (ctx: Context, input: Parameters<typeof advanceOrderStatus>[2]) => advanceOrderStatus(workflowDeps(ctx), sessionOf(ctx), input);

const Mutation: MutationResolvers = {
  advanceOrderStatus: (_parent, { input }, ctx) => advance(ctx, input),
  invoiceOrder: (_parent, { orderId }, ctx) => advance(ctx, { orderId, target: 'F' }),
  completeOrder: (_parent, { orderId }, ctx) => advance(ctx, { orderId, target: 'V' }),
  cancelOrder: (_parent, { orderId, reason }, ctx) => advance(ctx, { orderId, target: 'X', reason }),
  resendOrderToInvoicing: (_parent, { orderId }, ctx) => resendOrderToInvoicing(workflowDeps(ctx), sessionOf(ctx), orderId),
  retryOrderWorkflow: (_parent, { workflowId }, ctx) => retryOrderWorkflow(workflowDeps(ctx), sessionOf(ctx), workflowId),
  cancelLoyaltyPurchase: (_parent, { orderId }, ctx) => cancelLoyaltyPurchase(workflowDeps(ctx), sessionOf(ctx), orderId),
  setOrderItemMissing: (_parent, { itemId, missing }, ctx) => setOrderItemMissing(workflowDeps(ctx), sessionOf(ctx), itemId, missing),
};

export const orderMutationResolvers = { Mutation };
