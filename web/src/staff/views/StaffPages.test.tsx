// @vitest-environment jsdom
// The staff pages against mocked GraphQL answers: loading, a load failure with the spec's prefix, the empty state,
// the table's columns and statuses, the role switches sent as 'any of these' (and the alert with every switch
// off), and a create refused by the gateway with its message on the field. docs/decisions/0040-people-who-leave.md:
// active people by default, 'Desativar' / 'Reativar' asked for by name, and 'Enviar redefinição de senha' for type 1
// only.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreatePickerMutation,
  DeactivateEmployeeMutation,
  EmployeesQuery,
  PickerEmployeesQuery,
  SendEmployeePasswordResetMutation,
  StaffBranchChoicesQuery,
  UpdateEmployeeMutation,
} from '../queries';
import { EmployeesPage, PickersPage } from './StaffPages';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));
// Type 1 unless a test says otherwise (a submanager's pages: no 'funcionario').
const session = vi.hoisted(() => ({ me: { pages: ['funcionario', 'separador', 'entregador'] } }));
vi.mock('../../kernel/session', () => ({ useSession: () => session }));
vi.mock('../../lib/clipboard', () => ({ copyText: async () => true }));

const member = (over: Record<string, unknown>) => ({
  __typename: 'Employee' as const,
  id: '7',
  userId: '21',
  registration: '1004',
  name: 'Sofia Separa',
  email: null,
  cpf: '52998224725',
  branch: { __typename: 'Branch' as const, code: 17, name: 'Loja Centro' },
  role: 'PICKER' as const,
  roleLabel: 'Separador',
  roles: ['PICKER' as const],
  available: true,
  active: true,
  ...over,
});
const gerente = member({
  id: '2',
  registration: '1002',
  name: 'Gil Gerente',
  branch: null,
  role: 'MANAGER',
  roleLabel: 'Gerente',
  roles: ['MANAGER'],
  available: false,
  cpf: null,
  email: 'gil@loja.com',
});
const sofia = member({});

const employees = (items: unknown[], filter: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: EmployeesQuery, variables: { filter: { ...filter, state: 'ACTIVE' }, page: 1, pageSize: 5 } },
  maxUsageCount: 5,
  result: { data: { employees: { __typename: 'EmployeePage', total: items.length, truncated: false, items } } },
});
const pickers = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: PickerEmployeesQuery, variables: { filter: { state: 'ACTIVE' }, page: 1, pageSize: 5 } },
  maxUsageCount: 5,
  result: { data: { pickerEmployees: { __typename: 'EmployeePage', total: items.length, truncated: false, items } } },
});
const branchChoices = (page: 'funcionario' | 'separador'): MockLink.MockedResponse => ({
  request: { query: StaffBranchChoicesQuery, variables: { page } },
  result: { data: { branchChoices: [{ __typename: 'Branch', code: 17, name: 'Loja Centro' }] } },
});

function Location() {
  return <output aria-label="endereço">{useLocation().search}</output>;
}

// A data router given flushSync, as react-router/dom's provider is in the app (main.tsx): the lists' URL changes are rendered at
// once (flushSync), never as transitions that a fast mocked answer keeps restarting (lib/listUrlState.ts); with
// MemoryRouter, on a loaded machine, the filter tests looped between the old and the new query.
function renderPage(page: 'employees' | 'pickers', mocks: MockLink.MockedResponse[], url = '/dashboard/x/') {
  const element = (
    <>
      {page === 'employees' ? <EmployeesPage /> : <PickersPage />}
      <Location />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  return render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </MockedProvider>,
  );
}

beforeEach(() => (toasts.length = 0));
afterEach(cleanup);

