// GraphQL documents of 'Configurações Gerais' (schema/settings.graphql).
import { graphql } from '../generated';

export const SettingsPage_settings = graphql(`
  fragment SettingsPage_settings on BranchSettings {
    id
    branch
    minimumPurchase
    minimumPickupPurchase
    additionalOrderItemLimit
    stockMarginPercent
    deliveryIntervalMinutes
    nextDaySearchLimit
    serviceFee
    serviceFeeProductId
    serviceFeeErpCode
    deliveryFeeProductId
    deliveryFeeErpCode
    neighbourhoodPostalCode
    supportUrl
    loyaltyUsername
    loyaltyPasswordSet
  }
`);

export const SettingsBranchesQuery = graphql(`
  query SettingsBranches {
    branchChoices(page: configuracoes) {
      code
      name
    }
  }
`);

export const BranchSettingsQuery = graphql(`
  query BranchSettings($branch: Int!) {
    branchSettings(branch: $branch) {
      ...SettingsPage_settings
    }
  }
`);

export const SaveBranchSettingsMutation = graphql(`
  mutation SaveBranchSettings($branch: Int!, $input: BranchSettingsInput!) {
    saveBranchSettings(branch: $branch, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      settings {
        ...SettingsPage_settings
      }
    }
  }
`);
