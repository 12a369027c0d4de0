import { describe, expect, it } from 'vitest';
import { pageCount, stepPage } from '../lib/listPaging';
import { emptyIngredient, emptyRecipeForm, emptyStep, recipeInput, withoutRow } from './form';

describe('recipe form', () => {
  it('wraps previous and next around the pages', () => {
    expect(stepPage(1, 3, -1)).toBe(3);
    expect(stepPage(3, 3, 1)).toBe(1);
    expect(stepPage(2, 3, 1)).toBe(3);
    expect(stepPage(1, 1, 1)).toBe(1);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });

  it('only clears the last row when it is removed', () => {
    const only = [{ ...emptyStep(), description: 'Misture' }];
    expect(withoutRow(only, 0, emptyStep)).toMatchObject([{ description: '' }]);
    const two = [emptyIngredient(), { ...emptyIngredient(), name: 'sal' }];
    expect(withoutRow(two, 0, emptyIngredient)).toEqual([two[1]]);
  });

  it('checks every row the dialog shows (an empty one is not dropped), sends a gosto without quantity or unit, and checks numbers', () => {
    const values = { ...emptyRecipeForm(), name: ' Cuscuz ', description: 'No vapor' };
    expect(recipeInput(values).errors).toEqual({ 'ingredients.0.name': 'Este campo é obrigatório!', 'steps.0.description': 'Este campo é obrigatório!' });
    const salt = { ...emptyIngredient(), name: 'sal', quantity: '2', unit: 'gramas', toTaste: true };
    const step = { ...emptyStep(), description: 'Cozinhe' };
    expect(recipeInput({ ...values, ingredients: [salt], steps: [step] }).input).toEqual({
      name: 'Cuscuz',
      description: 'No vapor',
      imageUrl: null,
      ingredients: [{ name: 'sal', quantity: null, unit: null, toTaste: true, products: [] }],
      steps: [{ description: 'Cozinhe' }],
    });
    expect(recipeInput({ ...values, ingredients: [{ ...salt, toTaste: false, quantity: 'dois' }], steps: [step] }).errors).toEqual({
      'ingredients.0.quantity': 'Este campo deve ser um número!',
    });
    expect(recipeInput({ ...values, ingredients: [{ ...salt, toTaste: false, quantity: '-2' }], steps: [step] }).errors).toEqual({
      'ingredients.0.quantity': 'O valor mínimo é 0!',
    });
    expect(recipeInput({ ...values, ingredients: [{ ...salt, toTaste: false, quantity: '99999999999' }], steps: [step] }).errors).toEqual({
      'ingredients.0.quantity': 'O valor máximo é 999.999.999!',
    });
    expect(recipeInput({ ...values, name: '', ingredients: [salt, emptyIngredient()], steps: [emptyStep(), emptyStep()] }).errors).toEqual({
      name: 'Este campo é obrigatório!',
      'ingredients.1.name': 'Este campo é obrigatório!',
      'steps.0.description': 'Este campo é obrigatório!',
      'steps.1.description': 'Este campo é obrigatório!',
    });
  });
});
