// GraphQL documents of 'Cadastro de Feriados' (schema/holidays.graphql).
import { graphql } from '../generated';

export const SpecialDateFieldsFragment = graphql(`
  fragment SpecialDateFields on SpecialDate {
    id
    branch
    date
    type
    description
  }
`);

export const HolidayBranchesQuery = graphql(`
  query HolidayBranches {
    holidayBranches {
      code
      name
    }
  }
`);

export const SpecialDatesQuery = graphql(`
  query SpecialDates($branch: Int!) {
    specialDates(branch: $branch) {
      ...SpecialDateFields
    }
  }
`);

export const CreateSpecialDateMutation = graphql(`
  mutation CreateSpecialDate($input: SpecialDateInput!) {
    createSpecialDate(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      specialDate {
        ...SpecialDateFields
      }
    }
  }
`);

export const UpdateSpecialDateMutation = graphql(`
  mutation UpdateSpecialDate($id: ID!, $input: SpecialDateInput!) {
    updateSpecialDate(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      specialDate {
        ...SpecialDateFields
      }
    }
  }
`);

export const DeleteSpecialDateMutation = graphql(`
  mutation DeleteSpecialDate($id: ID!) {
    deleteSpecialDate(id: $id) {
      deletedId
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
