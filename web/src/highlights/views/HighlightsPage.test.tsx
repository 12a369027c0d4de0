// @vitest-environment jsdom
// 'Destaques' against mocked GraphQL answers: loading, a load failure with the spec's prefix, the empty-state card,
// the carousel, the limit of 7 refused before the form opens, the form's rules and a gateway refusal on its field,
// and the delete confirmation.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HighlightCarousel } from '../components/HighlightCarousel';
import { CreateHighlightMutation, DeleteHighlightMutation, HighlightsQuery } from '../queries';
import { HighlightsPage } from './HighlightsPage';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const highlight = (id: string, title: string, type: 'B' | 'I' = 'I') => ({
  __typename: 'Highlight' as const,
  id,
  title,
  description: `Descrição ${id}`,
  type,
  link: type === 'B' ? 'https://loja.example.com/ofertas' : null,
  imageUrl: null,
  status: 'A',
});
const request = { query: HighlightsQuery };
const listAnswer = (items: ReturnType<typeof highlight>[]): MockLink.MockedResponse => ({
  request,
  result: { data: { highlights: { __typename: 'HighlightPage', total: items.length, limit: 7, items } } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <HighlightsPage />
    </MockedProvider>,
  );
}

beforeEach(() => toasts.splice(0));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HighlightsPage', () => {
  it('shows the spinner while loading, then the first banner with its title, description and type', async () => {
    renderPage([listAnswer([highlight('1', 'Ofertas da Semana', 'B'), highlight('2', 'Entrega Grátis')])]);
    expect(screen.getByLabelText('Carregando destaques')).toBeTruthy();
    const slide = await screen.findByRole('group', { name: '1 de 2: Ofertas da Semana' });
    expect(within(slide).getByText('Descrição 1')).toBeTruthy();
    expect(within(slide).getByText('Busca (link externo)')).toBeTruthy();
    expect(within(slide).getByRole('link', { name: 'https://loja.example.com/ofertas' })).toBeTruthy();
    expect(within(slide).getByRole('img', { name: 'Destaque Ofertas da Semana sem imagem' })).toBeTruthy();
    expect(screen.getByText('2 de 7 destaques')).toBeTruthy();
  });

  it("toasts a load failure with the spec's prefix", async () => {
    renderPage([{ request, error: new Error('Serviço indisponível.') }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Destaques: Serviço indisponível.' }));
    expect(await screen.findByText('Não foi possível carregar os destaques')).toBeTruthy();
  });

  it('shows the empty-state card, whose button opens the new highlight form', async () => {
    renderPage([listAnswer([])]);
    expect(await screen.findByText('Nenhum destaque cadastrado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar Destaque' }));
    expect(await screen.findByRole('dialog', { name: 'Novo Destaque' })).toBeTruthy();
  });

  it("refuses 'Novo Destaque' at the limit with the spec's warning, without opening the form", async () => {
    renderPage([listAnswer(['1', '2', '3', '4', '5', '6', '7'].map((id) => highlight(id, `Destaque ${id}`)))]);
    await screen.findByText('7 de 7 destaques');
    fireEvent.click(screen.getByRole('button', { name: 'Novo Destaque' }));
    expect(toasts).toContainEqual({ intent: 'warning', message: 'Só é permitido um máximo de 7 destaques' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("checks the form locally (link only for type B), then shows the gateway's refusal on its field and in the toast", async () => {
    const input = { title: 'Semana do Café', description: null, type: 'B', link: 'https://loja.example.com/cafe', imageUrl: null };
    renderPage([
      listAnswer([highlight('1', 'Ofertas da Semana')]),
      {
        request: { query: CreateHighlightMutation, variables: { input } },
        result: {
          data: {
            createHighlight: {
              __typename: 'HighlightPayload',
              message: null,
              highlight: null,
              errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', field: 'title', message: 'Título já usado.' }],
            },
          },
        },
      },
    ]);
    await screen.findByText('1 de 7 destaques');
    fireEvent.click(screen.getByRole('button', { name: 'Novo Destaque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Destaque' });
    expect(within(dialog).queryByLabelText('Link')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Campo obrigatório!')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Semana do Café' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo'), { target: { value: 'B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'loja' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe um endereço começando com http:// ou https://')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'https://loja.example.com/cafe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Título já usado.')).toBeTruthy();
    expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Cadastrar: Título já usado.' });
  });

  it("shows the gateway's limit refusal as the spec's warning", async () => {
    const input = { title: 'Oitavo', description: null, type: 'I', link: null, imageUrl: null };
    renderPage([
      listAnswer([highlight('1', 'Ofertas da Semana')]),
      {
        request: { query: CreateHighlightMutation, variables: { input } },
        result: {
          data: {
            createHighlight: {
              __typename: 'HighlightPayload',
              message: null,
              highlight: null,
              errors: [{ __typename: 'UserError', code: 'REFUSED', field: null, message: 'Só é permitido um máximo de 7 destaques' }],
            },
          },
        },
      },
    ]);
    await screen.findByText('1 de 7 destaques');
    fireEvent.click(screen.getByRole('button', { name: 'Novo Destaque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Destaque' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Oitavo' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo'), { target: { value: 'I' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'warning', message: 'Só é permitido um máximo de 7 destaques' }));
  });

  it("deletes after 'Deseja Realmente Excluir esse Destaque?' and says so", async () => {
    renderPage([
      listAnswer([highlight('3', 'Festival do Açougue')]),
      {
        request: { query: DeleteHighlightMutation, variables: { id: '3' } },
        result: { data: { deleteHighlight: { __typename: 'DeleteHighlightPayload', deletedId: '3', message: 'Destaque Excluído com Sucesso!', errors: [] } } },
      },
      listAnswer([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir destaque Festival do Açougue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir Destaque' });
    expect(within(dialog).getByText('Deseja Realmente Excluir esse Destaque?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Destaque Excluído com Sucesso!' }));
    expect(await screen.findByText('Nenhum destaque cadastrado')).toBeTruthy();
  });
});

describe('HighlightCarousel', () => {
  const items = [highlight('1', 'Primeiro'), highlight('2', 'Segundo'), highlight('3', 'Terceiro')];
  const shown = () => screen.getByRole('group').getAttribute('aria-label');
  const noop = () => undefined;

  it('turns every 7 seconds, wraps around, and holds still while held or paused', () => {
    vi.useFakeTimers();
    const { rerender } = render(<HighlightCarousel items={items} held={false} onEdit={noop} onDelete={noop} />);
    expect(shown()).toBe('1 de 3: Primeiro');
    act(() => {
      vi.advanceTimersByTime(6999);
    });
    expect(shown()).toBe('1 de 3: Primeiro');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toBe('2 de 3: Segundo');
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(shown()).toBe('3 de 3: Terceiro');
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(shown()).toBe('1 de 3: Primeiro');
    rerender(<HighlightCarousel items={items} held onEdit={noop} onDelete={noop} />);
    act(() => {
      vi.advanceTimersByTime(21_000);
    });
    expect(shown()).toBe('1 de 3: Primeiro');
    rerender(<HighlightCarousel items={items} held={false} onEdit={noop} onDelete={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar a passagem automática' }));
    act(() => {
      vi.advanceTimersByTime(21_000);
    });
    expect(shown()).toBe('1 de 3: Primeiro');
  });

  it('goes back and forth by hand and by its dots', () => {
    render(<HighlightCarousel items={items} held={false} onEdit={noop} onDelete={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Destaque anterior' }));
    expect(shown()).toBe('3 de 3: Terceiro');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo destaque' }));
    expect(shown()).toBe('1 de 3: Primeiro');
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o destaque 2: Segundo' }));
    expect(shown()).toBe('2 de 3: Segundo');
  });
});
