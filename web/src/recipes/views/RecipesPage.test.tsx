// @vitest-environment jsdom
// 'Receitas' against mocked GraphQL answers: loading, a load failure with 'Erro ao carregar Receitas: ', the empty
// state, a recipe opened (ingredients, linked products with 'Sem estoque', steps, validity), paging that wraps
// around with the page in the URL, the dialog's own rules, a save refused by the gateway (its field error and
// toast), a product search with one product checked at a time, and the delete confirmation.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateRecipeMutation, DeleteRecipeMutation, RecipeBranchChoicesQuery, RecipeProductSearchQuery, RecipesQuery } from '../queries';
import { RecipesPage } from './RecipesPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const product = (id: string, description: string, stock: string) => ({
  __typename: 'RecipeProduct' as const,
  productId: id,
  code: Number(id) * 10,
  description,
  branch: 18,
  quantity: '1',
  stock,
  outOfStock: !(Number(stock) > 0),
  salePrice: '9.90',
  imageUrl: null,
});
const recipe = (id: string, name: string, stock = '12') => ({
  __typename: 'Recipe' as const,
  id,
  name,
  description: `Descrição de ${name}`,
  imageUrl: null,
  valid: Number(stock) > 0,
  ingredients: [
    {
      __typename: 'RecipeIngredient' as const,
      order: 1,
      name: 'arroz',
      quantity: '2',
      unit: 'xícara',
      toTaste: false,
      products: [product('7', 'ARROZ TIPO 1', stock)],
    },
    { __typename: 'RecipeIngredient' as const, order: 2, name: 'sal', quantity: null, unit: null, toTaste: true, products: [] },
  ],
  steps: [{ __typename: 'RecipeStep' as const, order: 1, description: 'Cozinhe o arroz.' }],
});
const listAnswer = (page: number, items: ReturnType<typeof recipe>[], total = items.length): MockLink.MockedResponse => ({
  request: { query: RecipesQuery, variables: { page } },
  maxUsageCount: 5,
  result: { data: { recipes: { __typename: 'RecipePage', total, pageSize: 5, items } } },
});

