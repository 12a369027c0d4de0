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

export const LoginMutation = graphql(`
  mutation Login($matricula: String!, $password: String!) {
    login(matricula: $matricula, password: $password) {
      me {
        ...SessionFields
      }
      errors {
        ...UserErrorFields
      }
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
