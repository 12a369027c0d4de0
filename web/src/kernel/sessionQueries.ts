// The session's own documents: who is logged in (`me`), logout and the activity touch. The login mutation
// belongs to auth/, which spreads SessionFields by name.
import { graphql } from '../generated';

export const SessionFields = graphql(`
  fragment SessionFields on Me {
    type
    branch
    branchBound
    pages
    actions
    expiresAt
    idleExpiresAt
    user {
      id
      employeeId
      matricula
      name
      email
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionFields
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const TouchSessionMutation = graphql(`
  mutation TouchSession {
    touchSession {
      expiresAt
      idleExpiresAt
    }
  }
`);
