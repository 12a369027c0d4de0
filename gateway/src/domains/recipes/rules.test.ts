import { describe, expect, it } from 'vitest';
import type { RecipeInput } from '../../generated/resolvers-types';
import type { RecipeRecord } from '../../upstreams/product-api/recipes';
import { toRecipe, toRecipeWrite } from './mappers';
import { isOutOfStock, isRecipeValid, parseQuantity, recipeProblems, searchText, withHiddenProducts } from './rules';

const input = (extra: Partial<RecipeInput> = {}): RecipeInput => ({
  name: 'Bolo de cenoura',
  description: 'Fofinho',
  imageUrl: null,
  ingredients: [{ name: 'Cenoura', quantity: '3', unit: 'unidade', toTaste: false, products: [{ id: '12', quantity: null }] }],
  steps: [{ description: 'Bata tudo' }],
  ...extra,
});

const product = (qtdestoque: string) => ({ id: 1, codprod: 1, descricao: 'P', codfilial: 18, quantidade: '1', qtdestoque, pvenda: '1.00', imagem: null });

describe('recipe validity', () => {
  it('is valid only when every linked product has stock above zero', () => {
    const step = [{ order: 1 }];
    expect(isRecipeValid([{ products: [] }, { products: [product('0.001')] }], step)).toBe(true);
    expect(isRecipeValid([{ products: [product('5')] }, { products: [product('2'), product('0')] }], step)).toBe(false);
    expect(isRecipeValid([{ products: [product('-1')] }], step)).toBe(false);
  });

  it('is not valid without any ingredient or any step', () => {
    expect(isRecipeValid([], [{ order: 1 }])).toBe(false);
    expect(isRecipeValid([{ products: [] }], [])).toBe(false);
  });

  it("says 'Sem estoque' for stock of zero or less (and for no number at all)", () => {
    expect(isOutOfStock('0')).toBe(true);
    expect(isOutOfStock('0.000')).toBe(true);
    expect(isOutOfStock(-2)).toBe(true);
    expect(isOutOfStock(null)).toBe(true);
    expect(isOutOfStock('abc')).toBe(true);
    expect(isOutOfStock('0.5')).toBe(false);
  });
});

describe('recipeProblems', () => {
  it('accepts a complete recipe', () => {
    expect(recipeProblems(input())).toEqual([]);
  });

  it('refuses a recipe without ingredients or without steps', () => {
    expect(recipeProblems(input({ ingredients: [], steps: [] }))).toEqual([
      { field: 'ingredients', message: 'Inclua ao menos um ingrediente.' },
      { field: 'steps', message: 'Inclua ao menos um passo.' },
    ]);
  });

  it('requires name, description, each ingredient name and each step description', () => {
    const problems = recipeProblems(
      input({
        name: ' ',
        description: '',
        ingredients: [
          { name: 'Sal', quantity: null, unit: null, toTaste: true, products: [] },
          { name: '  ', quantity: '1', unit: null, toTaste: false, products: [] },
        ],
        steps: [{ description: 'ok' }, { description: ' ' }],
      }),
    );
    expect(problems).toEqual([
      { field: 'name', message: 'Este campo é obrigatório!' },
      { field: 'description', message: 'Este campo é obrigatório!' },
      { field: 'ingredients.1.name', message: 'Este campo é obrigatório!' },
      { field: 'steps.1.description', message: 'Este campo é obrigatório!' },
    ]);
  });

  it('needs a number for the quantity, unless a gosto (which ignores quantity and unit)', () => {
    const one = (quantity: string | null, toTaste = false) =>
      recipeProblems(input({ ingredients: [{ name: 'Farinha', quantity, unit: 'xícara', toTaste, products: [] }] }));
    expect(one('dois')).toEqual([{ field: 'ingredients.0.quantity', message: 'Este campo deve ser um número!' }]);
    // A number out of bounds is said as such, not as text that is no number.
    expect(one('-2')).toEqual([{ field: 'ingredients.0.quantity', message: 'O valor mínimo é 0!' }]);
    expect(one('99999999999')).toEqual([{ field: 'ingredients.0.quantity', message: 'O valor máximo é 999.999.999!' }]);
    expect(one('1,5')).toEqual([]);
    expect(one('0.25')).toEqual([]);
    expect(one('')).toEqual([]);
    expect(one('dois', true)).toEqual([]);
  });

  it('refuses a product that is not an id', () => {
    expect(
      recipeProblems(input({ ingredients: [{ name: 'X', quantity: null, unit: null, toTaste: false, products: [{ id: 'abc', quantity: null }] }] })),
    ).toEqual([{ field: 'ingredients.0.products', message: 'Produto inválido.' }]);
  });
});

