// Resolvers of schema/orders.graphql: thin wiring. Reads through the kit's reading() with list params and lookups
// in queries.ts; writes are mutations.ts's functions (their runs in workflows/); field shapes in mappers.ts,
// business rules in rules.ts and item-rules.ts. Order, OrderItem and Cancellation receive upstream
// payloads (codegen mappers), so mutation payloads may return the raw `pedidos/{id}` JSON.
import type {
  CancellationResolvers,
  MutationResolvers,
  OrderAmountStepResolvers,
  OrderAmountsResolvers,
  OrderItemResolvers,
  OrderResolvers,
  QueryResolvers,
} from '../../generated/resolvers-types';
import { sessionOf, type Context } from '../../context';
import { workflowDeps } from '../../workflows/deps';
import type { CustomerRecord } from '../../upstreams/product-api/customers';
import type { OrderItemRecord, ProductRecord } from '../../upstreams/product-api/order-items';
import { type OrderRecord } from '../../upstreams/product-api/orders';
import { pageRequest } from '../../kit/paging';
import { loyaltyCancellations } from './loyalty-cancelled';
import { orderHistory } from './history';
import { amountsOf, amountStepsOf } from './amounts-read';
import { AMOUNT_LABELS } from './amounts';
import { isFirstPurchase, isLimitedItem } from './item-rules';
import { sectionRank, sortItemsBySection } from './section-order';
import { isOrderStatus, isOrderType, itemsLockedReason, ORDER_READ_MESSAGES, statusLabel } from './rules';
import { cancelledByName, decimalOrNull, toBranch, toDeliveryWindow, toPaymentMethod, toProduct, toRatings, toStaff } from './mappers';
import { cancelledOrders, completedOrders, OPEN_STATUSES, openOrders, orderById, staffChoices } from './queries';
import { invoiceResendOption, statusOptions } from './status-options';
import { orderSubject } from './workflows/order-data';
import { orderWorkflowOf } from './workflows/order-runs';
import { setOrderItemMissing } from './workflows/item-toggle';
import { advanceOrderStatus, cancelLoyaltyPurchase, resendOrderToInvoicing, resolveHeldInvoicing, retryOrderWorkflow } from './mutations';
import { toAddress } from '../../kit/address';
import { GraphQLError } from 'graphql';
import { parseId } from '../../kit/records';
import { reading } from '../../kit/read';

const { loadFailed, staffLoadFailed } = ORDER_READ_MESSAGES;

const Query: QueryResolvers = {
  openOrders: (_parent, { filter, page, pageSize }, ctx) => reading(loadFailed, () => openOrders(ctx, filter, page, pageSize)),
  completedOrders: (_parent, { filter, page, pageSize }, ctx) => reading(loadFailed, () => completedOrders(ctx, filter, page, pageSize)),
  cancelledOrders: (_parent, { filter, page, pageSize }, ctx) => reading(loadFailed, () => cancelledOrders(ctx, filter, page, pageSize)),
  order: (_parent, { id }, ctx) => reading(loadFailed, () => orderById(ctx, parseId(id))),
  // The filter's names are a delivery order's: 'Entrega' for E (an open pickup order reads 'Aguardando Retirada').
  openOrderStatuses: () => OPEN_STATUSES.map((status) => ({ status, label: statusLabel(status, 'E') })),
  pickers: (_parent, { branch }, ctx) => reading(staffLoadFailed, () => staffChoices(ctx, 'picker', branch)),
  deliverymen: (_parent, { branch }, ctx) => reading(staffLoadFailed, () => staffChoices(ctx, 'deliveryman', branch)),
};

const advance = (ctx: Context, input: Parameters<typeof advanceOrderStatus>[2]) => advanceOrderStatus(workflowDeps(ctx), sessionOf(ctx), input);

