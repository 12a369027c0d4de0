// Recipes (recipes/recipes) <-> the schema's Recipe and the dialog's write body.
import type { Recipe, RecipeInput, RecipeProduct } from '../../generated/resolvers-types';
import type { RecipeProductRecord, RecipeRecord, RecipeSearchProductRecord, RecipeWrite } from '../../upstreams/product-api/recipes';
import { isOutOfStock, isRecipeValid, parseQuantity, type BranchVisible } from './rules';

/** Decimal text as the API may send it ('12.000', 12): a plain decimal string. */
const decimal = (value: string | number | null | undefined) => String(Number(value ?? 0));

export function toRecipeProduct(record: RecipeProductRecord | RecipeSearchProductRecord): RecipeProduct {
  return {
    productId: String(record.id),
    code: Number(record.codprod),
    description: record.descricao,
    branch: Number(record.codfilial),
    quantity: decimal('quantidade' in record ? record.quantidade : 1),
    stock: decimal(record.qtdestoque),
    outOfStock: isOutOfStock(record.qtdestoque),
    salePrice: decimal(record.pvenda),
    imageUrl: record.imagem || null,
  };
}

/**
 * The recipe as this user may see it: ingredient products of branches they may not see are left out (a recipe is
 * shared by every branch; its products are not), and validity counts the products shown.
 */
export function toRecipe(record: RecipeRecord, visible: BranchVisible = () => true): Recipe {
  const ingredients = [...record.ingredients]
    .sort((a, b) => a.order - b.order)
    .map((ingredient) => ({ ...ingredient, products: ingredient.products.filter((product) => visible(Number(product.codfilial))) }));
  return {
    id: String(record.id),
    name: record.name,
    description: record.description,
    imageUrl: record.image || null,
    ingredients: ingredients.map((ingredient, index) => ({
      order: ingredient.order ?? index + 1,
      name: ingredient.name,
      quantity: ingredient.a_gosto || ingredient.quantity == null ? null : decimal(ingredient.quantity),
      unit: ingredient.a_gosto ? null : ingredient.unit || null,
      toTaste: ingredient.a_gosto,
      products: ingredient.products.map(toRecipeProduct),
    })),
    steps: [...record.instructions].sort((a, b) => a.order - b.order).map((step) => ({ order: step.order, description: step.description })),
    valid: isRecipeValid(ingredients, record.instructions),
  };
}

/** The write body: orders from the lists' positions; a gosto sends no quantity or unit. Input already checked. */
export function toRecipeWrite(input: RecipeInput): RecipeWrite {
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    image: input.imageUrl?.trim() || null,
    ingredients: input.ingredients.map((ingredient, index) => ({
      name: ingredient.name.trim(),
      quantity: ingredient.toTaste ? null : parseQuantity(ingredient.quantity),
      unit: ingredient.toTaste ? null : ingredient.unit?.trim() || null,
      order: index + 1,
      a_gosto: ingredient.toTaste,
      products: ingredient.products.map((product) => ({ produto: Number(product.id), quantidade: parseQuantity(product.quantity) ?? '1' })),
    })),
    instructions: input.steps.map((step, index) => ({ order: index + 1, description: step.description.trim() })),
  };
}
