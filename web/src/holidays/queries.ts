// GraphQL documents of 'Cadastro de Feriados' (schema/holidays.graphql).
import { graphql } from '../generated';

/** An entry as the calendar, its details and the edit form show it. */
export const HolidayCalendarEntryFragment = graphql(`
  fragment HolidayCalendar_entry on SpecialDate {
    id
    branch
    date
    type
    description
  }
`);

/** The branches the calendar offers (the submanager's own alone), from the one root field for every page. */
export const HolidayBranchesQuery = graphql(`
  query HolidayBranches {
    branchChoices(page: funcionamento) {
      code
      name
    }
  }
`);

export const SpecialDatesQuery = graphql(`
  query SpecialDates($branch: Int!) {
    specialDates(branch: $branch) {
      ...HolidayCalendar_entry
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
        ...HolidayCalendar_entry
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
        ...HolidayCalendar_entry
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
