// GraphQL document of the navigator (schema/search.graphql).
import { graphql } from '../generated';

export const SearchQuery = graphql(`
  query Search($text: String!, $limit: Int) {
    search(text: $text, limit: $limit) {
      kind
      title
      subtitle
      url
    }
  }
`);
