// @vitest-environment jsdom
// 'Notificações' against mocked GraphQL answers: the table (Sim/Não, '-' without image, the send date falling back
// to the creation date) with the filter read from the URL, the empty state, and the send dialog: the client picker
// keeps the selection across its pages and the mutation names exactly the picked customers.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRecipientsQuery, NotificationsQuery, SendNotificationMutation } from '../queries';
import { NotificationsPage } from './NotificationsPage';
import { loadDateTimeFields } from '../../lib/loadDateTimeFields';

// The fields' code, loaded on first show in the app (lib/lazyField.tsx), loaded here as the file loads: under no
// hook's timeout, however busy the machine.
await loadDateTimeFields();

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const notification = (id: number, scheduled: boolean) => ({
  __typename: 'PushNotification' as const,
  id: String(id),
  title: `Título ${id}`,
  message: `Mensagem ${id}`,
  audience: id % 2 ? ('GENERAL' as const) : ('PICKED' as const),
  imageUrl: id === 1 ? 'http://storage.test/files/notificacoes/a.jpg' : null,
  scheduled,
  createdAt: '2026-03-01T12:00:00.000Z',
  sendAt: scheduled ? '2026-03-02T13:30:00.000Z' : '2026-03-01T12:00:00.000Z',
  selectedUsers: id % 2 ? 'Todos' : 'Maria Silva, João Santos',
});
const allFilter = { scheduled: true, notScheduled: true };
const listAnswer = (filter: object, page: number, total: number, rows: ReturnType<typeof notification>[]): MockLink.MockedResponse => ({
  request: { query: NotificationsQuery, variables: { filter, page } },
  result: { data: { notifications: { __typename: 'PushNotificationPage', total, items: rows } } },
});
const recipient = (id: number) => ({
  __typename: 'NotificationRecipient' as const,
  id: String(id),
  name: `Cliente ${id}`,
  lastPurchaseDate: '2026-03-01',
  lastPurchaseValue: '12.50',
  daysSinceLastPurchase: 9,
  hasPushDevice: true,
});
const pickerAnswer = (page: number, ids: number[], search: string | null = null): MockLink.MockedResponse => ({
  request: { query: NotificationRecipientsQuery, variables: { search, page } },
  result: { data: { notificationRecipients: { __typename: 'NotificationRecipientPage', total: 13, pageSize: 10, items: ids.map(recipient) } } },
});

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/notificacao/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <NotificationsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('NotificationsPage', () => {
  it('shows the rows with Sim/Não, the image or -, and the send date falling back to the creation date', async () => {
    renderPage([
      listAnswer(
        allFilter,
        1,
        7,
        [1, 2, 3, 4, 5].map((id) => notification(id, id === 2)),
      ),
    ]);
    expect(await screen.findByText('Título 5')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0])).toEqual(['1', 'Título 1', 'Mensagem 1', 'Geral', 'Ver imagem', 'Não', '01/03/2026 09:00:00', '01/03/2026 09:00:00', 'Todos']);
    expect(cells(rows[1])).toEqual([
      '2',
      'Título 2',
      'Mensagem 2',
      'Usuários Específicos',
      '-',
      'Sim',
      '01/03/2026 09:00:00',
      '02/03/2026 10:30:00',
      'Maria Silva, João Santos',
    ]);
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
  });

  it('reads the filter from the URL and shows the empty state', async () => {
    const filter = { createdFrom: '2026-03-01', scheduled: true, notScheduled: false };
    renderPage([listAnswer(filter, 1, 0, [])], '/dashboard/notificacao/?criacaoDe=2026-03-01&naoAgendadas=0');
    expect(await screen.findByText('Nenhuma notificação encontrada!')).toBeTruthy();
  });

  it("says a filter is active and clears it in one click ('Limpar filtro')", async () => {
    const filter = { createdFrom: '2026-03-01', scheduled: true, notScheduled: false };
    renderPage(
      [listAnswer(filter, 1, 0, []), listAnswer(allFilter, 1, 1, [notification(1, false)])],
      '/dashboard/notificacao/?criacaoDe=2026-03-01&naoAgendadas=0',
    );
    expect(await screen.findByText('Nenhuma notificação encontrada!')).toBeTruthy();
    expect(screen.getByText('Filtro ativo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(await screen.findByText('Título 1')).toBeTruthy();
    expect(screen.queryByText('Filtro ativo')).toBeNull();
  });

  it('sends to customers picked on two picker pages, the selection kept across them', async () => {
    const sent = vi.fn();
    const send: MockLink.MockedResponse = {
      request: {
        query: SendNotificationMutation,
        variables: (vars) => {
          sent(vars);
          return true;
        },
      },
      result: { data: { sendNotification: { __typename: 'NotificationPayload', sent: true, message: 'Notificação enviada com Sucesso!', errors: [] } } },
    };
    renderPage([
      listAnswer(allFilter, 1, 1, [notification(1, false)]),
      pickerAnswer(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      pickerAnswer(2, [11, 12, 13]),
      pickerAnswer(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      send,
      listAnswer(allFilter, 1, 2, [notification(2, false), notification(1, false)]),
    ]);
    await screen.findByText('Título 1');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Promoção 🛒' } });
    expect(within(dialog).getByText('10/25')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Mensagem'), { target: { value: 'Frutas com desconto' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo de Envio'), { target: { value: 'PICKED' } });
    fireEvent.click(await within(dialog).findByLabelText('Selecionar Cliente 2'));
    fireEvent.click(within(dialog).getByLabelText('Selecionar Cliente 5'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próxima página de clientes' }));
    fireEvent.click(await within(dialog).findByLabelText('Selecionar Cliente 12'));
    expect(within(dialog).getByText('Página 2 de 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Página anterior de clientes' }));
    const two = (await within(dialog).findByLabelText('Selecionar Cliente 2')) as HTMLInputElement;
    expect(two.checked).toBe(true);
    expect(dialog.textContent).toContain('3 clientes selecionados');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Notificação' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Notificação enviada com Sucesso!' }));
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({
          title: 'Promoção 🛒',
          message: 'Frutas com desconto',
          audience: 'PICKED',
          customerIds: ['2', '5', '12'],
          imageUrl: null,
          link: null,
          scheduleAt: null,
        }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an empty send type, nobody picked and a 26-character title before calling the gateway', async () => {
    renderPage([listAnswer(allFilter, 1, 1, [notification(1, false)]), pickerAnswer(1, [1, 2])]);
    await screen.findByText('Título 1');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'a'.repeat(26) } });
    fireEvent.change(within(dialog).getByLabelText('Mensagem'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Notificação' }));
    expect(await within(dialog).findByText('O Titulo deve possuir no máximo 25 caracteres!')).toBeTruthy();
    expect(within(dialog).getByText('Campo Obrigatório')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Tipo de Envio'), { target: { value: 'PICKED' } });
    await within(dialog).findByLabelText('Selecionar Cliente 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Notificação' }));
    expect(await within(dialog).findByText('Selecione ao menos um cliente para a notificação.')).toBeTruthy();
  });

  it("says 'Campo Obrigatório' for every empty field and checks the link itself, beside the other fields' errors", async () => {
    renderPage([listAnswer(allFilter, 1, 1, [notification(1, false)])]);
    await screen.findByText('Título 1');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByLabelText(/Link/) as HTMLInputElement;
    // No browser bubble ('Please enter a URL.'): the form checks the link as it checks the rest.
    expect(link.type).not.toBe('url');
    expect((dialog.querySelector('form') as HTMLFormElement).noValidate).toBe(true);
    fireEvent.change(link, { target: { value: 'promo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Notificação' }));
    expect(await within(dialog).findByText('O link precisa ser um endereço http:// ou https:// válido.')).toBeTruthy();
    expect(within(dialog).getAllByText('Campo Obrigatório')).toHaveLength(3);
    expect(within(dialog).queryByText('Título não pode estar vazio!')).toBeNull();
  });

  it("never schedules for a day the field refuses: 'Agendar Notificação' is blocked with the field's message", async () => {
    renderPage([listAnswer(allFilter, 1, 1, [notification(1, false)])]);
    await screen.findByText('Título 1');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar Notificação' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Promoção' } });
    fireEvent.change(within(dialog).getByLabelText('Mensagem'), { target: { value: 'Hoje' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo de Envio'), { target: { value: 'GENERAL' } });
    fireEvent.click(within(dialog).getByLabelText('Agendar Notificação?'));
    const day = within(dialog).getByLabelText('Data');
    fireEvent.focus(day);
    fireEvent.change(day, { target: { value: '20/11/2020' } });
    fireEvent.blur(day);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar Notificação' }));
    expect(await within(dialog).findByText('Data fora do intervalo permitido')).toBeTruthy();
    // No mutation was mocked: a send would have failed with a toast; none came and the dialog stays.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Enviar Notificação' })).toBeTruthy();
  });
  it("never schedules a time the field refuses: 25:99 stays typed, says why under it and blocks 'Agendar Notificação'", async () => {
    const sent = vi.fn();
    const send: MockLink.MockedResponse = {
      request: { query: SendNotificationMutation, variables: (vars) => (sent(vars), true) },
      result: { data: { sendNotification: { __typename: 'NotificationPayload', sent: true, message: 'Notificação agendada com Sucesso!', errors: [] } } },
    };
    renderPage([listAnswer(allFilter, 1, 1, [notification(1, false)]), send, listAnswer(allFilter, 1, 1, [notification(1, false)])]);
    await screen.findByText('Título 1');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Notificação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar Notificação' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Promoção' } });
    fireEvent.change(within(dialog).getByLabelText('Mensagem'), { target: { value: 'Hoje' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo de Envio'), { target: { value: 'GENERAL' } });
    fireEvent.click(within(dialog).getByLabelText('Agendar Notificação?'));
    const year = new Date().getFullYear() + 1;
    const day = within(dialog).getByLabelText('Data');
    fireEvent.focus(day);
    fireEvent.change(day, { target: { value: `15/06/${year}` } });
    fireEvent.blur(day);
    const hour = within(dialog).getByLabelText('Horário (Brasília)') as HTMLInputElement;
    const minutes = within(dialog).getByLabelText('Horário (Brasília): minutos') as HTMLInputElement;
    const type = (input: HTMLInputElement, text: string) => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    };
    type(hour, '25');
    type(minutes, '99');
    expect([hour.value, minutes.value]).toEqual(['25', '99']);
    expect(within(dialog).getByText('Horário inválido: use hora de 0 a 23 e minutos de 0 a 59.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar Notificação' }));
    expect(within(dialog).getByText('Horário inválido: use hora de 0 a 23 e minutos de 0 a 59.')).toBeTruthy();
    expect([hour.value, minutes.value]).toEqual(['25', '99']);
    // Corrected, the time typed is the one sent; the refused click sent nothing (one send only).
    type(hour, '10');
    expect(within(dialog).getByText('Minutos inválidos: use de 0 a 59.')).toBeTruthy();
    type(minutes, '30');
    expect(within(dialog).queryByText(/inválid/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar Notificação' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Notificação agendada com Sucesso!' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ input: expect.objectContaining({ scheduleAt: `${year}-06-15T10:30:00-03:00` }) });
  });
});
