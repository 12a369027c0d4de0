// GraphQL documents of 'Seções' (schema/sections.graphql).
import { graphql } from '../generated';

export const SectionList_section = graphql(`
  fragment SectionList_section on Section {
    id
    description
    icon
    info
    active
    order
  }
`);

export const RankList_rank = graphql(`
  fragment RankList_rank on SectionRank {
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
        ...SectionList_section
      }
    }
  }
`);

export const SectionRankBranchesQuery = graphql(`
  query SectionRankBranches {
    branchChoices(page: secao) {
      code
      name
    }
  }
`);

export const SectionRanksQuery = graphql(`
  query SectionRanks($branch: Int!) {
    sectionRanks(branch: $branch) {
      ...RankList_rank
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
        ...SectionList_section
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
        ...SectionList_section
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
        ...RankList_rank
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
        ...RankList_rank
      }
    }
  }
`);
