// GraphQL documents of 'Configurações Apps' (schema/app-settings.graphql).
import { graphql } from '../generated';

export const AppSettingsFieldsFragment = graphql(`
  fragment AppSettingsFields on AppSettings {
    id
    maintenance
    supportUrl
    androidVersion
    androidPackageName
    playStoreUrl
    androidUpdateRequired
    iosVersion
    iosPackageName
    appStoreUrl
    iosUpdateRequired
    pickerAppVersion
    pickerAppUpdateRequired
  }
`);

export const TermsTopicFieldsFragment = graphql(`
  fragment TermsTopicFields on TermsTopic {
    id
    title
    order
    paragraphs {
      id
      text
      item
      order
    }
  }
`);

export const AppSettingsQuery = graphql(`
  query AppSettings {
    appSettings {
      ...AppSettingsFields
    }
  }
`);

export const TermsOfUseQuery = graphql(`
  query TermsOfUse {
    termsOfUse {
      ...TermsTopicFields
    }
  }
`);

export const SaveAppSettingsMutation = graphql(`
  mutation SaveAppSettings($input: AppSettingsInput!) {
    saveAppSettings(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      appSettings {
        ...AppSettingsFields
      }
    }
  }
`);

export const SaveTermsOfUseMutation = graphql(`
  mutation SaveTermsOfUse($requestId: ID!, $topics: [TermsTopicInput!]!) {
    saveTermsOfUse(requestId: $requestId, topics: $topics) {
      message
      writes
      errors {
        ...UserErrorFields
      }
      topics {
        ...TermsTopicFields
      }
    }
  }
`);

export const PrivacyPolicyQuery = graphql(`
  query PrivacyPolicy {
    privacyPolicy {
      id
      title
      body
    }
  }
`);

export const SavePrivacyPolicyMutation = graphql(`
  mutation SavePrivacyPolicy($input: PrivacyPolicyInput!) {
    savePrivacyPolicy(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      privacyPolicy {
        id
        title
        body
      }
    }
  }
`);