describe('Funcionários', () => {
  it('shows the loading state, then the spec columns with Disponível / Indisponível and the role labels', async () => {
    renderPage('employees', [employees([gerente, sofia])]);
    expect(screen.getByLabelText('Carregando funcionários')).toBeTruthy();
    const row = (await screen.findByText('Gil Gerente')).closest('tr')!;
    expect(within(row).getByText('Gerente')).toBeTruthy();
    expect(within(row).getByText('Indisponível')).toBeTruthy();
    expect(within(row).getByText('gil@loja.com')).toBeTruthy();
    const other = screen.getByText('Sofia Separa').closest('tr')!;
    expect(within(other).getByText('529.982.247-25')).toBeTruthy();
    expect(within(other).getByText('17 - Loja Centro')).toBeTruthy();
    expect(within(other).getByText('Disponível')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Matrícula',
      'Nome',
      'Email',
      'CPF',
      'Filial',
      'Cargo',
      'Status',
      'Situação',
      'Ações',
    ]);
  });

  it('says the load prefix when the gateway fails, and the empty state', async () => {
    renderPage('employees', [
      { request: { query: EmployeesQuery, variables: { filter: { state: 'ACTIVE' }, page: 1, pageSize: 5 } }, error: new Error('sem conexão') },
    ]);
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao Buscar Funcionário(s): sem conexão' }));
    cleanup();
    renderPage('employees', [employees([])]);
    expect(await screen.findByText('Nenhum funcionário encontrado!')).toBeTruthy();
  });

  it('sends the switches on as any-of roles, keeps them in the URL, and alerts with every switch off', async () => {
    renderPage('employees', [employees([gerente, sofia]), employees([gerente], { roles: ['MANAGER'] })]);
    await screen.findByText('Gil Gerente');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['Gerentes', 'Subgerentes', 'Marketing', 'Separadores', 'Entregadores', 'Conferentes'])
      fireEvent.click(within(dialog).getByLabelText(label));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Pelo menos um filtro de status deve estar habilitado');
    fireEvent.click(within(dialog).getByLabelText('Gerentes'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    // The new list's answer can take a while on a loaded machine.
    await waitFor(() => expect(screen.queryByText('Sofia Separa')).toBeNull(), { timeout: 5000 });
    expect(screen.getByLabelText('endereço').textContent).toBe('?cargos=MANAGER');
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'success', message: 'Funcionário(s) encontrado(s) com sucesso!' }));
  });
});

describe('Funcionários details and edit', () => {
  it('hides the manager branch in details; an edit saves the roles ticked and says the spec success', async () => {
    const input = { name: 'Sofia Conferente', cpf: '52998224725', email: null, branch: 17, roles: ['PICKER', 'CHECKER'], available: true };
    const saved = member({ name: 'Sofia Conferente', role: 'CHECKER', roleLabel: 'Conferente', roles: ['PICKER', 'CHECKER'] });
    renderPage('employees', [
      employees([gerente, sofia]),
      branchChoices('funcionario'),
      {
        request: { query: UpdateEmployeeMutation, variables: { id: '7', input } },
        result: {
          data: {
            updateEmployee: { __typename: 'EmployeePayload', message: 'Atualização de funcionário realizada com Sucesso!', errors: [], employee: saved },
          },
        },
      },
    ]);
    await screen.findByText('Gil Gerente');
    fireEvent.click(screen.getByRole('button', { name: 'Detalhes de Gil Gerente' }));
    const details = await screen.findByRole('dialog', { name: 'Detalhes do Funcionário' });
    expect(within(details).getByText('Gerente')).toBeTruthy();
    expect(within(details).queryByText('Filial')).toBeNull();
    expect(screen.getByLabelText('endereço').textContent).toBe('?detalhes=2');
    fireEvent.click(within(details).getAllByRole('button', { name: 'Fechar' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes do Funcionário' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Editar Sofia Separa' }));
    const form = await screen.findByRole('dialog', { name: 'Editar Funcionário' });
    expect((within(form).getByLabelText('Matrícula') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Sofia Conferente' } });
    fireEvent.click(within(form).getByLabelText('Conferente'));
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'success', message: 'Atualização de funcionário realizada com Sucesso!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Funcionário' })).toBeNull());
  });
});

