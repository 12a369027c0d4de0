import { graphql } from '../../generated';

/** The state of an order's last workflow: progress text, error and whether 'Tente Novamente' may resume it. */
export const OrderWorkflowFragment = graphql(`
  fragment OrderWorkflow_workflow on OrderWorkflow {
    id
    kind
    state
    progress
    canRetry
    error {
      code
      message
      field
    }
  }
`);
