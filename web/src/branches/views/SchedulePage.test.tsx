// @vitest-environment jsdom
// 'Períodos de Entrega' against mocked GraphQL answers: loading, error, an unknown branch, the four tables, the
// superuser's buttons (from me.actions) and a mutation's errors on the dialog's field.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryPeriodsQuery } from '../queries';
import { BranchScheduleQuery, CreateBranchDeliveryPeriodMutation, CreateDeliveryPeriodMutation, DeleteBranchDeliveryPeriodMutation } from '../scheduleQueries';
import { SchedulePage } from './SchedulePage';
import { loadDateTimeFields } from '../../lib/loadDateTimeFields';

// The fields' code, loaded on first show in the app (lib/lazyField.tsx), loaded here as the file loads: under no
// hook's timeout, however busy the machine.
await loadDateTimeFields();

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
const session = vi.hoisted(() => ({ actions: [] as string[] }));
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));
vi.mock('../../kernel/session', () => ({ useSession: () => ({ me: { actions: session.actions } }) }));

const period = (id: string, type: string, start: string) => ({
  __typename: 'BranchDeliveryPeriod',
  id,
  periodId: id,
  start,
  end: '12:00',
  maxDeliveries: 5,
  type,
});
const schedule = (branch: number, rows: ReturnType<typeof period>[] | null, error?: Error): MockLink.MockedResponse => ({
  request: { query: BranchScheduleQuery, variables: { branch } },
  ...(error ? { error } : { result: { data: { branchSchedule: rows } } }),
});

/** The page's URL, so a test sees what the search writes there. */
function Location() {
  const location = useLocation();
  return <output aria-label="URL">{location.pathname + location.search}</output>;
}

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/horario/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <SchedulePage />
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

