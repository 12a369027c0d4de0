// GraphQL documents of 'Configurações Apps' (schema/app-settings.graphql).
import { graphql } from '../generated';

export const AppSettingsPage_settings = graphql(`
  fragment AppSettingsPage_settings on AppSettings {
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

export const TermsView_topic = graphql(`
  fragment TermsView_topic on TermsTopic {
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
      ...AppSettingsPage_settings
    }
  }
`);

export const TermsOfUseQuery = graphql(`
  query TermsOfUse {
    termsOfUse {
      ...TermsView_topic
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
        ...AppSettingsPage_settings
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
        ...TermsView_topic
      }
    }
  }
`);

/** Asked when the dialog opens, before the text: the product API may not offer the privacy policy at all. */
export const PrivacyPolicyAvailabilityQuery = graphql(`
  query PrivacyPolicyAvailability {
    privacyPolicyAvailability {
      available
      note
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
