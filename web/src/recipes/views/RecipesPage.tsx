// 'Receitas' (page receitas, types 1, 2 and 3; spec 002 section 2): the expandable list 5 a page with previous and
// next wrapping around ('Página X de Y', the page kept in the URL), 'Nova receita', 'Editar' and 'Excluir' (after
// the confirmation), each with its message in the style of the neighbouring pages (DESIGN section 4).
import { useEffect, useState } from 'react';
import { Button, ButtonGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { RecipeFieldsFragment, RecipeInput } from '../../generated/graphql';
import { showToast } from '../../kernel/toaster';
import { ConfirmDialog, DELETE_ANSWERS } from '../../lib/dialog';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { useRecordSave } from '../../lib/useRecordSave';
import { RecipeCard } from '../components/RecipeCard';
import { RecipeDialog } from '../components/RecipeDialog';
import { emptyRecipeForm, pageCount, RECIPE_PAGE_SIZE, RECIPE_TOASTS, recipeFormOf, stepPage, type RecipeFormValues } from '../form';
import { DeleteRecipeMutation, RecipesQuery, SaveRecipeMutation } from '../queries';
import '../../lib/list.css';
import '../recipes.css';

const readPage = (params: URLSearchParams) => {
  const page = Number(params.get('pagina'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function RecipesPage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const { data, loading, error, refetch } = useQuery(RecipesQuery, { variables: { page, pageSize: RECIPE_PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  // A submission keeps its request id until it succeeds, so sending it again finishes the same change.
  // Each opening gets its request id: a save sent again after a failure resumes the same run in the gateway.
  const record = useRecordSave<RecipeFormValues, { requestId: string }>(RECIPE_TOASTS);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<{ recipe: RecipeFieldsFragment; requestId: string } | null>(null);
  const [save, { loading: saving }] = useMutation(SaveRecipeMutation);
  const [remove, { loading: removing }] = useMutation(DeleteRecipeMutation);
  const list = data?.recipes;
  const pages = pageCount(list?.total ?? 0);

  useEffect(() => {
    if (error) void showToast({ intent: 'danger', message: prefixedError(RECIPE_TOASTS.loadFailed, errorText(error)) }, 'receitas');
  }, [error]);

  // A page past the end (a recipe deleted, an old link): the last page.
  useEffect(() => {
    if (list && page > pages) goTo(pages);
  });

  function goTo(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('pagina', String(next));
      else updated.delete('pagina');
      return updated;
    });
  }

  const reload = () => void refetch().catch(() => undefined); // a failure is toasted by the effect above

  const openNew = () => {
    record.open({ id: null, initial: emptyRecipeForm(), requestId: crypto.randomUUID() });
  };
  const openEdit = (recipe: RecipeFieldsFragment) => {
    record.open({ id: recipe.id, initial: recipeFormOf(recipe), requestId: crypto.randomUUID() });
  };
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async (input: RecipeInput) => {
    if (await record.save(async ({ id, requestId }) => (await save({ variables: { id, input, requestId } })).data?.saveRecipe)) reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const payload = (await remove({ variables: { id: deleting.recipe.id, requestId: deleting.requestId } })).data?.deleteRecipe;
      if (!payload) return;
      if (payload.errors.length) {
        void showToast({ intent: 'danger', message: prefixedError(RECIPE_TOASTS.deleteFailed, userErrorsText(payload.errors)) });
        return;
      }
      setDeleting(null);
      void showToast({ intent: 'success', message: payload.message ?? RECIPE_TOASTS.deleted });
      reload();
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(RECIPE_TOASTS.deleteFailed, errorText(failure)) });
    }
  };

  return (
    <div className="list-page" data-page-ready={list || error ? true : undefined}>
      <header className="list-header">
        <h2>Receitas</h2>
        <div className="list-header-actions">
          <Button icon="refresh" text="Atualizar" loading={loading && Boolean(list)} onClick={reload} />
          <Button icon="add" intent="primary" text="Nova receita" onClick={openNew} />
        </div>
      </header>
      {!list && loading && <Spinner aria-label="Carregando receitas" />}
      {!list && !loading && error && (
        <NonIdealState icon="error" title="Não foi possível carregar as receitas" action={<Button icon="refresh" text="Tentar Novamente" onClick={reload} />} />
      )}
      {list && list.items.length === 0 && (
        <NonIdealState icon="book" title="Nenhuma receita cadastrada" action={<Button icon="add" intent="primary" text="Cadastrar receita" onClick={openNew} />} />
      )}
      {list && list.items.length > 0 && (
        <>
          <div className="recipe-list">
            {list.items.map((recipe) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                open={opened.has(recipe.id)}
                onToggle={() => toggle(recipe.id)}
                onEdit={() => openEdit(recipe)}
                onDelete={() => setDeleting({ recipe, requestId: crypto.randomUUID() })}
              />
            ))}
          </div>
          <div className="list-pager">
            <span>Total: {list.total}</span>
            <ButtonGroup>
              <Button icon="chevron-left" aria-label="Página anterior" disabled={pages <= 1} onClick={() => goTo(stepPage(Math.min(page, pages), pages, -1))} />
              <Button variant="minimal" text={`Página ${Math.min(page, pages)} de ${pages}`} disabled />
              <Button icon="chevron-right" aria-label="Próxima página" disabled={pages <= 1} onClick={() => goTo(stepPage(Math.min(page, pages), pages, 1))} />
            </ButtonGroup>
          </div>
        </>
      )}
      <RecipeDialog
        initial={record.form?.initial ?? null}
        editing={Boolean(record.form?.id)}
        loading={saving}
        errors={record.errors}
        onClose={() => !saving && record.close()}
        onSubmit={(input) => void submit(input)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir receita"
        question="Deseja realmente excluir esta receita?"
        detail={deleting && <strong>{deleting.recipe.name}</strong>}
        answers={DELETE_ANSWERS}
        loading={removing}
        onClose={() => !removing && setDeleting(null)}
        onSubmit={() => void confirmDelete()}
      />
    </div>
  );
}
