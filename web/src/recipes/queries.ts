// GraphQL documents of 'Receitas' (schema/recipes.graphql).
import { graphql } from '../generated';

export const RecipeDialog_product = graphql(`
  fragment RecipeDialog_product on RecipeProduct {
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

export const RecipeCard_recipe = graphql(`
  fragment RecipeCard_recipe on Recipe {
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
        ...RecipeDialog_product
      }
    }
    steps {
      order
      description
    }
  }
`);

export const RecipesQuery = graphql(`
  query Recipes($page: Int) {
    recipes(page: $page) {
      total
      pageSize
      items {
        ...RecipeCard_recipe
      }
    }
  }
`);

export const RecipeBranchChoicesQuery = graphql(`
  query RecipeBranchChoices {
    branchChoices(page: receitas) {
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
        ...RecipeDialog_product
      }
    }
  }
`);

export const CreateRecipeMutation = graphql(`
  mutation CreateRecipe($input: RecipeInput!, $requestId: String) {
    createRecipe(input: $input, requestId: $requestId) {
      message
      errors {
        ...UserErrorFields
      }
      recipe {
        ...RecipeCard_recipe
      }
    }
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $requestId: String) {
    updateRecipe(id: $id, input: $input, requestId: $requestId) {
      message
      errors {
        ...UserErrorFields
      }
      recipe {
        ...RecipeCard_recipe
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
