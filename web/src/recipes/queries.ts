// GraphQL documents of 'Receitas' (schema/recipes.graphql).
import { graphql } from '../generated';

export const RecipeProductFields = graphql(`
  fragment RecipeProductFields on RecipeProduct {
    productId
    code
    description
    branch
    quantity
    stock
    outOfStock
    salePrice
    imageUrl
  }
`);

export const RecipeFields = graphql(`
  fragment RecipeFields on Recipe {
    id
    name
    description
    imageUrl
    valid
    ingredients {
      order
      name
      quantity
      unit
      toTaste
      products {
        ...RecipeProductFields
      }
    }
    steps {
      order
      description
    }
  }
`);

export const RecipesQuery = graphql(`
  query Recipes($page: Int, $pageSize: Int) {
    recipes(page: $page, pageSize: $pageSize) {
      total
      items {
        ...RecipeFields
      }
    }
  }
`);

export const RecipeSearchBranchesQuery = graphql(`
  query RecipeSearchBranches {
    recipeSearchBranches {
      code
      name
    }
  }
`);

export const RecipeProductSearchQuery = graphql(`
  query RecipeProductSearch($text: String!, $branch: Int) {
    recipeProductSearch(text: $text, branch: $branch) {
      branch
      total
      items {
        ...RecipeProductFields
      }
    }
  }
`);

export const SaveRecipeMutation = graphql(`
  mutation SaveRecipe($id: ID, $input: RecipeInput!, $requestId: String) {
    saveRecipe(id: $id, input: $input, requestId: $requestId) {
      message
      errors {
        ...UserErrorFields
      }
      recipe {
        ...RecipeFields
      }
    }
  }
`);

export const DeleteRecipeMutation = graphql(`
  mutation DeleteRecipe($id: ID!, $requestId: String) {
    deleteRecipe(id: $id, requestId: $requestId) {
      deletedId
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
