// The recipe's rules (docs/areas/staff-and-support.md#recipes; docs/decisions/0007-described-defects-built-correctly.md):
// the dialog's validations, recipe validity (every linked product with stock above zero), the search text, and the
// messages in the style of the neighbouring pages (the spec's silent create/update/delete and 'relatórios' load text
// are defects).
import type { RecipeInput } from '../../generated/resolvers-types';
import type { RecipeRecord, RecipeWrite } from '../../upstreams/product-api/recipes';
import { FORM_MESSAGES, maximumMessage, problemList, type FieldProblem } from '../../kit/form-rules';
import type { ImageRule } from '../../kit/image-check';

/** The product search lists 20 (docs/areas/staff-and-support.md#constants). */
export const RECIPE_SEARCH_SIZE = 20;
export const MAX_INGREDIENTS = 100;
export const MAX_STEPS = 100;
export const MAX_PRODUCTS_PER_INGREDIENT = 20;

export const RECIPE_IMAGE: ImageRule = {
  folder: 'produtos',
  width: 400,
  height: 400,
  maxBytes: 204_800,
  of: 'da receita',
  tooLarge: 'A imagem da receita deve ter um tamanho menor do que 200KB!',
};

export const RECIPE_MESSAGES = {
  required: 'Este campo é obrigatório!',
  notNumber: 'Este campo deve ser um número!',
  created: 'Receita Cadastrada Com Sucesso',
  updated: 'Atualização de receita realizada com Sucesso!',
  deleted: 'Receita excluída com sucesso!',
  createFailed: 'Erro ao cadastrar receita: ',
  updateFailed: 'Erro ao Atualizar Receita: ',
  /** The data layer's own words for a failed delete (docs/areas/staff-and-support.md#data-layer), followed by the reason. */
  deleteFailed: 'Não foi possível remover a receita: ',
  loadFailed: 'Erro ao carregar Receitas: ',
  searchFailed: 'Erro ao pesquisar produtos: ',
  searchText: 'Digite o nome do produto para pesquisar.',
  searchBranch: 'Selecione a filial para pesquisar.',
  notFound: 'Receita não encontrada.',
  tooMany: (what: string, n: number) => `No máximo ${n} ${what}.`,
  productUnknown: 'Produto inválido.',
  noIngredient: 'Inclua ao menos um ingrediente.',
  noStep: 'Inclua ao menos um passo.',
} as const;

const blank = (value: string | null | undefined) => !value || !value.trim();

/** '1', '0,5', '0.5', '2.000' is not accepted (no thousands): a plain decimal with comma or point. */
export function parseQuantity(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,9}([.,]\d{1,3})?$/.test(text)) return null;
  return text.replace(',', '.');
}

/** What is wrong with a typed quantity, said as it is: below 0, more digits than it takes, or no number at all
 *  (the spec's 'Este campo deve ser um número!'). Null for a quantity parseQuantity takes. */
export function quantityProblem(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (parseQuantity(text) !== null) return null;
  if (/^-\d+([.,]\d+)?$/.test(text)) return FORM_MESSAGES.minZero;
  if (/^\d{10,}([.,]\d+)?$/.test(text)) return maximumMessage('999.999.999');
  return RECIPE_MESSAGES.notNumber;
}

