import { graphql } from '../generated';

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
