// GraphQL documents of password recovery and reset (schema/password-reset.graphql).
import { graphql } from '../generated';

export const PasswordResetLinkQuery = graphql(`
  query PasswordResetLink($uuid: String!, $token: String!) {
    passwordResetLink(uuid: $uuid, token: $token) {
      valid
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($uuid: String!, $token: String!, $password: String!, $confirmation: String!) {
    resetPassword(uuid: $uuid, token: $token, password: $password, confirmation: $confirmation) {
      done
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RequestPasswordRecoveryMutation = graphql(`
  mutation RequestPasswordRecovery($email: String!) {
    requestPasswordRecovery(email: $email) {
      link
      errors {
        ...UserErrorFields
      }
    }
  }
`);
