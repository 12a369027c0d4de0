// 'Receitas' (page receitas, types 1, 2 and 3; docs/areas/staff-and-support.md#recipes): the expandable list 5 a page
// with previous and next wrapping around ('Página X de Y', the page kept in the URL), 'Nova receita', 'Editar' and
// 'Excluir' (after the confirmation), each with its message in the style of the neighbouring pages
// (docs/decisions/0007-described-defects-built-correctly.md).
import { useEffect, useState } from 'react';
import { Button, Spinner } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { RecipeCard_RecipeFragment, RecipeInput } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { ConfirmDialog, DELETE_ANSWERS } from '../../lib/dialog';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { useListPage } from '../../lib/listPage';
import { pageCount, type Paging } from '../../lib/listPaging';
import { failurePrefixes, recordDialogProps, useRecordSave } from '../../lib/useRecordSave';
import { WrappingPager } from '../../lib/wrappingPager';
import { RecipeCard } from '../components/RecipeCard';
import { RecipeDialog } from '../components/RecipeDialog';
import { emptyRecipeForm, RECIPE_TEXTS, recipeFormOf, type RecipeFormValues } from '../form';
import { CreateRecipeMutation, DeleteRecipeMutation, RecipesQuery, UpdateRecipeMutation } from '../queries';
import { EmptyState } from '../../lib/emptyState';
import '../../lib/list.css';
import '../recipes.css';

// The list has no filter: the URL holds its page alone ('?pagina=2'); the page size is the schema's default.
const noFilter = () => null;
const sameParams = (params: URLSearchParams) => params;
const toVariables = (_filter: null, paging: Paging) => ({ page: paging.page });
// Nothing on this page announces a search (no filter; 'Atualizar' reloads quietly, as before): never shown.
const searchToast = () => ({ message: null });
const errorToast = (message: string) => ({ intent: 'danger' as const, message: prefixedError(RECIPE_TEXTS.loadFailed, message) });

export function RecipesPage() {
  const listPage = useListPage({
    query: RecipesQuery,
    readFilter: noFilter,
    writeFilter: sameParams,
    toVariables,
    select: (data) => data.recipes,
    dialogs: { filter: 'filtro', details: 'receita' },
    searchToast,
    errorToast,
  });
  const { list: url, loading } = listPage;
  const list = listPage.data?.recipes;
  const page = url.paging.page;
  // A submission keeps its request id until it succeeds, so sending it again finishes the same change.
  // Each opening gets its request id: a save sent again after a failure resumes the same run in the gateway.
  const record = useRecordSave<RecipeFormValues, { requestId: string }>(failurePrefixes(RECIPE_TEXTS.createFailed, RECIPE_TEXTS.updateFailed));
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<{ recipe: RecipeCard_RecipeFragment; requestId: string } | null>(null);
  const [create, { loading: creating }] = useMutation(CreateRecipeMutation);
  const [update, { loading: updating }] = useMutation(UpdateRecipeMutation);
  const saving = creating || updating;
  const [remove, { loading: removing }] = useMutation(DeleteRecipeMutation);
  const pages = list ? pageCount(list.total, list.pageSize) : 1;
  // No answer and no load under way: the load failed (toasted by useListPage).
  const failed = !list && !loading;

  const goTo = (next: number) => url.setPaging({ ...url.paging, page: next });

  // A page past the end (a recipe deleted, an old link): the last page.
  useEffect(() => {
    if (list && page > pages) goTo(pages);
  });

  const reload = listPage.refetch;

  const openNew = () => {
    record.open({ id: null, initial: emptyRecipeForm(), requestId: crypto.randomUUID() });
  };
  const openEdit = (recipe: RecipeCard_RecipeFragment) => {
    record.open({ id: recipe.id, initial: recipeFormOf(recipe), requestId: crypto.randomUUID() });
  };
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async (input: RecipeInput) => {
    const send = async ({ id, requestId }: { id: string | null; requestId: string }) =>
      id ? (await update({ variables: { id, input, requestId } })).data?.updateRecipe : (await create({ variables: { input, requestId } })).data?.createRecipe;
    if (await record.save(send)) reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const payload = (await remove({ variables: { id: deleting.recipe.id, requestId: deleting.requestId } })).data?.deleteRecipe;
      if (!payload) return;
      if (payload.errors.length) {
        void showToast({ intent: 'danger', message: prefixedError(RECIPE_TEXTS.deleteFailed, userErrorsText(payload.errors)) });
        return;
      }
      setDeleting(null);
      void showToast({ intent: 'success', message: payload.message });
      reload();
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(RECIPE_TEXTS.deleteFailed, errorText(failure)) });
    }
  };

  return (
    <div className="list-page" data-page-ready={list || failed ? true : undefined}>
      <header className="list-header">
        <h2>Receitas</h2>
        <div className="list-header-actions">
          <Button icon="refresh" text="Atualizar" loading={loading && Boolean(list)} onClick={reload} />
          <Button icon="add" intent="primary" text="Nova receita" onClick={openNew} />
        </div>
      </header>
      {!list && loading && <Spinner aria-label="Carregando receitas" />}
      {failed && (
        <EmptyState icon="error" title="Não foi possível carregar as receitas" action={<Button icon="refresh" text="Tentar Novamente" onClick={reload} />} />
      )}
      {list && list.items.length === 0 && (
        <EmptyState icon="book" title="Nenhuma receita cadastrada" action={<Button icon="add" intent="primary" text="Cadastrar receita" onClick={openNew} />} />
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
          <WrappingPager total={list.total} page={page} pages={pages} onChange={goTo} />
        </>
      )}
      <RecipeDialog {...recordDialogProps(record, saving, submit)} />
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
