// 'Pesquisar Produtos' (docs/areas/staff-and-support.md#recipes): a branch (the active ones; type 3 gets only its own,
// chosen already), the text (searched only when not empty), the gateway's 20 results with their stock, 'Sem estoque'
// where it is zero or less, and one product checked at a time; confirming needs one.
import { useEffect, useMemo, useState } from 'react';
import { Button, Callout, Checkbox, FormGroup, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { RecipeDialog_ProductFragment } from '../../generated/graphql';
import { ARGUMENT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { errorText, prefixedError } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { Select } from '../../lib/select';
import { RECIPE_TEXTS } from '../form';
import { RecipeProductSearchQuery, RecipeBranchChoicesQuery } from '../queries';

interface Props {
  open: boolean;
  /** The ingredient the product is for, in the title */
  ingredient: string;
  onClose: () => void;
  onConfirm: (product: RecipeDialog_ProductFragment) => void;
}

function SearchForm({ onClose, onConfirm }: Omit<Props, 'open' | 'ingredient'>) {
  const branches = useQuery(RecipeBranchChoicesQuery);
  const [branch, setBranch] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<RecipeDialog_ProductFragment | null>(null);
  const [search, found] = useLazyQuery(RecipeProductSearchQuery, { fetchPolicy: 'network-only' });
  const options = useMemo(() => branches.data?.branchChoices ?? [], [branches.data]);
  // One branch offered (type 3's own): it is the choice.
  useEffect(() => {
    if (options.length === 1 && !branch) setBranch(String(options[0].code));
  }, [options, branch]);

  const run = () => {
    setChecked(null);
    if (!branch) return setProblem('Selecione a filial.');
    if (!text.trim()) return setProblem('Digite o nome do produto para pesquisar.');
    setProblem(null);
    void search({ variables: { text: text.trim().toUpperCase(), branch: Number(branch) } }).catch(() => undefined);
  };
  const results = found.data?.recipeProductSearch;
  const confirm = () => {
    if (!checked) return setProblem(RECIPE_TEXTS.noProduct);
    onConfirm(checked);
  };

  return (
    <DialogForm submitText="Adicionar produto" submitDisabled={!checked} onCancel={onClose} onSubmit={confirm}>
      <div className="recipe-search-bar">
        <FormGroup label="Filial" labelFor="receita-busca-filial">
          <Select id="receita-busca-filial" value={branch} disabled={options.length <= 1} onChange={(e) => setBranch(e.currentTarget.value)}>
            {options.length !== 1 && <option value="">Selecione a filial</option>}
            {options.map((b) => (
              <option key={b.code} value={b.code}>
                {`${b.code} - ${b.name}`}
              </option>
            ))}
          </Select>
        </FormGroup>
        <FormGroup label="Produto" labelFor="receita-busca-texto" className="recipe-search-text">
          <InputGroup
            id="receita-busca-texto"
            data-autofocus
            maxLength={ARGUMENT_LIMITS['Query.recipeProductSearch'].text.maxLength}
            value={text}
            placeholder="Nome do produto"
            onValueChange={setText}
            onKeyDown={(event) => {
              // Enter searches here; it must not confirm the dialog.
              if (event.key === 'Enter') {
                event.preventDefault();
                run();
              }
            }}
          />
        </FormGroup>
        <Button icon="search" text="Pesquisar" loading={found.loading} onClick={run} />
      </div>
      {problem && (
        <Callout intent="warning" compact>
          {problem}
        </Callout>
      )}
      {branches.error && (
        <Callout intent="danger" compact>
          {prefixedError(RECIPE_TEXTS.searchFailed, errorText(branches.error))}
        </Callout>
      )}
      {found.error && (
        <Callout intent="danger" compact>
          {prefixedError(RECIPE_TEXTS.searchFailed, errorText(found.error))}
        </Callout>
      )}
      {found.loading && <Spinner size={20} aria-label="Pesquisando produtos" />}
      {results && results.items.length === 0 && <p className="recipe-muted">Nenhum produto encontrado.</p>}
      {results && results.items.length > 0 && (
        <ul className="recipe-search-results" aria-label="Produtos encontrados">
          {results.items.map((product) => (
            <li key={product.productId}>
              <Checkbox
                checked={checked?.productId === product.productId}
                onChange={(e) => setChecked(e.currentTarget.checked ? product : null)}
                labelElement={
                  <span>
                    {`${product.code} - ${product.description}`}{' '}
                    <span className="recipe-muted">{`Estoque: ${Number(product.stock).toLocaleString('pt-BR')} · ${formatMoney(product.salePrice)}`}</span>
                    {product.outOfStock && (
                      <Tag intent="warning" minimal className="recipe-tag">
                        Sem estoque
                      </Tag>
                    )}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {results && results.total > results.items.length && (
        <p className="recipe-muted">{`Mostrando ${results.items.length} de ${results.total}: refine a pesquisa.`}</p>
      )}
    </DialogForm>
  );
}

export function ProductSearchDialog({ open, ingredient, onClose, onConfirm }: Props) {
  return (
    <AppDialog isOpen={open} title={ingredient ? `Pesquisar Produtos: ${ingredient}` : 'Pesquisar Produtos'} onClose={onClose} className="recipe-search-dialog">
      {open && <SearchForm onClose={onClose} onConfirm={onConfirm} />}
    </AppDialog>
  );
}
