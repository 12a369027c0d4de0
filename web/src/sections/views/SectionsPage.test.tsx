// @vitest-environment jsdom
// 'Seções' against mocked GraphQL answers: loading, a load failure with its prefix, the empty state, the sections
// in app order with the inactive ones behind the switch, a keyboard reorder sending the whole visible order once
// (and a refused one showing the stored order again), the edit form's local and gateway errors, and the rank
// dialog (a branch's ranks, availability, a keyboard reorder).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ReorderSectionRanksMutation,
  ReorderSectionsMutation,
  SectionRankBranchesQuery,
  SectionRanksQuery,
  SectionsQuery,
  UpdateSectionMutation,
  UpdateSectionRankMutation,
} from '../queries';
import { SectionsPage } from './SectionsPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const NAMES: Record<number, string> = { 1: 'MERCEARIA', 2: 'BEBIDAS', 3: 'HORTIFRUTI', 4: 'PET' };
const section = (id: number, order: number, active = true) => ({
  __typename: 'Section' as const,
  id: String(id),
  description: NAMES[id],
  icon: `icone-${id}`,
  info: id === 1 ? 'Produtos de mercearia' : null,
  active,
  order,
});
const listAnswer = (includeInactive: boolean, items: ReturnType<typeof section>[]): MockLink.MockedResponse => ({
  request: { query: SectionsQuery, variables: { includeInactive } },
  result: { data: { sections: { __typename: 'SectionPage', total: items.length, items } } },
});
const userError = (message: string, field: string | null = null) => ({ __typename: 'UserError' as const, code: 'REFUSED', field, message });

const rank = (id: number, sectionId: number, position: number, available = true) => ({
  __typename: 'SectionRank' as const,
  id: String(id),
  branch: 17,
  sectionId: String(sectionId),
  description: NAMES[sectionId],
  icon: null,
  sectionActive: true,
  rank: position,
  available,
  feeSection: false,
});
const branchesAnswer: MockLink.MockedResponse = {
  request: { query: SectionRankBranchesQuery },
  result: {
    data: {
      branchChoices: [
        { __typename: 'Branch', code: 17, name: 'Loja Centro' },
        { __typename: 'Branch', code: 18, name: 'Loja Norte' },
      ],
    },
  },
};

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/secao/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <SectionsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** Names in the list on screen, top first. */
const shownOrder = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.sortable-name')?.textContent);

/** The positions the rows show, top first. */
const shownPositions = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.sortable-position')?.textContent);

// jsdom lays nothing out: each row of a sortable list gets a 40 px slot below the previous one, so the keyboard
// sensor finds the row under or above the one it moves.
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('li.sortable-row');
    if (!row?.parentElement) return realRect.call(this);
    const index = [...row.parentElement.children].indexOf(row);
    return { x: 0, y: index * 40, top: index * 40, left: 0, width: 600, height: 36, bottom: index * 40 + 36, right: 600, toJSON: () => ({}) } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

