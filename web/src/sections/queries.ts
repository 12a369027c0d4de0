// GraphQL documents of 'Seções' (schema/sections.graphql).
import { graphql } from '../generated';

export const SectionFields = graphql(`
  fragment SectionFields on Section {
    id
    description
    icon
    info
    active
    order
  }
`);

export const SectionRankFields = graphql(`
  fragment SectionRankFields on SectionRank {
    id
    branch
    sectionId
    description
    icon
    sectionActive
    rank
    available
    feeSection
  }
`);

export const SectionsQuery = graphql(`
  query Sections($includeInactive: Boolean) {
    sections(filter: { includeInactive: $includeInactive }) {
      total
      items {
        ...SectionFields
      }
    }
  }
`);

export const SectionRankBranchesQuery = graphql(`
  query SectionRankBranches {
    sectionRankBranches {
      code
      name
    }
  }
`);

export const SectionRanksQuery = graphql(`
  query SectionRanks($branch: Int!) {
    sectionRanks(branch: $branch) {
      ...SectionRankFields
    }
  }
`);

export const UpdateSectionMutation = graphql(`
  mutation UpdateSection($id: ID!, $input: SectionInput!) {
    updateSection(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      section {
        ...SectionFields
      }
    }
  }
`);

export const ReorderSectionsMutation = graphql(`
  mutation ReorderSections($ids: [ID!]!) {
    reorderSections(ids: $ids) {
      message
      changedIds
      errors {
        ...UserErrorFields
      }
      sections {
        ...SectionFields
      }
    }
  }
`);

export const UpdateSectionRankMutation = graphql(`
  mutation UpdateSectionRank($id: ID!, $available: Boolean!) {
    updateSectionRank(id: $id, available: $available) {
      message
      errors {
        ...UserErrorFields
      }
      rank {
        ...SectionRankFields
      }
    }
  }
`);

export const ReorderSectionRanksMutation = graphql(`
  mutation ReorderSectionRanks($branch: Int!, $ids: [ID!]!) {
    reorderSectionRanks(branch: $branch, ids: $ids) {
      message
      changedIds
      errors {
        ...UserErrorFields
      }
      ranks {
        ...SectionRankFields
      }
    }
  }
`);
