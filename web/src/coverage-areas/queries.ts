// GraphQL documents of 'Área de Cobertura' and 'CEPs' (schema/coverage.graphql).
import { graphql } from '../generated';

export const CoverageAreaFields = graphql(`
  fragment CoverageAreaFields on CoverageArea {
    id
    fee
    neighbourhoodsOffered
    branch {
      id
      code
      name
    }
    postalCode {
      id
      code
      address
    }
  }
`);

export const CoverageAreasQuery = graphql(`
  query CoverageAreas($filter: CoverageAreaFilter, $page: Int, $pageSize: Int) {
    coverageAreas(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      notice
      items {
        ...CoverageAreaFields
      }
    }
  }
`);

export const CoverageBranchQuery = graphql(`
  query CoverageBranch($code: Int!) {
    coverageBranch(code: $code) {
      id
      code
      name
    }
  }
`);

export const NeighbourhoodFields = graphql(`
  fragment NeighbourhoodFields on Neighbourhood {
    id
    name
    fee
    note
    active
  }
`);

export const CoveragePostalCodeQuery = graphql(`
  query CoveragePostalCode($code: String!) {
    coveragePostalCode(code: $code) {
      id
      code
      address
      neighbourhoods {
        ...NeighbourhoodFields
      }
    }
  }
`);

export const SaveCoverageAreaMutation = graphql(`
  mutation SaveCoverageArea($id: ID, $input: CoverageAreaInput!) {
    saveCoverageArea(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      area {
        ...CoverageAreaFields
      }
    }
  }
`);

export const SaveNeighbourhoodMutation = graphql(`
  mutation SaveNeighbourhood($id: ID, $postalCodeId: ID!, $input: NeighbourhoodInput!) {
    saveNeighbourhood(id: $id, postalCodeId: $postalCodeId, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      neighbourhood {
        ...NeighbourhoodFields
      }
    }
  }
`);

export const PostalCodeFields = graphql(`
  fragment PostalCodeFields on PostalCode {
    id
    code
    address
  }
`);

export const PostalCodesQuery = graphql(`
  query PostalCodes($filter: PostalCodeFilter, $page: Int, $pageSize: Int) {
    postalCodes(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...PostalCodeFields
      }
    }
  }
`);

export const SavePostalCodeMutation = graphql(`
  mutation SavePostalCode($id: ID, $input: PostalCodeInput!) {
    savePostalCode(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      postalCode {
        ...PostalCodeFields
      }
    }
  }
`);
