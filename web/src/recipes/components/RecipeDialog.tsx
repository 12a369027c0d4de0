// 'Nova receita' and 'Editar receita' (docs/areas/staff-and-support.md#recipes): the 400x400 image (uploaded when
// chosen), name, description, the ingredients (quantity, unit with the spec's suggestions, 'A gosto' disabling both,
// the products linked through 'Pesquisar Produtos') and the steps. Removing the last ingredient or step only clears it.
// Presentational: the page saves and passes back the gateway's field errors.
import { useId, useState } from 'react';
import { Button, Checkbox, FormGroup, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import type { RecipeInput, RecipeDialog_ProductFragment } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { ImageField } from '../../lib/imageField';
import { useDialogForm, type FormDialogProps } from '../../lib/useDialogForm';
import { emptyIngredient, emptyStep, RECIPE_IMAGE, recipeInput, UNIT_SUGGESTIONS, withoutRow, type IngredientValues, type RecipeFormValues } from '../form';
import { ProductSearchDialog } from './ProductSearchDialog';

/** An ingredient row's limits, as the gateway takes them. */
const INGREDIENT = INPUT_LIMITS.RecipeIngredientInput;

type Props = FormDialogProps<RecipeFormValues, RecipeInput>;

function RecipeForm({ initial, editing, loading, errors, onClose, onSubmit }: Props & { initial: RecipeFormValues }) {
  const { values, set, shown, intent, uploading, submitWith, image, bounded } = useDialogForm(initial, errors, {
    bounds: INPUT_LIMITS.RecipeInput,
  });
  const [searching, setSearching] = useState<number | null>(null);
  const unitsId = useId();
  const setIngredient = (index: number, change: Partial<IngredientValues>) =>
    set(
      'ingredients',
      values.ingredients.map((row, i) => (i === index ? { ...row, ...change } : row)),
    );
  const addProduct = (product: RecipeDialog_ProductFragment) => {
    if (searching === null) return;
    const row = values.ingredients[searching];
    if (!row.products.some((p) => p.productId === product.productId)) setIngredient(searching, { products: [...row.products, product] });
    setSearching(null);
  };
  const submit = submitWith(recipeInput, onSubmit);

  return (
    <>
      <DialogForm submitText={editing ? 'Atualizar' : 'Salvar'} loading={loading} submitDisabled={uploading} onCancel={onClose} onSubmit={submit}>
        <ImageField id="receita-imagem" label="Imagem" rule={RECIPE_IMAGE} {...image('imageUrl')} disabled={loading} optional />
        <FormGroup label="Nome" labelFor="receita-nome" intent={intent('name')} helperText={shown.name}>
          <InputGroup id="receita-nome" value={values.name} {...bounded('name')} intent={intent('name')} onValueChange={(v) => set('name', v)} />
        </FormGroup>
        <FormGroup label="Descrição" labelFor="receita-descricao" intent={intent('description')} helperText={shown.description}>
          <TextArea
            id="receita-descricao"
            fill
            rows={2}
            {...bounded('description')}
            value={values.description}
            intent={intent('description')}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormGroup>

        <fieldset className="recipe-fieldset">
          <legend>Ingredientes</legend>
          <datalist id={unitsId}>
            {UNIT_SUGGESTIONS.map((unit) => (
              <option key={unit} value={unit} />
            ))}
          </datalist>
          {values.ingredients.map((row, index) => (
            <div className="recipe-row" key={row.key} role="group" aria-label={`Ingrediente ${index + 1}`}>
              <div className="recipe-row-fields">
                <FormGroup
                  label="Ingrediente"
                  labelFor={`ingrediente-${row.key}-nome`}
                  intent={intent(`ingredients.${index}.name`)}
                  helperText={shown[`ingredients.${index}.name`]}
                >
                  <InputGroup
                    id={`ingrediente-${row.key}-nome`}
                    value={row.name}
                    maxLength={INGREDIENT.name.maxLength}
                    onValueChange={(v) => setIngredient(index, { name: v })}
                  />
                </FormGroup>
                <FormGroup
                  label="Quantidade"
                  labelFor={`ingrediente-${row.key}-qtd`}
                  intent={intent(`ingredients.${index}.quantity`)}
                  helperText={shown[`ingredients.${index}.quantity`]}
                >
                  <InputGroup
                    id={`ingrediente-${row.key}-qtd`}
                    inputMode="decimal"
                    className="recipe-quantity"
                    value={row.toTaste ? '' : row.quantity}
                    disabled={row.toTaste}
                    maxLength={INGREDIENT.quantity.maxLength}
                    onValueChange={(v) => setIngredient(index, { quantity: v })}
                  />
                </FormGroup>
                <FormGroup label="Unidade" labelFor={`ingrediente-${row.key}-unidade`}>
                  <InputGroup
                    id={`ingrediente-${row.key}-unidade`}
                    list={unitsId}
                    value={row.toTaste ? '' : row.unit}
                    disabled={row.toTaste}
                    maxLength={INGREDIENT.unit.maxLength}
                    onValueChange={(v) => setIngredient(index, { unit: v })}
                  />
                </FormGroup>
                <Checkbox
                  className="recipe-to-taste"
                  label="A gosto"
                  checked={row.toTaste}
                  onChange={(e) => setIngredient(index, { toTaste: e.currentTarget.checked })}
                />
              </div>
              <div className="recipe-row-products">
                {row.products.map((product) => (
                  <Tag key={product.productId} intent={product.outOfStock ? 'warning' : 'none'} className="recipe-product-tag">
                    {`${product.code} - ${product.description} (filial ${product.branch})${product.outOfStock ? ' · Sem estoque' : ''}`}
                    <Button
                      size="small"
                      variant="minimal"
                      icon="small-cross"
                      aria-label={`Remover produto ${product.description}`}
                      title="Remover produto"
                      onClick={() => setIngredient(index, { products: row.products.filter((p) => p.productId !== product.productId) })}
                    />
                  </Tag>
                ))}
                <Button size="small" icon="search" text="Pesquisar Produtos" onClick={() => setSearching(index)} />
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  text="Remover ingrediente"
                  onClick={() => set('ingredients', withoutRow(values.ingredients, index, emptyIngredient))}
                />
              </div>
            </div>
          ))}
          {shown[`ingredients`] && <p className="recipe-error">{shown.ingredients}</p>}
          <Button icon="add" text="Adicionar ingrediente" onClick={() => set('ingredients', [...values.ingredients, emptyIngredient()])} />
        </fieldset>

        <fieldset className="recipe-fieldset">
          <legend>Modo de preparo</legend>
          {values.steps.map((row, index) => (
            <div className="recipe-row recipe-step" key={row.key}>
              <FormGroup
                label={`Passo ${index + 1}`}
                labelFor={`passo-${row.key}`}
                intent={intent(`steps.${index}.description`)}
                helperText={shown[`steps.${index}.description`]}
              >
                <TextArea
                  id={`passo-${row.key}`}
                  fill
                  rows={2}
                  maxLength={INPUT_LIMITS.RecipeStepInput.description.maxLength}
                  value={row.description}
                  onChange={(e) =>
                    set(
                      'steps',
                      values.steps.map((s, i) => (i === index ? { ...s, description: e.target.value } : s)),
                    )
                  }
                />
              </FormGroup>
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                icon="trash"
                text="Remover passo"
                onClick={() => set('steps', withoutRow(values.steps, index, emptyStep))}
              />
            </div>
          ))}
          <Button icon="add" text="Adicionar passo" onClick={() => set('steps', [...values.steps, emptyStep()])} />
        </fieldset>
      </DialogForm>
      {/* Outside the recipe's form: a submit inside the search must not bubble (through the portal) into it. */}
      <ProductSearchDialog
        open={searching !== null}
        ingredient={searching !== null ? (values.ingredients[searching]?.name ?? '') : ''}
        onClose={() => setSearching(null)}
        onConfirm={addProduct}
      />
    </>
  );
}

export function RecipeDialog(props: Props) {
  return (
    <AppDialog
      isOpen={props.initial !== null}
      title={props.editing ? 'Editar receita' : 'Nova receita'}
      onClose={props.onClose}
      canOutsideClickClose={false}
      className="recipe-dialog"
    >
      {props.initial && <RecipeForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}