function search(code: string) {
  fireEvent.change(screen.getByLabelText('Código da Filial'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
}

beforeEach(() => {
  toasts.splice(0);
  session.actions = [];
});
afterEach(cleanup);

describe('SchedulePage', () => {
  it('reads a branch: spinner, then the four tables, without edit buttons for a manager', async () => {
    renderPage([schedule(17, [period('1', 'N', '08:00'), period('2', 'F', '10:00')])]);
    search('17');
    expect(screen.getByLabelText('Carregando horários')).toBeTruthy();
    expect(await screen.findByText('08:00')).toBeTruthy();
    for (const title of ['Horários Normais', 'Finais de Semana/Domingo', 'Feriados', 'Dias Especiais'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo Período' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar horário/ })).toBeNull();
    // No empty 'Ações' column for who cannot edit; a type without periods says so.
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    expect(screen.getAllByText('Nenhum horário cadastrado para este tipo.')).toHaveLength(2);
  });

  it('keeps the searched branch in the URL, so a reload (or Back) shows it again', async () => {
    renderPage([schedule(17, [period('1', 'N', '08:00')]), schedule(18, [period('2', 'N', '09:00')])]);
    search('17');
    expect(await screen.findByText('08:00')).toBeTruthy();
    expect(screen.getByLabelText('URL').textContent).toBe('/dashboard/horario/?filial=17');
    cleanup();
    renderPage([schedule(18, [period('2', 'N', '09:00')])], '/dashboard/horario/?filial=18');
    expect(await screen.findByText('09:00')).toBeTruthy();
    expect((screen.getByLabelText('Código da Filial') as HTMLInputElement).value).toBe('18');
  });

  it('says when the branch does not exist, and shows a load error', async () => {
    renderPage([schedule(99, null), schedule(98, null, new Error('Serviço indisponível.'))]);
    search('99');
    expect(await screen.findByText('Filial não encontrada.')).toBeTruthy();
    search('98');
    expect((await screen.findByRole('alert')).textContent).toBe('Erro: Serviço indisponível.');
  });

  it("gives a superuser 'Novo Período', 'Adicionar Horários' and edit, and shows a refused period on its field", async () => {
    session.actions = ['EDIT_DELIVERY_PERIODS'];
    const create: MockLink.MockedResponse = {
      request: { query: CreateDeliveryPeriodMutation, variables: { input: { start: '12:00', end: '11:00' } } },
      result: {
        data: {
          createDeliveryPeriod: {
            __typename: 'DeliveryPeriodPayload',
            message: null,
            period: null,
            errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', message: 'A Hora Fim deve ser depois da Hora Inicial.', field: 'end' }],
          },
        },
      },
    };
    const periods = { request: { query: DeliveryPeriodsQuery }, result: { data: { deliveryPeriods: [] } } };
    renderPage([schedule(17, [period('1', 'N', '08:00')]), periods, create]);
    search('17');
    expect(await screen.findByRole('button', { name: 'Editar horário 08:00 - 12:00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar Horários' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Novo Período' }));
    await screen.findByRole('button', { name: 'Cadastrar' });
    // The time pickers start at 08:00 and 10:00; the hours typed are committed when the field is left.
    const startMinutes = screen.getByLabelText('Hora Inicial: minutos') as HTMLInputElement;
    const endMinutes = screen.getByLabelText('Hora Fim: minutos') as HTMLInputElement;
    expect([(screen.getByLabelText('Hora Inicial') as HTMLInputElement).value, startMinutes.value]).toEqual(['8', '00']);
    expect([(screen.getByLabelText('Hora Fim') as HTMLInputElement).value, endMinutes.value]).toEqual(['10', '00']);
    for (const [label, hours] of [
      ['Hora Inicial', '12'],
      ['Hora Fim', '11'],
    ]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: hours } });
      fireEvent.blur(screen.getByLabelText(label));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('A Hora Fim deve ser depois da Hora Inicial.')).toBeTruthy();
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Cadastrar: A Hora Fim deve ser depois da Hora Inicial.' }));
  });

  it("'Novo Período' keeps a refused time as typed (25:99), says why under it and sends only the time corrected", async () => {
    session.actions = ['EDIT_DELIVERY_PERIODS'];
    const sent = vi.fn();
    const create: MockLink.MockedResponse = {
      request: { query: CreateDeliveryPeriodMutation, variables: (vars) => (sent(vars), true) },
      result: {
        data: {
          createDeliveryPeriod: { __typename: 'DeliveryPeriodPayload', message: 'Horário Cadastrado Com Sucesso!', errors: [], period: null },
        },
      },
    };
    const periods = { request: { query: DeliveryPeriodsQuery }, result: { data: { deliveryPeriods: [] } } };
    renderPage([schedule(17, [period('1', 'N', '08:00')]), periods, create, schedule(17, [period('1', 'N', '08:00')]), periods]);
    search('17');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Período' }));
    await screen.findByRole('button', { name: 'Cadastrar' });
    const type = (label: string, text: string) => {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
      return input;
    };
    const hour = type('Hora Fim', '25');
    const minutes = type('Hora Fim: minutos', '99');
    expect([hour.value, minutes.value]).toEqual(['25', '99']);
    expect(screen.getByText('Horário inválido: use hora de 0 a 23 e minutos de 0 a 59.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Horário inválido: use hora de 0 a 23 e minutos de 0 a 59.')).toBeTruthy();
    type('Hora Fim', '11');
    type('Hora Fim: minutos', '45');
    expect(screen.queryByText(/inválid/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Horário Cadastrado Com Sucesso!' }));
    // The refused click sent nothing: one create, with the corrected time.
    expect(sent.mock.calls).toEqual([[{ input: { start: '08:00', end: '11:45' } }]]);
  });

  it("'Adicionar Horários' bounds the quantity as the gateway's Int: 99999999999 is refused under the field, nothing sent", async () => {
    session.actions = ['EDIT_DELIVERY_PERIODS'];
    const sent = vi.fn();
    const add: MockLink.MockedResponse = {
      request: { query: CreateBranchDeliveryPeriodMutation, variables: (vars) => (sent(vars), true) },
      result: { data: { createBranchDeliveryPeriod: { __typename: 'BranchDeliveryPeriodPayload', message: 'ok', errors: [] } } },
    };
    const periods = {
      request: { query: DeliveryPeriodsQuery },
      result: { data: { deliveryPeriods: [{ __typename: 'DeliveryPeriod', id: '1', start: '08:00', end: '12:00' }] } },
    };
    renderPage([schedule(17, [period('1', 'N', '08:00')]), periods, add]);
    search('17');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar Horários' }));
    const quantity = (await screen.findByLabelText('Quantidade Máxima de Entregas')) as HTMLInputElement;
    expect([quantity.min, quantity.max]).toEqual(['0', '2147483647']);
    expect(quantity.closest('form')?.noValidate).toBe(true); // the form's own message, never the browser's bubble
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '1' } });
    fireEvent.change(quantity, { target: { value: '99999999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O valor máximo é 2.147.483.647!')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('removes a period from the branch after asking, then shows the schedule again (docs/decisions/0046-delivery-periods-and-ranks.md)', async () => {
    session.actions = ['EDIT_DELIVERY_PERIODS'];
    renderPage([
      schedule(17, [period('1', 'N', '08:00'), period('2', 'N', '10:00')]),
      {
        request: { query: DeleteBranchDeliveryPeriodMutation, variables: { id: '2' } },
        result: {
          data: { deleteBranchDeliveryPeriod: { __typename: 'BranchDeliveryPeriodPayload', message: 'Horário Removido da Filial com Sucesso!', errors: [] } },
        },
      },
      schedule(17, [period('1', 'N', '08:00')]),
    ]);
    search('17');
    expect(await screen.findByText('10:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover horário 10:00 - 12:00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover Horário' });
    expect(confirm.textContent).toContain('Deseja Realmente Remover este Horário da Filial?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Horário Removido da Filial com Sucesso!' }));
    await waitFor(() => expect(screen.queryByText('10:00')).toBeNull());
  });
});
