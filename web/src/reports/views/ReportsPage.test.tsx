// @vitest-environment jsdom
// 'Relatórios' against mocked GraphQL answers (MockedProvider) and a mocked CSV fetch: loading, a load error, the
// accordion 8 per page with paging, the spec's parameter messages before any fetch, 'Gerando relatório...' then
// the download dialog under the catalogue's file name (and the XLSX beside it), the gateway's refusal toasted, a submanager's fixed branch.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportParameter } from '../../generated/graphql';
import { loadDateTimeFields } from '../../lib/loadDateTimeFields';
import { ReportsPageQuery } from '../queries';
import { ReportsPage } from './ReportsPage';

// The fields' code, loaded on first show in the app (lib/lazyField.tsx), loaded here as the file loads: under no
// hook's timeout, however busy the machine.
await loadDateTimeFields();

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
  dismissToast: async () => undefined,
}));

const PERIOD: ReportParameter[] = ['BRANCH', 'PERIOD'];
const report = (index: number, title: string, parameters: ReportParameter[] = PERIOD) => ({
  __typename: 'Report' as const,
  index,
  title,
  fileName: `relatorio_${index}.csv`,
  parameters,
  csvPath: `/reports/${index}.csv`,
  xlsxPath: `/reports/${index}.xlsx`,
  xlsxFileName: `relatorio_${index}.xlsx`,
});
const catalogue = [
  report(0, 'Clientes primeiro pedido'),
  report(2, 'Todos os clientes', []),
  report(4, 'Produtos fora de estoque', ['BRANCH']),
  report(5, 'Pedidos com valor mínimo', ['BRANCH', 'PERIOD', 'MINIMUM_VALUE']),
  report(7, 'Visibilidade dos produtos', ['BRANCH']),
  report(8, 'Pedidos cancelados'),
  report(9, 'Pedidos entregues por loja e bairro'),
  report(10, 'Pedidos entregues por bairro'),
  report(11, 'Clientes e quantidade de pedidos'),
  report(17, 'Total de vendas por dia'),
];
const branch = (code: number) => ({ __typename: 'Branch' as const, code, name: `Loja ${code}` });
const answer = (allBranches = true, error?: Error): MockLink.MockedResponse => ({
  request: { query: ReportsPageQuery },
  ...(error
    ? { error }
    : {
        result: {
          data: {
            reports: catalogue,
            reportBranchOptions: { __typename: 'ReportBranchOptions', allBranches, branches: allBranches ? [branch(17), branch(18)] : [branch(17)] },
          },
        },
      }),
});

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/relatorio') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <ReportsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const fetchMock = vi.fn();
beforeEach(() => {
  toasts.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openSection = (title: string) => fireEvent.click(screen.getByText(title));

describe('ReportsPage', () => {
  it('shows loading, then the first 8 reports and pages to the rest', async () => {
    renderPage([answer()]);
    expect(screen.getByLabelText('Carregando relatórios')).toBeTruthy();
    expect(await screen.findByText('Clientes primeiro pedido')).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(screen.queryByText('Clientes e quantidade de pedidos')).toBeNull();
    fireEvent.click(screen.getByLabelText('Próxima página'));
    expect(await screen.findByText('Clientes e quantidade de pedidos')).toBeTruthy();
    expect(screen.getByText('Total de vendas por dia')).toBeTruthy();
    expect(screen.queryByText('Clientes primeiro pedido')).toBeNull();
  });

  it('shows a load error', async () => {
    renderPage([answer(true, new Error('falhou'))]);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao carregar os relatórios: falhou');
  });

  it("refuses missing parameters with the spec's messages before any fetch", async () => {
    renderPage([answer()]);
    openSection(await screen.findByText('Pedidos com valor mínimo').then((e) => e.textContent!));
    fireEvent.click(screen.getByText('Gerar Relatório'));
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('É necessário definir o valor mínimo para geração do relatório'));
    // Text that is not money stops here (it came back as a 400 while 'Gerando relatório...' stayed up).
    for (const typed of ['abc', '12abc', '1e5', '-3']) {
      fireEvent.change(screen.getByLabelText('Valor mínimo'), { target: { value: typed } });
      fireEvent.click(screen.getByText('Gerar Relatório'));
      await waitFor(() => expect(toasts.at(-1)?.message).toBe(`Valor mínimo inválido: ${typed}. Use um valor como 150,00.`));
      expect(screen.getByLabelText('Valor mínimo').closest('.bp6-input-group')?.className).toContain('bp6-intent-danger');
    }
    fireEvent.change(screen.getByLabelText('Valor mínimo'), { target: { value: 'R$ 1.150,00' } });
    fireEvent.click(screen.getByText('Gerar Relatório'));
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('É necessário definir a filial e/ou o período de informações para geração do relatório'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("generates a report: 'Gerando relatório...', the CSV fetched, the dialog offering it under its file name", async () => {
    fetchMock.mockResolvedValue(new Response('\ufeffFilial;Código\r\n17;1\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    renderPage([answer()]);
    openSection(await screen.findByText('Produtos fora de estoque').then((e) => e.textContent!));
    const select = screen.getByLabelText('Filial') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Selecione a filial', '17 - Loja 17', '18 - Loja 18', 'Todas']);
    fireEvent.change(select, { target: { value: 'Todas' } });
    fireEvent.click(screen.getByText('Gerar Relatório'));
    const dialog = await screen.findByRole('dialog');
    expect(toasts[0]).toMatchObject({ intent: 'primary', message: 'Gerando relatório...' });
    expect(fetchMock).toHaveBeenCalledWith('/reports/4.csv?filial=Todas', { credentials: 'same-origin' });
    expect(within(dialog).getByText('relatorio_4.csv')).toBeTruthy();
    const link = within(dialog).getByText('Baixar CSV').closest('a')!;
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual(['blob:relatorio', 'relatorio_4.csv']);
    // Beside it, the same parameters' XLSX, downloaded from the gateway when clicked.
    const xlsx = within(dialog).getByText('Baixar XLSX').closest('a')!;
    expect([xlsx.getAttribute('href'), xlsx.getAttribute('download')]).toEqual(['/reports/4.xlsx?filial=Todas', 'relatorio_4.xlsx']);
  });

  it("toasts the gateway's refusal", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'BAD_USER_INPUT', message: 'A data inicial deve ser anterior ou igual à data final.' } }), { status: 400 }),
    );
    renderPage([answer()]);
    openSection(await screen.findByText('Todos os clientes').then((e) => e.textContent!));
    fireEvent.click(screen.getByText('Gerar Relatório'));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ intent: 'danger', message: 'A data inicial deve ser anterior ou igual à data final.' }));
    expect(fetchMock).toHaveBeenCalledWith('/reports/2.csv', { credentials: 'same-origin' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never replaces a date the field calls invalid: the text stays, the message under it, the generation stops saying so; the dialog restates branch and period', async () => {
    fetchMock.mockImplementation(async () => new Response('x', { status: 200 }));
    renderPage([answer()]);
    openSection(await screen.findByText('Pedidos cancelados').then((e) => e.textContent!));
    fireEvent.change(screen.getByLabelText('Filial'), { target: { value: '17' } });
    const type = (label: string, text: string) => {
      const input = screen.getByLabelText(label);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    };
    type('Data inicial', '1/10/26');
    type('Data final', '31/10/2026');
    fireEvent.click(screen.getByText('Gerar Relatório'));
    const dialog = await screen.findByRole('dialog', { name: 'Relatório gerado' });
    expect(fetchMock).toHaveBeenCalledWith('/reports/8.csv?filial=17&datainicial=2026-10-01&datafinal=2026-10-31', { credentials: 'same-origin' });
    expect(within(dialog).getByText('Filial: 17 - Loja 17')).toBeTruthy();
    expect(within(dialog).getByText('Período: 01/10/2026 a 31/10/2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Fechar'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Relatório gerado' })).toBeNull());

    type('Data final', '31/11/2026');
    expect((screen.getByLabelText('Data final') as HTMLInputElement).value).toBe('31/11/2026');
    expect(screen.getByText('Data inválida')).toBeTruthy();
    fireEvent.click(screen.getByText('Gerar Relatório'));
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Data final: Data inválida. Corrija a data para gerar o relatório.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Relatório gerado' })).toBeNull();
  });

  it("fixes a submanager's branch (no 'Todas')", async () => {
    fetchMock.mockResolvedValue(new Response('x', { status: 200 }));
    renderPage([answer(false)]);
    openSection(await screen.findByText('Visibilidade dos produtos').then((e) => e.textContent!));
    const select = screen.getByLabelText('Filial') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('17');
    expect([...select.options].map((o) => o.value)).not.toContain('Todas');
    fireEvent.click(screen.getByText('Gerar Relatório'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/reports/7.csv?filial=17', { credentials: 'same-origin' }));
  });
});
