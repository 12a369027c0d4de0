// GraphQL documents of 'Destaques' (schema/highlights.graphql).
import { graphql } from '../generated';

export const HighlightCarousel_highlight = graphql(`
  fragment HighlightCarousel_highlight on Highlight {
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
  query Highlights {
    highlights {
      total
      limit
      items {
        ...HighlightCarousel_highlight
      }
    }
  }
`);

export const CreateHighlightMutation = graphql(`
  mutation CreateHighlight($input: HighlightInput!) {
    createHighlight(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      highlight {
        ...HighlightCarousel_highlight
      }
    }
  }
`);

export const UpdateHighlightMutation = graphql(`
  mutation UpdateHighlight($id: ID!, $input: HighlightInput!) {
    updateHighlight(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      highlight {
        ...HighlightCarousel_highlight
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
