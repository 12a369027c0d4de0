import { graphql } from '../../generated';

/**
 * The state of an order's last workflow: progress text, error, whether 'Tente Novamente' may resume it and the texts
 * to show once it ends well.
 */
export const OrderWorkflowFragment = graphql(`
  fragment OrderWorkflow_workflow on OrderWorkflow {
    id
    kind
    state
    progress
    canRetry
    successMessages
    error {
      code
      message
      field
    }
    hold {
      kind
      orderId
      branch
    }
  }
`);
