// GraphQL documents of 'Destaques' (schema/highlights.graphql).
import { graphql } from '../generated';

export const HighlightFields = graphql(`
  fragment HighlightFields on Highlight {
    id
    title
    description
    type
    link
    imageUrl
    status
  }
`);

export const HighlightsQuery = graphql(`
  query Highlights($page: Int, $pageSize: Int) {
    highlights(page: $page, pageSize: $pageSize) {
      total
      limit
      items {
        ...HighlightFields
      }
    }
  }
`);

export const SaveHighlightMutation = graphql(`
  mutation SaveHighlight($id: ID, $input: HighlightInput!) {
    saveHighlight(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      highlight {
        ...HighlightFields
      }
    }
  }
`);

export const DeleteHighlightMutation = graphql(`
  mutation DeleteHighlight($id: ID!) {
    deleteHighlight(id: $id) {
      deletedId
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
