// GraphQL documents of 'Períodos de Entrega' (schema/branches.graphql).
import { graphql } from '../generated';

export const BranchScheduleQuery = graphql(`
  query BranchSchedule($branch: Int!) {
    branchSchedule(branch: $branch) {
      id
      periodId
      start
      end
      maxDeliveries
      type
    }
  }
`);

export const CreateDeliveryPeriodMutation = graphql(`
  mutation CreateDeliveryPeriod($input: DeliveryPeriodInput!) {
    createDeliveryPeriod(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      period {
        id
        start
        end
      }
    }
  }
`);

export const AddBranchDeliveryPeriodMutation = graphql(`
  mutation AddBranchDeliveryPeriod($branch: Int!, $input: BranchDeliveryPeriodInput!) {
    addBranchDeliveryPeriod(branch: $branch, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateBranchDeliveryPeriodMutation = graphql(`
  mutation UpdateBranchDeliveryPeriod($id: ID!, $input: BranchDeliveryPeriodInput!) {
    updateBranchDeliveryPeriod(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveBranchDeliveryPeriodMutation = graphql(`
  mutation RemoveBranchDeliveryPeriod($id: ID!) {
    removeBranchDeliveryPeriod(id: $id) {
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
