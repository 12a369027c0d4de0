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

export const CreateBranchDeliveryPeriodMutation = graphql(`
  mutation CreateBranchDeliveryPeriod($branch: Int!, $input: BranchDeliveryPeriodInput!) {
    createBranchDeliveryPeriod(branch: $branch, input: $input) {
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

export const DeleteBranchDeliveryPeriodMutation = graphql(`
  mutation DeleteBranchDeliveryPeriod($id: ID!) {
    deleteBranchDeliveryPeriod(id: $id) {
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
