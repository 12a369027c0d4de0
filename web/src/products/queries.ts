// GraphQL documents of 'Produtos' (schema/products.graphql).
import { graphql } from '../generated';

export const ProductBranchesQuery = graphql(`
  query ProductBranches {
    productBranches {
      code
      name
    }
  }
`);

export const ProductOfferFields = graphql(`
  fragment ProductOfferFields on ProductOffer {
    id
    type {
      code
      label
    }
    price
    minQuantity
    maxQuantity
    startsOn
    endsOn
  }
`);

export const ProductFields = graphql(`
  fragment ProductFields on Product {
    id
    code
    auxiliaryCode
    branch
    description
    unit
    section {
      id
      description
    }
    category {
      id
      description
    }
    subcategory {
      id
      description
    }
    salePrice
    tablePrice
    priceDisplay {
      price
      struckPrice
    }
    canUpdate
    outOfLine
    stock
    minimumStock
    belowMinimumStock
    minimumPurchase
    onOffer
    offerType {
      code
      label
    }
    soldInPacks
    packQuantity
    unitWeight
    notes
    imageUrl
    registeredOn
    updatedAt
    offers {
      ...ProductOfferFields
    }
  }
`);

export const ProductsQuery = graphql(`
  query Products($filter: ProductFilter!, $page: Int) {
    products(filter: $filter, page: $page) {
      total
      branch
      items {
        ...ProductFields
      }
    }
  }
`);

export const ProductCatalogueQuery = graphql(`
  query ProductCatalogue {
    productCatalogue {
      id
      description
      categories {
        id
        description
        subcategories {
          id
          description
        }
      }
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      product {
        ...ProductFields
      }
    }
  }
`);

export const SaveProductOffersMutation = graphql(`
  mutation SaveProductOffers($productId: ID!, $offers: [ProductOfferInput!]!) {
    saveProductOffers(productId: $productId, offers: $offers) {
      message
      errors {
        ...UserErrorFields
      }
      product {
        ...ProductFields
      }
    }
  }
`);

export const DeleteProductOffersMutation = graphql(`
  mutation DeleteProductOffers($productId: ID!) {
    deleteProductOffers(productId: $productId) {
      message
      errors {
        ...UserErrorFields
      }
      product {
        ...ProductFields
      }
    }
  }
`);

export const ProductRefreshStateFields = graphql(`
  fragment ProductRefreshStateFields on ProductRefreshState {
    running
    stale
    output
  }
`);

export const RefreshProductMutation = graphql(`
  mutation RefreshProduct($id: ID!) {
    refreshProduct(id: $id) {
      message
      errors {
        ...UserErrorFields
      }
      state {
        ...ProductRefreshStateFields
      }
    }
  }
`);

export const ProductRefreshStateQuery = graphql(`
  query ProductRefreshState {
    productRefreshState {
      ...ProductRefreshStateFields
    }
  }
`);