describe('search text and quantities', () => {
  it('searches upper-case trimmed text, and nothing without text', () => {
    expect(searchText('  farinha de trigo ')).toBe('FARINHA DE TRIGO');
    expect(searchText('   ')).toBeNull();
    expect(parseQuantity('1,5')).toBe('1.5');
    expect(parseQuantity('1.2.3')).toBeNull();
  });
});

describe('mappers', () => {
  it('writes orders from positions and drops quantity and unit a gosto', () => {
    const write = toRecipeWrite(
      input({
        ingredients: [
          { name: ' Sal ', quantity: '2', unit: 'gramas', toTaste: true, products: [] },
          { name: 'Leite', quantity: '0,5', unit: ' ml ', toTaste: false, products: [{ id: '7', quantity: '2' }] },
        ],
        steps: [{ description: ' a ' }, { description: 'b' }],
      }),
    );
    expect(write.ingredients).toEqual([
      { name: 'Sal', quantity: null, unit: null, order: 1, a_gosto: true, products: [] },
      { name: 'Leite', quantity: '0.5', unit: 'ml', order: 2, a_gosto: false, products: [{ produto: 7, quantidade: '2' }] },
    ]);
    expect(write.instructions).toEqual([
      { order: 1, description: 'a' },
      { order: 2, description: 'b' },
    ]);
  });

  it('reads a recipe with its validity and the products out of stock', () => {
    const record: RecipeRecord = {
      id: 4,
      name: 'R',
      description: 'D',
      image: null,
      ingredients: [
        { order: 2, name: 'B', quantity: null, unit: null, a_gosto: true, products: [] },
        { order: 1, name: 'A', quantity: '1.000', unit: 'xícara', a_gosto: false, products: [product('0.000')] },
      ],
      instructions: [{ order: 1, description: 'x' }],
    };
    const recipe = toRecipe(record);
    expect(recipe.valid).toBe(false);
    expect(recipe.ingredients.map((i) => [i.name, i.quantity, i.toTaste])).toEqual([
      ['A', '1', false],
      ['B', null, true],
    ]);
    expect(recipe.ingredients[0].products[0]).toMatchObject({ stock: '0', outOfStock: true, branch: 18 });
  });
});

describe('branch binding (a submanager of branch 17)', () => {
  const at = (id: number, codfilial: number, qtdestoque = '5') => ({ ...product(qtdestoque), id, codfilial, quantidade: '2.000' });
  const own = (branch: number) => branch === 17;
  const record: RecipeRecord = {
    id: 9,
    name: 'R',
    description: 'D',
    image: null,
    ingredients: [
      { order: 1, name: 'Arroz', quantity: '1', unit: 'xícara', a_gosto: false, products: [at(1, 17), at(2, 18, '0')] },
      { order: 2, name: 'Feijão', quantity: '1', unit: 'xícara', a_gosto: false, products: [at(3, 18)] },
    ],
    instructions: [{ order: 1, description: 'Cozinhe' }],
  };

  it('reads only the products of branches the user sees; validity counts those', () => {
    const recipe = toRecipe(record, own);
    expect(recipe.ingredients.map((i) => i.products.map((p) => p.productId))).toEqual([['1'], []]);
    expect(recipe.valid).toBe(true);
    expect(toRecipe(record).valid).toBe(false);
  });

  it('an update keeps the hidden links, by ingredient name first, else by position', () => {
    const write = toRecipeWrite(
      input({
        ingredients: [
          { name: ' feijão ', quantity: '2', unit: 'xícara', toTaste: false, products: [] },
          { name: 'Arroz integral', quantity: '1', unit: 'xícara', toTaste: false, products: [{ id: '1', quantity: null }] },
        ],
      }),
    );
    const kept = withHiddenProducts(record, write, own);
    expect(kept.ingredients.map((i) => i.products)).toEqual([
      [{ produto: 3, quantidade: '2.000' }],
      [
        { produto: 1, quantidade: '1' },
        { produto: 2, quantidade: '2.000' },
      ],
    ]);
    // A removed ingredient takes its hidden links with it; a user who sees every branch changes nothing.
    const onlyOne = toRecipeWrite(input({ ingredients: [{ name: 'Feijão', quantity: '1', unit: null, toTaste: false, products: [] }] }));
    expect(withHiddenProducts(record, onlyOne, own).ingredients.map((i) => i.products.map((p) => p.produto))).toEqual([[3]]);
    expect(withHiddenProducts(record, write, () => true)).toEqual(write);
  });
});
