// GraphQL documents of 'Sessões abertas' (schema/auth.graphql: mySessions, endOtherSessions).
import { graphql } from '../generated';

export const OpenSessionFields = graphql(`
  fragment OpenSessionFields on OpenSession {
    id
    device
    address
    startedAt
    lastUsedAt
    current
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      ...OpenSessionFields
    }
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      ended
      message
      errors {
        ...UserErrorFields
      }
      sessions {
        ...OpenSessionFields
      }
    }
  }
`);
