// GraphQL documents of 'Filiais' (schema/branches.graphql).
import { graphql } from '../generated';

export const BranchesQuery = graphql(`
  query Branches($page: Int, $pageSize: Int) {
    branches(page: $page, pageSize: $pageSize) {
      total
      items {
        ...BranchRow_branch
      }
    }
  }
`);

/** Every field of a branch, as its details dialog shows them (and the edit form's first values). */
export const BranchDetailsDialogBranchFragment = graphql(`
  fragment BranchDetailsDialog_branch on Branch {
    id
    code
    name
    cnpj
    address
    number
    neighbourhood
    city
    state
    postalCode
    mapsUrl
    contact
    whatsappUrl
    imageUrl
    status
  }
`);

export const BranchDetailsQuery = graphql(`
  query BranchDetails($code: Int!) {
    branch(code: $code) {
      ...BranchDetailsDialog_branch
      deliveryPeriods {
        id
        start
        end
        maxDeliveries
        type
      }
    }
  }
`);

export const DeliveryPeriodsQuery = graphql(`
  query DeliveryPeriodChoices {
    deliveryPeriods {
      id
      start
      end
    }
  }
`);

export const CreateBranchMutation = graphql(`
  mutation CreateBranch($input: BranchInput!, $schedules: [BranchScheduleInput!]) {
    createBranch(input: $input, schedules: $schedules) {
      message
      errors {
        ...UserErrorFields
      }
      branch {
        ...BranchRow_branch
      }
    }
  }
`);

export const UpdateBranchMutation = graphql(`
  mutation UpdateBranch($input: BranchInput!) {
    updateBranch(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      branch {
        ...BranchDetailsDialog_branch
      }
    }
  }
`);
