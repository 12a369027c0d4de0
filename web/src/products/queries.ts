// GraphQL documents of 'Produtos' (schema/products.graphql).
import { graphql } from '../generated';

export const ProductBranchChoicesQuery = graphql(`
  query ProductBranchChoices {
    branchChoices(page: produto) {
      code
      name
    }
  }
`);

export const ProductOffersDialog_offer = graphql(`
  fragment ProductOffersDialog_offer on ProductOffer {
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

export const ProductCard_product = graphql(`
  fragment ProductCard_product on Product {
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
      ...ProductOffersDialog_offer
    }
  }
`);

export const ProductsQuery = graphql(`
  query Products($filter: ProductFilter!, $page: Int) {
    products(filter: $filter, page: $page) {
      total
      pageSize
      branch
      items {
        ...ProductCard_product
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
        ...ProductCard_product
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
        ...ProductCard_product
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
        ...ProductCard_product
      }
    }
  }
`);

export const ProductRefresh_state = graphql(`
  fragment ProductRefresh_state on ProductRefreshState {
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
        ...ProductRefresh_state
      }
    }
  }
`);

export const ProductRefreshStateQuery = graphql(`
  query ProductRefreshState {
    productRefreshState {
      ...ProductRefresh_state
    }
  }
`);
