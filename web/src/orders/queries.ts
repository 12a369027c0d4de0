// GraphQL documents of the order screens (schema/orders.graphql). Row fragments live with their tables.
import { graphql } from '../generated';

export const OpenOrdersQuery = graphql(`
  query OpenOrders($filter: OpenOrderFilter, $page: Int, $pageSize: Int) {
    openOrders(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      customerNotFound {
        message
      }
      items {
        ...OrderRow_order
      }
    }
  }
`);

export const CompletedOrdersQuery = graphql(`
  query CompletedOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {
    completedOrders(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      customerNotFound {
        message
      }
      items {
        ...CompletedOrderRow_order
      }
    }
  }
`);

export const CancelledOrdersQuery = graphql(`
  query CancelledOrders($filter: OrderFilter, $page: Int, $pageSize: Int) {
    cancelledOrders(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      customerNotFound {
        message
      }
      items {
        ...CancellationRow_cancellation
      }
    }
  }
`);

export const PickersQuery = graphql(`
  query Pickers($branch: Int!) {
    pickers(branch: $branch) {
      id
      name
    }
  }
`);

export const DeliverymenQuery = graphql(`
  query Deliverymen($branch: Int!) {
    deliverymen(branch: $branch) {
      id
      name
    }
  }
`);

export const OrderWorkflowQuery = graphql(`
  query OrderWorkflowState($id: ID!) {
    order(id: $id) {
      id
      status
      statusLabel
      workflow {
        ...OrderWorkflow_workflow
      }
    }
  }
`);

export const AdvanceOrderStatusMutation = graphql(`
  mutation AdvanceOrderStatus($input: AdvanceOrderStatusInput!) {
    advanceOrderStatus(input: $input) {
      ...OrderPayload_payload
    }
  }
`);

export const ResendOrderToInvoicingMutation = graphql(`
  mutation ResendOrderToInvoicing($orderId: ID!) {
    resendOrderToInvoicing(orderId: $orderId) {
      ...OrderPayload_payload
    }
  }
`);

export const RetryOrderWorkflowMutation = graphql(`
  mutation RetryOrderWorkflow($workflowId: ID!) {
    retryOrderWorkflow(workflowId: $workflowId) {
      ...OrderPayload_payload
    }
  }
`);

export const ResolveHeldInvoicingMutation = graphql(`
  mutation ResolveHeldInvoicing($input: ResolveHeldInvoicingInput!) {
    resolveHeldInvoicing(input: $input) {
      ...OrderPayload_payload
    }
  }
`);

export const CancelLoyaltyPurchaseMutation = graphql(`
  mutation CancelLoyaltyPurchase($orderId: ID!) {
    cancelLoyaltyPurchase(orderId: $orderId) {
      messages
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const OrderPayloadFragment = graphql(`
  fragment OrderPayload_payload on OrderPayload {
    messages
    errors {
      ...UserErrorFields
    }
    workflow {
      ...OrderWorkflow_workflow
    }
    order {
      ...OrderRow_order
    }
  }
`);

export const OpenOrderStatusesQuery = graphql(`
  query OpenOrderStatuses {
    openOrderStatuses {
      status
      label
    }
  }
`);
