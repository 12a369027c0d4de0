// One recipe of the expandable list (docs/areas/staff-and-support.md#recipes): the name (a button that opens and closes
// it), whether it is valid, and when open its description, image, ingredients with their linked products ('Sem estoque'
// where the stock is zero or less) and its steps, with 'Editar' and 'Excluir'.
import { Button, Card, Collapse, Tag } from '@blueprintjs/core';
import { StoredImage } from '../../lib/storedImage';
import type { RecipeCard_RecipeFragment } from '../../generated/graphql';
import { amountText } from '../amount';

interface Props {
  recipe: RecipeCard_RecipeFragment;
  open: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function RecipeCard({ recipe, open, onToggle, onEdit, onDelete }: Props) {
  const bodyId = `receita-${recipe.id}`;
  return (
    <Card className="recipe-card" elevation={open ? 2 : 1}>
      <div className="recipe-card-header">
        <Button
          variant="minimal"
          className="recipe-card-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          icon={open ? 'chevron-down' : 'chevron-right'}
          onClick={onToggle}
        >
          <strong>{recipe.name}</strong>
        </Button>
        {recipe.valid ? (
          <Tag intent="success" minimal icon="tick">
            Receita válida
          </Tag>
        ) : (
          <Tag intent="warning" minimal icon="warning-sign" title="Algum produto vinculado está sem estoque">
            Receita inválida: produto sem estoque
          </Tag>
        )}
        <div className="recipe-card-actions">
          <Button icon="edit" text="Editar" aria-label={`Editar ${recipe.name}`} onClick={onEdit} />
          <Button icon="trash" intent="danger" text="Excluir" aria-label={`Excluir ${recipe.name}`} onClick={onDelete} />
        </div>
      </div>
      <Collapse isOpen={open} keepChildrenMounted={false}>
        <div id={bodyId} className="recipe-card-body">
          <StoredImage url={recipe.imageUrl} alt={`Receita ${recipe.name}`} className="recipe-image" iconSize={32} width={200} height={200} />
          <div className="recipe-card-text">
            <p>{recipe.description}</p>
            <h4>Ingredientes</h4>
            {recipe.ingredients.length === 0 && <p className="recipe-muted">Nenhum ingrediente.</p>}
            <ul className="recipe-ingredients">
              {recipe.ingredients.map((ingredient) => (
                <li key={ingredient.order}>
                  {ingredient.toTaste
                    ? `${ingredient.name} a gosto`
                    : [amountText(ingredient.quantity, ingredient.unit), ingredient.name].filter(Boolean).join(' de ')}
                  {ingredient.products.map((product) => (
                    <Tag key={product.productId} minimal className="recipe-tag" intent={product.outOfStock ? 'warning' : 'primary'}>
                      {`${product.code} - ${product.description} · ${product.outOfStock ? 'Sem estoque' : `Estoque: ${Number(product.stock).toLocaleString('pt-BR')}`}`}
                    </Tag>
                  ))}
                </li>
              ))}
            </ul>
            <h4>Modo de preparo</h4>
            {recipe.steps.length === 0 && <p className="recipe-muted">Nenhum passo.</p>}
            <ol className="recipe-steps">
              {recipe.steps.map((step) => (
                <li key={step.order}>{step.description}</li>
              ))}
            </ol>
          </div>
        </div>
      </Collapse>
    </Card>
  );
}