/** The dialog's problems (docs/areas/staff-and-support.md#validation): one per field, fields named as the payload documents them. */
export function recipeProblems(input: RecipeInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (blank(input.name)) add('name', RECIPE_MESSAGES.required);
  if (blank(input.description)) add('description', RECIPE_MESSAGES.required);
  // A recipe is made of its ingredients and steps: none of either is not a recipe (the dialog always shows a row).
  if (input.ingredients.length === 0) add('ingredients', RECIPE_MESSAGES.noIngredient);
  if (input.steps.length === 0) add('steps', RECIPE_MESSAGES.noStep);
  if (input.ingredients.length > MAX_INGREDIENTS) add('ingredients', RECIPE_MESSAGES.tooMany('ingredientes', MAX_INGREDIENTS));
  if (input.steps.length > MAX_STEPS) add('steps', RECIPE_MESSAGES.tooMany('passos', MAX_STEPS));
  input.ingredients.forEach((ingredient, index) => {
    if (blank(ingredient.name)) add(`ingredients.${index}.name`, RECIPE_MESSAGES.required);
    // A gosto disables quantity and unit: whatever they hold is ignored, never refused.
    const quantity = !ingredient.toTaste && !blank(ingredient.quantity) ? quantityProblem(ingredient.quantity) : null;
    if (quantity) add(`ingredients.${index}.quantity`, quantity);
    if (ingredient.products.length > MAX_PRODUCTS_PER_INGREDIENT) {
      add(`ingredients.${index}.products`, RECIPE_MESSAGES.tooMany('produtos por ingrediente', MAX_PRODUCTS_PER_INGREDIENT));
    }
    ingredient.products.forEach((product) => {
      if (!/^\d{1,12}$/.test(product.id.trim())) add(`ingredients.${index}.products`, RECIPE_MESSAGES.productUnknown);
      else if (!blank(product.quantity) && quantityProblem(product.quantity)) add(`ingredients.${index}.products`, quantityProblem(product.quantity)!);
    });
  });
  input.steps.forEach((step, index) => {
    if (blank(step.description)) add(`steps.${index}.description`, RECIPE_MESSAGES.required);
  });
  return problems;
}

/** A product with stock of zero or less shows 'Sem estoque' (docs/areas/staff-and-support.md#recipes). */
export const isOutOfStock = (stock: string | number | null | undefined) => !(Number(stock) > 0);

/**
 * docs/areas/staff-and-support.md#recipes: a recipe is valid only if every linked product has stock above zero; one without any
 * ingredient or any step (written by another client, or before the gateway refused them) is not valid either.
 */
export function isRecipeValid(
  ingredients: ReadonlyArray<{ products: ReadonlyArray<{ qtdestoque: string | number | null }> }>,
  steps: readonly unknown[],
): boolean {
  if (ingredients.length === 0 || steps.length === 0) return false;
  return ingredients.every((ingredient) => ingredient.products.every((product) => !isOutOfStock(product.qtdestoque)));
}

/** The search text as the API expects it (docs/areas/staff-and-support.md#calls), or null when there is nothing to search. */
export function searchText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.toUpperCase() : null;
}

/** Which products' branches the user may see in a recipe (a branch-bound user: its own only). */
export type BranchVisible = (branch: number) => boolean;

/**
 * A bound user's update keeps the other branches' products they were never shown (a submanager's save must not
 * drop branch 18's links): each ingredient gets back the hidden products of the ingredient it was, found by name
 * (trimmed, any case), else the next one left unmatched; an ingredient the user removed takes its hidden links.
 */
export function withHiddenProducts(before: RecipeRecord, write: RecipeWrite, visible: BranchVisible): RecipeWrite {
  const old = [...before.ingredients].sort((a, b) => a.order - b.order);
  const key = (name: string) => name.trim().toLowerCase();
  const taken = new Set<number>();
  const source = write.ingredients.map((ingredient) => {
    const found = old.findIndex((o, index) => !taken.has(index) && key(o.name) === key(ingredient.name));
    if (found >= 0) taken.add(found);
    return found;
  });
  // A renamed ingredient: the ingredients left on both sides are paired in order.
  const spare = old.map((_o, index) => index).filter((index) => !taken.has(index));
  source.forEach((found, index) => {
    if (found < 0) source[index] = spare.shift() ?? -1;
  });
  return {
    ...write,
    ingredients: write.ingredients.map((ingredient, index) => {
      const hidden = (source[index] >= 0 ? old[source[index]].products : [])
        .filter((product) => !visible(Number(product.codfilial)))
        .map((product) => ({ produto: product.id, quantidade: String(product.quantidade) }));
      return hidden.length ? { ...ingredient, products: [...ingredient.products, ...hidden] } : ingredient;
    }),
  };
}