const Mutation: MutationResolvers = {
  advanceOrderStatus: (_parent, { input }, ctx) => advance(ctx, input),
  invoiceOrder: (_parent, { orderId }, ctx) => advance(ctx, { orderId, target: 'F' }),
  completeOrder: (_parent, { orderId }, ctx) => advance(ctx, { orderId, target: 'V' }),
  cancelOrder: (_parent, { orderId, reason }, ctx) => advance(ctx, { orderId, target: 'X', reason }),
  resendOrderToInvoicing: (_parent, { orderId }, ctx) => resendOrderToInvoicing(workflowDeps(ctx), sessionOf(ctx), orderId),
  retryOrderWorkflow: (_parent, { workflowId }, ctx) => retryOrderWorkflow(workflowDeps(ctx), sessionOf(ctx), workflowId),
  resolveHeldInvoicing: (_parent, { input }, ctx) => resolveHeldInvoicing(workflowDeps(ctx), sessionOf(ctx), input),
  cancelLoyaltyPurchase: (_parent, { orderId }, ctx) => cancelLoyaltyPurchase(workflowDeps(ctx), sessionOf(ctx), orderId),
  setOrderItemMissing: (_parent, { itemId, missing }, ctx) => setOrderItemMissing(workflowDeps(ctx), sessionOf(ctx), itemId, missing),
};

/**
 * The order's customer through the clientes/ DataLoader. Its additional orders' customers are asked in the same
 * tick, so a page costs one `clientes/?id__in=` call however deep the query goes. A customer the API no longer
 * has falls back to the order's nested copy.
 */
async function customerOf(order: OrderRecord, ctx: Context): Promise<CustomerRecord> {
  const customers = ctx.upstreams.productApi.customers;
  for (const extra of order.adicionais ?? []) customers.load(extra.codcli.id).catch(() => undefined);
  const customer = await customers.load(order.codcli.id);
  if (customer) return customer;
  const { cliente } = order.codcli;
  if (cliente !== undefined) return { ...order.codcli, cliente };
  throw new GraphQLError(`Cliente ${order.codcli.id} do pedido ${order.id} não encontrado.`, {
    extensions: { code: 'NOT_FOUND' },
  });
}

function checkedStatus(order: OrderRecord) {
  if (!isOrderStatus(order.status)) throw new GraphQLError(`Status de pedido inválido: '${order.status}'.`);
  return order.status;
}

function checkedType(order: OrderRecord) {
  if (!isOrderType(order.tipopedido)) throw new GraphQLError(`Tipo de pedido inválido: '${order.tipopedido}'.`);
  return order.tipopedido;
}

const Order: OrderResolvers = {
  id: (o) => String(o.id),
  customer: (o, _args, ctx) => customerOf(o, ctx),
  branch: (o) => toBranch(o),
  status: (o) => checkedStatus(o),
  statusLabel: (o) => statusLabel(checkedStatus(o), checkedType(o)),
  type: (o) => checkedType(o),
  // An address the API did not nest (its id alone, in a write's answer) is one the order cannot show.
  address: (o) => (o.tipopedido === 'E' && o.endereco && Object.keys(o.endereco).some((key) => key !== 'id') ? toAddress(o.endereco) : null),
  deliveryWindow: (o) => toDeliveryWindow(o),
  deliveryDate: (o) => o.dataentrega ?? null,
  placedAt: (o) => o.datapedido,
  paymentMethod: (o) => toPaymentMethod(o),
  covenantCode: (o) => o.codConvenio ?? null,
  deliveryFee: (o) => decimalOrNull(o.taxaentrega),
  picker: (o) => toStaff(o.separador),
  deliveryman: (o) => toStaff(o.entregador),
  invoiceNumber: (o) => (o.numorcamento === null || o.numorcamento === undefined ? null : String(o.numorcamento)),
  note: (o) => o.observacao ?? null,
  allowsSubstitution: (o) => Boolean(o.substituiProd),
  total: (o) => String(o.vltotal),
  separatedTotal: (o) => decimalOrNull(o.vltotalseparado),
  discount: (o) => decimalOrNull(o.vlrdesc),
  amounts: (o, _args, ctx) => amountsOf(ctx, o),
  hasLimitedItems: (o) => Boolean(o.possuilimitacao),
  hasButcheryItems: (o) => Boolean(o.possuiacougue),
  itemCount: (o) => Number(o.numitens ?? 0),
  firstPurchase: async (o, _args, ctx) => isFirstPurchase(await customerOf(o, ctx)),
  additionalOrders: (o) => o.adicionais ?? [],
  ratings: (o) => toRatings(o),
  items: async (o, { page, pageSize }, ctx) => {
    // Items come whole in one call (the spec's page_size 100000); paging here only slices the sorted list.
    const request = pageRequest(page, pageSize);
    // Section ranks name their branch by id (docs/areas/catalogue.md#branch-ids-and-codes: `filial={id}`), orders by
    // code.
    const api = ctx.upstreams.productApi;
    const [rows, branches] = await Promise.all([api.orderItems.ofOrder(o.id), api.branches.map()]);
    const branch = branches.idOf(o.codfilial.codFilial);
    const sorted = sortItemsBySection(rows, branch);
    const start = (request.page - 1) * request.size;
    return {
      total: sorted.length,
      items: sorted.slice(start, start + request.size).map((item) => ({ item, branch })),
      truncated: request.all && sorted.length > request.size,
    };
  },
  cancellation: (o, _args, ctx) => (o.status === 'X' ? ctx.upstreams.productApi.cancellations.ofOrder(o.id) : null),
  workflow: (o, _args, ctx) => ctx.latestRuns.find(orderSubject(o.id))?.then(orderWorkflowOf) ?? null,
  statusOptions: (o) => statusOptions(o),
  invoiceResend: (o, _args, ctx) => invoiceResendOption(o, ctx.session),
  itemsLockedReason: (o) => itemsLockedReason(o.status),
  loyaltyCancelledAt: (o, _args, ctx) => (o.status === 'V' ? loyaltyCancellations(ctx).load(o.id) : null),
  history: (o, _args, ctx) => orderHistory(ctx).load(o),
};