describe('Busca de Separadores', () => {
  it('shows the gateway refusal of a new picker on its field and the prefixed toast', async () => {
    const input = { registration: '1004', name: 'Nova', cpf: '52998224725', email: null, branch: 17, password: 'senha1234', available: true };
    renderPage('pickers', [
      pickers([sofia]),
      branchChoices('separador'),
      {
        request: { query: CreatePickerMutation, variables: { input } },
        result: {
          data: {
            createPicker: {
              __typename: 'EmployeePayload',
              message: null,
              employee: null,
              errors: [{ __typename: 'UserError', code: 'CODE_TAKEN', message: 'Já existe um usuário com esta matrícula.', field: 'registration' }],
            },
          },
        },
      },
    ]);
    const row = (await screen.findByText('Sofia Separa')).closest('tr')!;
    expect(within(row).getByText('7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Novo Separador' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(within(dialog).getByText('Matrícula não pode estar vazio!')).toBeTruthy();
    expect(within(dialog).getByText('CPF não pode estar vazio!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Matrícula'), { target: { value: '1004' } });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Nova' } });
    fireEvent.change(within(dialog).getByLabelText('CPF'), { target: { value: '529.982.247-24' } });
    fireEvent.change(within(dialog).getByLabelText('Senha'), { target: { value: 'curta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(within(dialog).getByText('A senha precisa ter no mínimo 8 caracteres!')).toBeTruthy();
    expect(within(dialog).getByText('CPF inválido.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.change(within(dialog).getByLabelText('Senha'), { target: { value: 'senha1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('Já existe um usuário com esta matrícula.')).toBeTruthy();
    expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Erro ao cadastrar separador: Já existe um usuário com esta matrícula.' });
  });
});

describe('Funcionários forms keep what the person typed', () => {
  const editSofia = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Sofia Separa' }));
    return screen.findByRole('dialog', { name: 'Editar Funcionário' });
  };
  const value = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;

  it('a name over 200 characters gets its message on the field; the dialog stays open with the values', async () => {
    renderPage('employees', [employees([sofia]), branchChoices('funcionario')]);
    const form = await editSofia();
    const long = 'Sofia '.repeat(40);
    fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: long } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'sofia@loja.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Nome deve ter no máximo 200 caracteres.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar Funcionário' })).toBe(form);
    expect(value(form, 'Nome')).toBe(long);
    expect(value(form, 'E-mail')).toBe('sofia@loja.com');
    expect(toasts).toEqual([]);
  });

  it('a refusal of the gateway naming a field stays on the field, dialog open; CPF and e-mail can be changed', async () => {
    const input = { name: 'Sofia Separa', cpf: '390.533.447-05', email: 'sofia@loja.com', branch: 17, roles: ['PICKER'], available: true };
    renderPage('employees', [
      employees([sofia]),
      branchChoices('funcionario'),
      {
        request: { query: UpdateEmployeeMutation, variables: { id: '7', input } },
        result: {
          errors: [
            new GraphQLError('O campo "input.email" aceita no máximo 254 caracteres.', { extensions: { code: 'BAD_USER_INPUT', field: 'input.email' } }),
          ],
        },
      },
    ]);
    const form = await editSofia();
    expect(value(form, 'CPF')).toBe('52998224725');
    fireEvent.change(within(form).getByLabelText('CPF'), { target: { value: '390.533.447-06' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'sofia@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByText('CPF inválido.')).toBeTruthy();
    expect(within(form).getByText('E-mail inválido.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('CPF'), { target: { value: '390.533.447-05' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'sofia@loja.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('O campo "input.email" aceita no máximo 254 caracteres.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar Funcionário' })).toBe(form);
    expect(value(form, 'CPF')).toBe('390.533.447-05');
  });

  it('the new employee form has CPF and e-mail', async () => {
    renderPage('employees', [employees([sofia]), branchChoices('funcionario')]);
    await screen.findByText('Sofia Separa');
    fireEvent.click(screen.getByRole('button', { name: 'Novo Funcionário' }));
    const form = await screen.findByRole('dialog', { name: 'Novo Funcionário' });
    expect(within(form).getByLabelText('CPF')).toBeTruthy();
    expect(within(form).getByLabelText('E-mail')).toBeTruthy();
  });

  it("'Atualizar' reloads the list as filtered", async () => {
    renderPage('employees', [employees([sofia], { name: 'sofia' })], '/dashboard/x/?nome=sofia');
    await screen.findByText('Sofia Separa');
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'success', message: 'Funcionário(s) encontrado(s) com sucesso!' }));
    expect(screen.getByLabelText('endereço').textContent).toBe('?nome=sofia');
    expect(screen.getByText('Sofia Separa')).toBeTruthy();
  });
});

describe('people who leave (docs/decisions/0040-people-who-leave.md)', () => {
  const payload = (over: Record<string, unknown>) => ({ __typename: 'EmployeePayload' as const, message: null, errors: [], employee: null, ...over });

  it("'Desativar' asks naming the person, then says the gateway's text; 'Cancelar' changes nothing", async () => {
    renderPage('employees', [
      employees([sofia]),
      {
        request: { query: DeactivateEmployeeMutation, variables: { id: '7' } },
        result: { data: { deactivateEmployee: payload({ message: 'Funcionário desativado com sucesso.', employee: member({ active: false }) }) } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar Sofia Separa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Desativar' });
    expect(within(dialog).getByText('Deseja realmente desativar Sofia Separa?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desativar' })).toBeNull());
    expect(toasts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Desativar Sofia Separa' }));
    dialog = await screen.findByRole('dialog', { name: 'Desativar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Funcionário desativado com sucesso.' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desativar' })).toBeNull());
  });

  it("'Enviar redefinição de senha' shows the link to copy, or the gateway's reason when there is none", async () => {
    const reset = (link: string | null, errors: unknown[]): MockLink.MockedResponse => ({
      request: { query: SendEmployeePasswordResetMutation, variables: { id: '7' } },
      result: {
        data: {
          sendEmployeePasswordReset: {
            __typename: 'StaffPasswordResetPayload',
            email: link ? 'sofia@loja.com' : null,
            link,
            message: link ? 'Link de redefinição de senha gerado para sofia@loja.com.' : null,
            errors,
          },
        },
      },
    });
    const noEmail = { __typename: 'UserError', code: 'NO_EMAIL', field: 'id', message: 'Esta pessoa não tem e-mail cadastrado.' };
    renderPage('employees', [employees([sofia]), reset(null, [noEmail]), reset('https://painel.example.com/resetpasswordweb/MjE/abc', [])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar redefinição de senha a Sofia Separa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Enviar redefinição de senha' });
    expect(within(dialog).getByText('Enviar redefinição de senha para Sofia Separa?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'Esta pessoa não tem e-mail cadastrado.' }));
    // The refused send closes the dialog just after its toast: asked again only once it is gone, or the click could
    // land while it is still open and the close that follows would take the second dialog with it.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar redefinição de senha' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Enviar redefinição de senha a Sofia Separa' }));
    dialog = await screen.findByRole('dialog', { name: 'Enviar redefinição de senha' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'Link de Redefinição de Senha' });
    expect((within(linkDialog).getByLabelText('Link de redefinição') as HTMLInputElement).value).toBe('https://painel.example.com/resetpasswordweb/MjE/abc');
    expect(toasts.at(-1)).toEqual({ intent: 'success', message: 'Link de redefinição de senha gerado para sofia@loja.com.' });
  });

  it('a submanager sees Desativar on its pickers but no password reset', async () => {
    session.me.pages = ['separador', 'entregador'];
    try {
      renderPage('pickers', [pickers([sofia])]);
      expect(await screen.findByRole('button', { name: 'Desativar Sofia Separa' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Enviar redefinição de senha/ })).toBeNull();
    } finally {
      session.me.pages = ['funcionario', 'separador', 'entregador'];
    }
  });

  it("the filter's 'Situação' asks for the inactive people and keeps it in the URL", async () => {
    const inactive = member({ id: '9', name: 'Ivo Inativo', active: false });
    renderPage('employees', [
      employees([sofia]),
      {
        request: { query: EmployeesQuery, variables: { filter: { state: 'INACTIVE' }, page: 1, pageSize: 5 } },
        result: { data: { employees: { __typename: 'EmployeePage', total: 1, truncated: false, items: [inactive] } } },
      },
    ]);
    await screen.findByText('Sofia Separa');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Inativos'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    const row = (await screen.findByText('Ivo Inativo', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Inativo')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reativar Ivo Inativo' })).toBeTruthy();
    expect(screen.getByLabelText('endereço').textContent).toBe('?situacao=inativos');
    expect(screen.getByText('Filtro ativo: Inativos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpar filtro' })).toBeTruthy();
  });
});
