// The live order desk's subscriptions (schema/orders.graphql). The board asks each event's order with the
// row's own fragment, so the event normalises into the cache by id and the row redraws itself; `orderId` names the
// order when `order` is null (a finished order the user may not read: its row leaves). The finished lists only need
// to know that an order finished.
import { graphql } from '../../generated';

export const OpenBoardEventsSubscription = graphql(`
  subscription OpenBoardEvents {
    orderEvents {
      kind
      at
      orderId
      order {
        ...OrderRow_order
      }
    }
  }
`);

export const FinishedOrderEventsSubscription = graphql(`
  subscription FinishedOrderEvents {
    orderEvents {
      kind
      orderId
      order {
        id
      }
    }
  }
`);

export const OrderWorkflowProgressSubscription = graphql(`
  subscription OrderWorkflowProgress($order: ID!) {
    orderWorkflowProgress(order: $order) {
      ...OrderWorkflow_workflow
    }
  }
`);

/** How outside orders reach the board: the product API's feed ('Ao vivo') or the gateway's periodic reads. */
export const OrderWatchQuery = graphql(`
  query OrderWatch {
    orderWatch {
      feed
      intervalSeconds
    }
  }
`);