/** An item whose answer carried its product's id only (`product` null): the product comes from the detail view. */
async function productOf(item: OrderItemRecord, ctx: Context): Promise<ProductRecord> {
  if (item.product) return item.product;
  const full = await ctx.upstreams.productApi.orderItems.load(item.id);
  if (full?.product) return full.product;
  throw new GraphQLError(`Produto do item ${item.id} não encontrado.`, { extensions: { code: 'NOT_FOUND' } });
}

const OrderItem: OrderItemResolvers = {
  id: ({ item }) => String(item.id),
  // Read items carry their product nested: answered at once, with no promise per item (the details dialog asks
  // thousands). Items whose answer carried the product's id only look theirs up first.
  product: ({ item, branch }, _args, ctx) =>
    item.product
      ? toProduct(item.product, sectionRank(item, branch))
      : productOf(item, ctx).then((product) => toProduct(product, sectionRank({ ...item, product }, branch))),
  quantity: ({ item }) => decimalOrNull(item.quantidade) ?? '0',
  pickedQuantity: ({ item }) => decimalOrNull(item.qtd_separada),
  price: ({ item }) => decimalOrNull(item.pvenda) ?? '0',
  listPrice: ({ item }) => decimalOrNull(item.ptabela),
  discount: ({ item }) => decimalOrNull(item.vlrdesconto),
  missing: ({ item }) => Boolean(item.em_falta),
  cancelled: ({ item }) => Boolean(item.cancela_item),
  separated: ({ item }) => Boolean(item.separated),
  limited: ({ item }) => isLimitedItem(item),
  pickingNote: ({ item }) => item.obs_separacao ?? null,
  substitutes: ({ item, branch }) => (item.substitutos ?? []).map((s: OrderItemRecord) => ({ item: s, branch })),
};

const Cancellation: CancellationResolvers = {
  id: (c) => String(c.id),
  date: (c) => c.data,
  order: async (c, _args, ctx) => {
    const order = await ctx.upstreams.productApi.orders.load(c.numpedido.id);
    if (!order) {
      throw new GraphQLError(`Pedido ${c.numpedido.id} do cancelamento ${c.id} não encontrado.`, {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    return order;
  },
  reason: (c) => c.motivo,
  cancelledBy: (c) => cancelledByName(c),
};

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

const OrderAmounts: OrderAmountsResolvers = {
  ordered: (a) => money(a.ordered)!,
  separated: (a) => money(a.separated),
  invoiced: (a) => money(a.invoiced),
  deliveryFee: (a) => money(a.deliveryFee),
  discount: (a) => money(a.discount),
  additionalShare: (a) => money(a.additionalShare)!,
  toCharge: (a) => money(a.toCharge)!,
  toChargeFrom: (a) => a.toChargeFrom,
  changeFor: (a) => money(a.changeFor),
  changeDue: (a) => money(a.changeDue),
  steps: (a, _args, ctx) => amountStepsOf(ctx, a),
};

const OrderAmountStep: OrderAmountStepResolvers = {
  stage: (s) => s.stage,
  label: (s) => AMOUNT_LABELS[s.stage],
  amount: (s) => money(s.amount)!,
  difference: (s) => money(s.difference),
  reasons: (s) => s.reasons,
};

export const orderResolvers = { Query, Mutation, Order, OrderItem, Cancellation, OrderAmounts, OrderAmountStep };