function Location() {
  return <output aria-label="endereço">{useLocation().search}</output>;
}

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/receitas/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <RecipesPage />
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('RecipesPage', () => {
  it('shows the spinner, then the recipes; one opens with ingredients, products, steps and its validity', async () => {
    renderPage([listAnswer(1, [recipe('1', 'Arroz Maria Isabel'), recipe('2', 'Baião de Dois', '0')])]);
    expect(screen.getByLabelText('Carregando receitas')).toBeTruthy();
    const toggle = await screen.findByRole('button', { name: 'Baião de Dois' });
    expect(screen.getByText('Receita válida')).toBeTruthy();
    expect(screen.getByText('Receita inválida: produto sem estoque')).toBeTruthy();
    expect(screen.queryByText('Cozinhe o arroz.')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Cozinhe o arroz.')).toBeTruthy();
    expect(screen.getByText('Descrição de Baião de Dois')).toBeTruthy();
    expect(screen.getByText('2 xícaras de arroz')).toBeTruthy();
    expect(screen.getByText('sal a gosto')).toBeTruthy();
    expect(screen.getByText('70 - ARROZ TIPO 1 · Sem estoque')).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
  });

  it("toasts a load failure with 'Erro ao carregar Receitas: '", async () => {
    renderPage([{ request: { query: RecipesQuery, variables: { page: 1 } }, error: new Error('Serviço indisponível.') }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao carregar Receitas: Serviço indisponível.' }));
    expect(await screen.findByText('Não foi possível carregar as receitas')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderPage([listAnswer(1, [])]);
    expect(await screen.findByText('Nenhuma receita cadastrada')).toBeTruthy();
  });

  it('pages around: previous on page 1 goes to the last page, kept in the URL; next on the last goes to 1', async () => {
    const six = ['1', '2', '3', '4', '5'].map((id) => recipe(id, `Receita ${id}`));
    renderPage([listAnswer(1, six, 6), listAnswer(2, [recipe('6', 'Receita 6')], 6)]);
    await screen.findByText('Página 1 de 2');
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByRole('button', { name: 'Receita 6' })).toBeTruthy();
    expect(screen.getByLabelText('endereço').textContent).toBe('?pagina=2');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('button', { name: 'Receita 1' })).toBeTruthy();
    expect(screen.getByLabelText('endereço').textContent).toBe('');
  });

  it("checks the dialog's rules, then shows the gateway's refusal on its field and toasts it", async () => {
    const save: MockLink.MockedResponse = {
      request: { query: CreateRecipeMutation, variables: (v: Record<string, unknown>) => (v.input as { name: string }).name === 'Cuscuz' },
      result: {
        data: {
          createRecipe: {
            __typename: 'RecipePayload',
            message: null,
            recipe: null,
            errors: [{ __typename: 'UserError', code: 'IMAGE_INVALID', field: 'ingredients.0.quantity', message: 'Este campo deve ser um número!' }],
          },
        },
      },
    };
    renderPage([listAnswer(1, []), save]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nova receita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova receita' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Name, description, and the empty ingredient and step rows the dialog shows: none is dropped silently.
    expect(within(dialog).getAllByText('Este campo é obrigatório!')).toHaveLength(4);
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Cuscuz' } });
    // A field filled no longer says it is required; the rows still empty do.
    expect(within(dialog).getAllByText('Este campo é obrigatório!')).toHaveLength(3);
    fireEvent.change(within(dialog).getByLabelText('Descrição'), { target: { value: 'No vapor' } });
    const first = within(dialog).getByRole('group', { name: 'Ingrediente 1' });
    fireEvent.change(within(first).getByLabelText('Ingrediente'), { target: { value: 'flocão' } });
    expect(within(dialog).getAllByText('Este campo é obrigatório!')).toHaveLength(1);
    fireEvent.change(within(first).getByLabelText('Quantidade'), { target: { value: 'duas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Este campo deve ser um número!')).toBeTruthy();
    expect(within(dialog).getAllByText('Este campo é obrigatório!')).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText('Passo 1'), { target: { value: 'Cozinhe no vapor' } });
    // A gosto disables quantity and unit, and the rule no longer applies.
    fireEvent.click(within(first).getByLabelText('A gosto'));
    expect((within(first).getByLabelText('Quantidade') as HTMLInputElement).disabled).toBe(true);
    expect((within(first).getByLabelText('Unidade') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao cadastrar receita: Este campo deve ser um número!' }));
    expect(within(dialog).getByText('Este campo deve ser um número!')).toBeTruthy();
    // Removing the only step clears it instead.
    fireEvent.change(within(dialog).getByLabelText('Passo 1'), { target: { value: 'Misture' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover passo' }));
    expect((within(dialog).getByLabelText('Passo 1') as HTMLTextAreaElement).value).toBe('');
  });

  it('searches products of the chosen branch, one checked at a time, and links the confirmed one', async () => {
    const branches: MockLink.MockedResponse = {
      request: { query: RecipeBranchChoicesQuery },
      result: {
        data: {
          branchChoices: [
            { __typename: 'Branch', code: 17, name: 'Loja 17' },
            { __typename: 'Branch', code: 18, name: 'Loja 18' },
          ],
        },
      },
    };
    const search: MockLink.MockedResponse = {
      request: { query: RecipeProductSearchQuery, variables: { text: 'ARROZ', branch: 17 } },
      result: {
        data: {
          recipeProductSearch: {
            __typename: 'RecipeProductSearch',
            branch: 17,
            total: 2,
            items: [product('7', 'ARROZ TIPO 1', '3'), product('8', 'ARROZ INTEGRAL', '0')],
          },
        },
      },
    };
    renderPage([listAnswer(1, []), branches, search]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nova receita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova receita' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pesquisar Produtos' }));
    const finder = await screen.findByRole('dialog', { name: 'Pesquisar Produtos' });
    fireEvent.click(within(finder).getByRole('button', { name: 'Pesquisar' }));
    expect(within(finder).getByText('Selecione a filial.')).toBeTruthy();
    await waitFor(() => expect(within(finder).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(within(finder).getByLabelText('Filial'), { target: { value: '17' } });
    fireEvent.click(within(finder).getByRole('button', { name: 'Pesquisar' }));
    expect(within(finder).getByText('Digite o nome do produto para pesquisar.')).toBeTruthy();
    fireEvent.change(within(finder).getByLabelText('Produto'), { target: { value: ' arroz ' } });
    fireEvent.click(within(finder).getByRole('button', { name: 'Pesquisar' }));
    const boxes = await within(finder).findAllByRole('checkbox');
    expect(within(finder).getByText('Sem estoque')).toBeTruthy();
    expect((within(finder).getByRole('button', { name: 'Adicionar produto' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    expect(
      within(finder)
        .getAllByRole('checkbox')
        .map((b) => (b as HTMLInputElement).checked),
    ).toEqual([false, true]);
    fireEvent.click(within(finder).getByRole('button', { name: 'Adicionar produto' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pesquisar Produtos' })).toBeNull());
    expect(within(dialog).getByText('80 - ARROZ INTEGRAL (filial 18) · Sem estoque')).toBeTruthy();
  });

  it('deletes after the confirmation and says so', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: DeleteRecipeMutation, variables: (v: Record<string, unknown>) => v.id === '1' },
      result: { data: { deleteRecipe: { __typename: 'DeleteRecipePayload', deletedId: '1', message: 'Receita excluída com sucesso!', errors: [] } } },
    };
    renderPage([listAnswer(1, [recipe('1', 'Arroz Maria Isabel')]), remove]);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Arroz Maria Isabel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir receita' });
    expect(within(confirm).getByText('Arroz Maria Isabel')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Receita excluída com sucesso!' }));
  });
});
