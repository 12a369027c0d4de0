// The upstream calls a field's resolver makes, for the request cost's second measure (query-cost.ts): rows bound
// what an answer holds, calls bound the work behind it. Fifteen aliases of `completedOrders(pageSize: 10000)
// { items { id items { total } } }` answered few rows yet read 150 000 item lists, one per order.
//
// A call is one read of the product API or of the gateway's store (the workflow journal): what a request makes
// others do. Every root field counts its own read or write as ROOT_FIELD_CALLS (a paged one, each MAX_PAGE_SIZE
// rows it asks: list() reads a page in one call). Below it, a field costs nothing unless this table names it:
// - 'perRow': its resolver calls for each parent row by itself (n calls per row, and what it answers arrives row by
//   row, so batches below it are made per row);
// - 'batched': a request-wide DataLoader gathers the rows that ask in one tick (a page) into n calls per batchSize
//   of them; `loader` names the loader, so fields sharing one (an order's customer and firstPurchase) count once;
// - 'none': the resolver takes the context for the clock, the session or the schema, and calls nothing.
// query-cost.test.ts keeps the table in step with the resolvers: every field resolver below the root that takes
// the context (its only way to ctx.upstreams or the store) is listed, and nothing else.
import { ID_BATCH_SIZE } from './upstreams/product-api/transport';

export type FieldCalls =
  { kind: 'perRow'; calls: number; loader?: string } | { kind: 'batched'; calls: number; loader: string; batchSize?: number } | { kind: 'none' };

/** What a root field's own read or write counts (its page, its record, its write). */
export const ROOT_FIELD_CALLS = 1;

const none: FieldCalls = { kind: 'none' };

/** A Branch from an order names only code and name: the rest loads the branch by code (one codFilial__in= call). */
const branchRecord: FieldCalls = { kind: 'batched', calls: 1, loader: 'branches.load' };

/** The order's customer (clientes/?id__in=, ID_BATCH_SIZE ids a call). */
const customer: FieldCalls = { kind: 'batched', calls: 1, loader: 'customers.load', batchSize: ID_BATCH_SIZE };

export const FIELD_CALLS: Readonly<Record<string, FieldCalls>> = {
  // Every item list of an order, one detalhe-item-pedido/?pedido= read per order (kept per order for the request),
  // whatever page of it is asked (the section ranks' branch map is read once per request besides).
  'Order.items': { kind: 'perRow', calls: 1, loader: 'orderItems.ofOrder' },
  // The customer loader; customerOf also asks the additional orders' customers in the same batch.
  'Order.customer': customer,
  'Order.firstPurchase': customer,
  // One numpedido__in= call per batch (the cancelled list primes its own rows: none then).
  'Order.cancellation': { kind: 'batched', calls: 1, loader: 'cancellations.ofOrder' },
  // The journal's latest runs (LatestRuns: one store query per batch, none when the journal's index knows better).
  'Order.workflow': { kind: 'batched', calls: 1, loader: 'latestRuns' },
  // The journal's loyalty cancellation runs: one store query per batch.
  'Order.loyaltyCancelledAt': { kind: 'batched', calls: 1, loader: 'loyaltyCancellations' },
  // history.ts: the journal's steps, the audit entries they wrote (id__in=) and the staff named (id__in=): three
  // calls per batch of orders.
  'Order.history': { kind: 'batched', calls: 3, loader: 'orderHistory' },
  'Order.invoiceResend': none,
  // amounts-read.ts: the invoiced totals completion journaled, one store query per batch. An order invoiced but not
  // completed asks the ERP's payment data once per budget number per gateway instance (kept: an invoice's total never
  // changes under its number); that first read of a page of invoiced orders is not counted here.
  'Order.amounts': { kind: 'batched', calls: 1, loader: 'invoicedTotals' },
  // The chain's explanations read the order's item list (the same per-order read as Order.items).
  'OrderAmounts.steps': { kind: 'perRow', calls: 1, loader: 'orderItems.ofOrder' },
  // Items read with their order carry the product; an item a mutation wrote back loads it (id__in=).
  'OrderItem.product': { kind: 'batched', calls: 1, loader: 'orderItems.load', batchSize: ID_BATCH_SIZE },
  // pedidos/?id__in= for the cancellations' orders.
  'Cancellation.order': { kind: 'batched', calls: 1, loader: 'orders.load', batchSize: ID_BATCH_SIZE },
  'Branch.cnpj': branchRecord,
  'Branch.address': branchRecord,
  'Branch.number': branchRecord,
  'Branch.neighbourhood': branchRecord,
  'Branch.city': branchRecord,
  'Branch.state': branchRecord,
  'Branch.postalCode': branchRecord,
  'Branch.mapsUrl': branchRecord,
  'Branch.contact': branchRecord,
  'Branch.whatsappUrl': branchRecord,
  'Branch.imageUrl': branchRecord,
  'Branch.status': branchRecord,
  // filiais/{code}/horarios/, one call per branch (no batched form upstream).
  'Branch.deliveryPeriods': { kind: 'perRow', calls: 1 },
  'Employee.branch': branchRecord,
  'Product.category': { kind: 'batched', calls: 1, loader: 'categories.load', batchSize: ID_BATCH_SIZE },
  'Product.subcategory': { kind: 'batched', calls: 1, loader: 'subcategories.load', batchSize: ID_BATCH_SIZE },
  // The clock (ctx.now).
  'Customer.daysSinceLastPurchase': none,
  // The enum of the schema (info).
  'UserError.code': none,
};
