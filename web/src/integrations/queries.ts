// The 'Integrações' page's GraphQL documents: the keys, the pages a key may hold, the branches, create and revoke.
import { graphql } from '../generated';

export const IntegrationKeyRow_key = graphql(`
  fragment IntegrationKeyRow_key on IntegrationKey {
    id
    name
    pages
    branch
    createdBy
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
    state
  }
`);

export const IntegrationKeysQuery = graphql(`
  query IntegrationKeys {
    integrationKeys {
      ...IntegrationKeyRow_key
    }
    integrationKeyPageOptions {
      page
      branchWide
    }
    branchChoices(page: integracoes) {
      code
      name
    }
  }
`);

export const CreateIntegrationKeyMutation = graphql(`
  mutation CreateIntegrationKey($input: IntegrationKeyInput!) {
    createIntegrationKey(input: $input) {
      secret
      message
      errors {
        ...UserErrorFields
      }
      integrationKey {
        ...IntegrationKeyRow_key
      }
    }
  }
`);

export const RevokeIntegrationKeyMutation = graphql(`
  mutation RevokeIntegrationKey($keyId: ID!) {
    revokeIntegrationKey(keyId: $keyId) {
      message
      errors {
        ...UserErrorFields
      }
      integrationKey {
        ...IntegrationKeyRow_key
      }
    }
  }
`);
