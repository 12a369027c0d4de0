// GraphQL documents of 'Área de Cobertura' and 'CEPs' (schema/coverage.graphql).
import { graphql } from '../generated';

/** A row of the coverage table (and the edit form's first values). */
export const CoverageAreaTableAreaFragment = graphql(`
  fragment CoverageAreaTable_area on CoverageArea {
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
        ...CoverageAreaTable_area
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

/** A row of 'Bairros do CEP' (and the edit form's first values). */
export const NeighbourhoodsDialogNeighbourhoodFragment = graphql(`
  fragment NeighbourhoodsDialog_neighbourhood on Neighbourhood {
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
        ...NeighbourhoodsDialog_neighbourhood
      }
    }
  }
`);

/** 'Nova Área'. */
export const CreateCoverageAreaMutation = graphql(`
  mutation CreateCoverageArea($input: CoverageAreaInput!) {
    createCoverageArea(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      area {
        ...CoverageAreaTable_area
      }
    }
  }
`);

/** An area edited. */
export const UpdateCoverageAreaMutation = graphql(`
  mutation UpdateCoverageArea($id: ID!, $input: CoverageAreaInput!) {
    updateCoverageArea(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      area {
        ...CoverageAreaTable_area
      }
    }
  }
`);

/** 'Adicionar Bairro'. */
export const CreateNeighbourhoodMutation = graphql(`
  mutation CreateNeighbourhood($postalCodeId: ID!, $input: NeighbourhoodInput!) {
    createNeighbourhood(postalCodeId: $postalCodeId, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      neighbourhood {
        ...NeighbourhoodsDialog_neighbourhood
      }
    }
  }
`);

/** A neighbourhood edited (through its own postal code). */
export const UpdateNeighbourhoodMutation = graphql(`
  mutation UpdateNeighbourhood($id: ID!, $postalCodeId: ID!, $input: NeighbourhoodInput!) {
    updateNeighbourhood(id: $id, postalCodeId: $postalCodeId, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      neighbourhood {
        ...NeighbourhoodsDialog_neighbourhood
      }
    }
  }
`);

/** A row of the postal code table (and the edit form's first values). */
export const PostalCodeTablePostalCodeFragment = graphql(`
  fragment PostalCodeTable_postalCode on PostalCode {
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
        ...PostalCodeTable_postalCode
      }
    }
  }
`);

/** 'Novo CEP'. */
export const CreatePostalCodeMutation = graphql(`
  mutation CreatePostalCode($input: PostalCodeInput!) {
    createPostalCode(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      postalCode {
        ...PostalCodeTable_postalCode
      }
    }
  }
`);

/** A postal code edited. */
export const UpdatePostalCodeMutation = graphql(`
  mutation UpdatePostalCode($id: ID!, $input: PostalCodeInput!) {
    updatePostalCode(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      postalCode {
        ...PostalCodeTable_postalCode
      }
    }
  }
`);
