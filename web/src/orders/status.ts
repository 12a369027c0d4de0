// The open statuses' codes, to read a filter from the URL; their names come from the gateway
// (Query.openOrderStatuses), as do an order's own label and options (Order.statusLabel, Order.statusOptions).
import type { OrderStatus } from '../generated/graphql';

/** Statuses an open order can be in, in the order of the filter dialog. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E'];
