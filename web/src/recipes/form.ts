// The recipe dialog (docs/areas/staff-and-support.md#recipes): values as typed <-> the mutation's input, the same rules
// the gateway checks ('Este campo é obrigatório!', 'Este campo deve ser um número!', a gosto ignores quantity and
// unit), and the list rules (removing the last ingredient or step only clears it). The gateway checks again.
import type { RecipeCard_RecipeFragment, RecipeInput, RecipeDialog_ProductFragment } from '../generated/graphql';
import type { ImageRule } from '../lib/imageCheck';
import type { Checked } from '../lib/useDialogForm';
import { MIN_ZERO } from '../lib/formMessages';
import { maximumMessage } from '../lib/inputBounds';

export const REQUIRED = 'Este campo é obrigatório!';
export const NOT_NUMBER = 'Este campo deve ser um número!';

/**
 * The texts the gateway cannot send: the failure prefixes shown when it cannot be reached at all, and the search
 * dialog's own check. Successes and refusals are the gateway's (the payload's message and errors).
 */
export const RECIPE_TEXTS = {
  createFailed: 'Erro ao cadastrar receita: ',
  updateFailed: 'Erro ao Atualizar Receita: ',
  deleteFailed: 'Não foi possível remover a receita: ',
  loadFailed: 'Erro ao carregar Receitas: ',
  searchFailed: 'Erro ao pesquisar produtos: ',
  noProduct: 'Selecione um produto.',
} as const;

export const UNIT_SUGGESTIONS = ['colher de sopa', 'colher de chá', 'xícara', 'gramas', 'ml', 'unidade'] as const;

/** docs/decisions/0018-image-rules-per-folder.md: 400x400 JPEG up to 200 KB, in the storage folder 'produtos' (docs/areas/staff-and-support.md#image-uploads). */
export const RECIPE_IMAGE: ImageRule = {
  folder: 'produtos',
  width: 400,
  height: 400,
  maxBytes: 204_800,
  messages: { tooLarge: 'A imagem da receita deve ter um tamanho menor do que 200KB!' },
};

export interface IngredientValues {
  /** React key of the row (rows move and are removed) */
  key: string;
  name: string;
  quantity: string;
  unit: string;
  toTaste: boolean;
  products: RecipeDialog_ProductFragment[];
}

export interface StepValues {
  key: string;
  description: string;
}

export interface RecipeFormValues {
  name: string;
  description: string;
  imageUrl: string;
  ingredients: IngredientValues[];
  steps: StepValues[];
}

let nextKey = 0;
const key = () => `r${++nextKey}`;

export const emptyIngredient = (): IngredientValues => ({ key: key(), name: '', quantity: '', unit: '', toTaste: false, products: [] });
export const emptyStep = (): StepValues => ({ key: key(), description: '' });

export const emptyRecipeForm = (): RecipeFormValues => ({ name: '', description: '', imageUrl: '', ingredients: [emptyIngredient()], steps: [emptyStep()] });

/** '1.000' from the API reads '1' in the field; decimals with a comma as staff type them. */
const shownQuantity = (value: string | null | undefined) => (value == null ? '' : String(Number(value)).replace('.', ','));

export function recipeFormOf(recipe: RecipeCard_RecipeFragment): RecipeFormValues {
  const ingredients = recipe.ingredients.map((i) => ({
    key: key(),
    name: i.name,
    quantity: shownQuantity(i.quantity),
    unit: i.unit ?? '',
    toTaste: i.toTaste,
    products: i.products,
  }));
  const steps = recipe.steps.map((s) => ({ key: key(), description: s.description }));
  return {
    name: recipe.name,
    description: recipe.description,
    imageUrl: recipe.imageUrl ?? '',
    ingredients: ingredients.length ? ingredients : [emptyIngredient()],
    steps: steps.length ? steps : [emptyStep()],
  };
}

/** Removing the last row only clears it (docs/areas/staff-and-support.md#recipes). */
export function withoutRow<T extends { key: string }>(rows: readonly T[], index: number, empty: () => T): T[] {
  if (rows.length <= 1) return [empty()];
  return rows.filter((_, i) => i !== index);
}

export const isNumber = (text: string) => /^\d{1,9}([.,]\d{1,3})?$/.test(text.trim());

/** What is wrong with a typed quantity, said as it is (the gateway's quantityProblem): below 0, more digits than it
 *  takes, or no number ('Este campo deve ser um número!'). Null for a quantity it takes. */
export function quantityProblem(text: string): string | null {
  const value = text.trim();
  if (isNumber(value)) return null;
  if (/^-\d+([.,]\d+)?$/.test(value)) return MIN_ZERO;
  if (/^\d{10,}([.,]\d+)?$/.test(value)) return maximumMessage('999.999.999');
  return NOT_NUMBER;
}

/**
 * Every row the dialog shows is part of the recipe: an empty one gets its field's message rather than being
 * dropped, so what the person sees is what is saved (the dialog always shows one ingredient and one step, so a
 * recipe is never saved without either).
 */
export function recipeInput(values: RecipeFormValues): Checked<RecipeInput> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = REQUIRED;
  if (!values.description.trim()) errors.description = REQUIRED;
  const { ingredients, steps } = values;
  ingredients.forEach((ingredient, index) => {
    if (!ingredient.name.trim()) errors[`ingredients.${index}.name`] = REQUIRED;
    const quantity = !ingredient.toTaste && ingredient.quantity.trim() ? quantityProblem(ingredient.quantity) : null;
    if (quantity) errors[`ingredients.${index}.quantity`] = quantity;
  });
  steps.forEach((step, index) => {
    if (!step.description.trim()) errors[`steps.${index}.description`] = REQUIRED;
  });
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      name: values.name.trim(),
      description: values.description.trim(),
      imageUrl: values.imageUrl || null,
      ingredients: ingredients.map((i) => ({
        name: i.name.trim(),
        quantity: i.toTaste ? null : i.quantity.trim() || null,
        unit: i.toTaste ? null : i.unit.trim() || null,
        toTaste: i.toTaste,
        products: i.products.map((p) => ({ id: p.productId, quantity: p.quantity })),
      })),
      steps: steps.map((s) => ({ description: s.description.trim() })),
    },
  };
}