/** Space on the handle, `downs` presses of ArrowDown, Space: a keyboard drag as staff do it. */
async function keyboardMove(handle: HTMLElement, downs: number) {
  const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await pause();
  for (let i = 0; i < downs; i++) {
    fireEvent.keyDown(handle.ownerDocument, { code: 'ArrowDown', key: 'ArrowDown' });
    await pause();
  }
  fireEvent.keyDown(handle.ownerDocument, { code: 'Space', key: ' ' });
  await pause();
}

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('SectionsPage', () => {
  it('shows the spinner, then the sections in app order; the switch adds the inactive ones, marked', async () => {
    renderPage([
      listAnswer(false, [section(2, 1), section(1, 0), section(3, 3)]),
      listAnswer(true, [section(1, 0), section(2, 1), section(4, 2, false), section(3, 3)]),
    ]);
    expect(screen.getByLabelText('Carregando seções')).toBeTruthy();
    await screen.findByText('MERCEARIA');
    expect(shownOrder('Seções do app')).toEqual(['MERCEARIA', 'BEBIDAS', 'HORTIFRUTI']);
    // The hidden PET keeps its place in the app (3rd): HORTIFRUTI is 4th, not renumbered to 3rd.
    expect(shownPositions('Seções do app')).toEqual(['1', '2', '4']);
    expect(screen.getByRole('button', { name: 'Mover MERCEARIA' }).getAttribute('aria-roledescription')).toBe('item ordenável');
    expect(screen.queryByText('Inativa')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mostrar seções inativas' }));
    expect(await screen.findByText('PET')).toBeTruthy();
    expect(shownOrder('Seções do app')).toEqual(['MERCEARIA', 'BEBIDAS', 'PET', 'HORTIFRUTI']);
    expect(shownPositions('Seções do app')).toEqual(['1', '2', '3', '4']);
    expect(screen.getAllByText('Inativa')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Detalhes MERCEARIA' }));
    const details = await screen.findByRole('dialog', { name: 'Detalhes da Seção' });
    expect(within(details).getByText('Produtos de mercearia')).toBeTruthy();
    expect(within(details).getByText('Sim')).toBeTruthy();
  });

  it('toasts a load failure with its prefix once, and shows the empty state', async () => {
    renderPage([{ request: { query: SectionsQuery, variables: { includeInactive: false } }, error: new Error('Sem conexão.') }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Seções: Sem conexão.' }));
    expect(await screen.findByText('Não foi possível carregar as seções')).toBeTruthy();
    cleanup();
    renderPage([listAnswer(false, [])]);
    expect(await screen.findByText('Nenhuma seção ativa')).toBeTruthy();
  });

  it('moves a section by keyboard and sends the whole visible order once', async () => {
    const reordered = [section(2, 0), section(1, 1), section(3, 2)];
    renderPage([
      listAnswer(false, [section(1, 0), section(2, 1), section(3, 2)]),
      {
        // Only this order matches: any other ids would find no answer and fail the test.
        request: { query: ReorderSectionsMutation, variables: { ids: ['2', '1', '3'] } },
        result: {
          data: {
            reorderSections: {
              __typename: 'SectionOrderPayload',
              message: 'Seção Atualizadas Com Sucesso!',
              changedIds: ['2', '1'],
              errors: [],
              sections: reordered,
            },
          },
        },
      },
    ]);
    await keyboardMove(await screen.findByRole('button', { name: 'Mover MERCEARIA' }), 1);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Seção Atualizadas Com Sucesso!' }));
    expect(shownOrder('Seções do app')).toEqual(['BEBIDAS', 'MERCEARIA', 'HORTIFRUTI']);
  });

  it("shows a refused reorder with the spec's prefix and puts back the order stored", async () => {
    renderPage([
      listAnswer(false, [section(1, 0), section(2, 1), section(3, 2)]),
      {
        request: { query: ReorderSectionsMutation, variables: { ids: ['2', '3', '1'] } },
        result: {
          data: {
            reorderSections: {
              __typename: 'SectionOrderPayload',
              message: null,
              changedIds: [],
              errors: [userError('Erro ao Atualizar Seções: o serviço de produtos não respondeu.')],
              sections: null,
            },
          },
        },
      },
      listAnswer(false, [section(1, 0), section(2, 1), section(3, 2)]),
    ]);
    await keyboardMove(await screen.findByRole('button', { name: 'Mover MERCEARIA' }), 2);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Atualizar Seções: o serviço de produtos não respondeu.' }));
    await waitFor(() => expect(shownOrder('Seções do app')).toEqual(['MERCEARIA', 'BEBIDAS', 'HORTIFRUTI']));
  });

  it("checks the edit form locally, shows the gateway's refusal on its field, then saves", async () => {
    const input = { description: 'Mercearia Seca', icon: 'basket', info: null, active: true };
    renderPage([
      listAnswer(false, [section(1, 0)]),
      {
        request: { query: UpdateSectionMutation, variables: { id: '1', input } },
        result: {
          data: { updateSection: { __typename: 'SectionPayload', message: null, section: null, errors: [userError('Ícone não pode estar vazio!', 'icon')] } },
        },
      },
      {
        request: { query: UpdateSectionMutation, variables: { id: '1', input } },
        result: {
          data: {
            updateSection: {
              __typename: 'SectionPayload',
              message: 'Seção Atualizada Com Sucesso!',
              errors: [],
              section: { ...section(1, 0), description: 'Mercearia Seca', icon: 'basket', info: null },
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar MERCEARIA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Seção' });
    fireEvent.change(within(dialog).getByLabelText('Descrição'), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Ícone'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findByText('Descrição não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).getByText('Ícone não pode estar vazio!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Descrição'), { target: { value: 'Mercearia Seca' } });
    fireEvent.change(within(dialog).getByLabelText('Ícone'), { target: { value: 'basket' } });
    fireEvent.change(within(dialog).getByLabelText(/Info/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Atualizar: Ícone não pode estar vazio!' }));
    expect(within(dialog).getByText('Ícone não pode estar vazio!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Seção Atualizada Com Sucesso!' }));
    expect(await screen.findByText('Mercearia Seca')).toBeTruthy();
  });

  it('drops every cached list when a section is deactivated: the list without inactive ones loses it', async () => {
    const input = { description: 'PET', icon: 'icone-4', info: null, active: false };
    renderPage([
      listAnswer(false, [section(1, 0), section(4, 1)]),
      {
        request: { query: UpdateSectionMutation, variables: { id: '4', input } },
        result: {
          data: { updateSection: { __typename: 'SectionPayload', message: 'Seção Atualizada Com Sucesso!', errors: [], section: section(4, 1, false) } },
        },
      },
      listAnswer(false, [section(1, 0)]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar PET' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Seção' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ativo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Seção Atualizada Com Sucesso!' }));
    await waitFor(() => expect(screen.queryByText('PET')).toBeNull());
    expect(shownOrder('Seções do app')).toEqual(['MERCEARIA']);
  });

  it('orders a branch: ranks by position, availability saved, a keyboard move sends the branch and the whole order', async () => {
    renderPage([
      listAnswer(false, [section(1, 0)]),
      branchesAnswer,
      {
        request: { query: SectionRanksQuery, variables: { branch: 17 } },
        result: { data: { sectionRanks: [rank(11, 2, 1), rank(10, 1, 0), rank(12, 4, 2, false)] } },
      },
      {
        request: { query: UpdateSectionRankMutation, variables: { id: '12', available: true } },
        result: {
          data: {
            updateSectionRank: { __typename: 'SectionRankPayload', message: 'Rank Seção Atualizada Com Sucesso!', errors: [], rank: rank(12, 4, 2, true) },
          },
        },
      },
      {
        request: { query: UpdateSectionRankMutation, variables: { id: '10', available: false } },
        result: {
          data: {
            updateSectionRank: { __typename: 'SectionRankPayload', message: null, errors: [userError('Rank de seção não encontrado.', 'id')], rank: null },
          },
        },
      },
      {
        request: { query: ReorderSectionRanksMutation, variables: { branch: 17, ids: ['11', '10', '12'] } },
        result: {
          data: {
            reorderSectionRanks: {
              __typename: 'SectionRankOrderPayload',
              message: 'Rank Seção Atualizada Com Sucesso!',
              changedIds: ['11', '10'],
              errors: [],
              ranks: [rank(11, 2, 0), rank(10, 1, 1), rank(12, 4, 2, true)],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ordenar Seções por Filial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordenar Seções por Filial' });
    fireEvent.change(await within(dialog).findByLabelText('Filial'), { target: { value: '17' } });
    await within(dialog).findByText('PET');
    expect(shownOrder('Seções da filial')).toEqual(['MERCEARIA', 'BEBIDAS', 'PET']);

    // The rank edit dialog (docs/areas/catalogue.md#sections) holds the 'available' checkbox; the row shows the state.
    const editRank = async (name: string) => {
      fireEvent.click(within(dialog).getByRole('button', { name: `Editar rank: ${name}` }));
      return screen.findByRole('dialog', { name: 'Editar Rank da Seção' });
    };
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    let edit = await editRank('PET');
    const pet = within(edit).getByRole('checkbox', { name: 'Disponível' }) as HTMLInputElement;
    expect(pet.checked).toBe(false);
    fireEvent.click(pet);
    fireEvent.click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Rank Seção Atualizada Com Sucesso!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Rank da Seção' })).toBeNull());
    edit = await editRank('MERCEARIA');
    fireEvent.click(within(edit).getByRole('checkbox', { name: 'Disponível' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Atualizar: Rank de seção não encontrado.' }));
    // Refused: the dialog stays open with what was asked; Cancelar leaves the stored state.
    expect(screen.getByRole('dialog', { name: 'Editar Rank da Seção' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Editar Rank da Seção' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Rank da Seção' })).toBeNull());

    toasts.splice(0);
    await keyboardMove(within(dialog).getByRole('button', { name: 'Mover MERCEARIA' }), 1);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Rank Seção Atualizada Com Sucesso!' }));
    expect(shownOrder('Seções da filial')).toEqual(['BEBIDAS', 'MERCEARIA', 'PET']);
  });
});
