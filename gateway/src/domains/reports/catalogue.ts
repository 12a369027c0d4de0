// The report catalogue (docs/areas/staff-and-support.md#report-catalogue): index, title, CSV file name, the parameters
// each report needs and its columns with their kinds, so the CSV writer formats them (money, dates, decimals), the XLSX
// writer types its cells by them (xlsx.ts: codes as text, money and quantities as numbers, days as dates) and GraphQL
// tools read the same rows typed. Column keys are the product API's (relatorioN/ answers objects keyed by these
// labels); report 7's rows are built with the same keys from produtos/ (product-visibility.ts). docs/decisions/0021-report-names.md:
// reports 12-14 get stable names instead of the spec's hash; report 7 is offered
// as well.

export type ReportParameter = 'BRANCH' | 'PERIOD' | 'MINIMUM_VALUE';
/**
 * CODE is an identifier written in digits (CPF, CNPJ, CEP, EAN, phone, ERP code): text as TEXT is, and never a number,
 * so a spreadsheet keeps its leading zeros and every digit (docs/decisions/0050-report-xlsx.md: Excel dropped the 0 of
 * a CPF and wrote a 13-digit EAN as 7,89329E+12).
 */
export type ReportColumnKind = 'TEXT' | 'CODE' | 'INTEGER' | 'DECIMAL' | 'MONEY' | 'DATE';

export interface ReportColumn {
  key: string;
  kind: ReportColumnKind;
}

export interface ReportDefinition {
  index: number;
  title: string;
  /** The CSV's file name; the XLSX is the same name ending in .xlsx (xlsxFileName). */
  fileName: string;
  parameters: readonly ReportParameter[];
  columns: readonly ReportColumn[];
}

const col = (key: string, kind: ReportColumnKind = 'TEXT'): ReportColumn => ({ key, kind });

const PERIOD_REPORT: readonly ReportParameter[] = ['BRANCH', 'PERIOD'];

const CUSTOMER_TOTALS = [
  col('Código Cliente', 'INTEGER'),
  col('Cliente'),
  col('CPF', 'CODE'),
  col('Telefone', 'CODE'),
  col('Quantidade de Pedidos', 'INTEGER'),
  col('Valor Total', 'MONEY'),
  col('Ticket Médio', 'MONEY'),
];

const TOP_PRODUCTS = [col('Código', 'INTEGER'), col('Descrição'), col('Unidade'), col('Quantidade Vendida', 'DECIMAL'), col('Valor Total', 'MONEY')];

const REVENUE = [col('Quantidade de Pedidos', 'INTEGER'), col('Valor Total', 'MONEY'), col('Ticket Médio', 'MONEY')];

export const REPORT_CATALOGUE: readonly ReportDefinition[] = [
  {
    index: 0,
    title: 'Clientes primeiro pedido',
    fileName: 'relatorio_clientesprimeiropedido.csv',
    parameters: PERIOD_REPORT,
    columns: [
      col('Código Cliente', 'INTEGER'),
      col('Cliente'),
      col('CPF', 'CODE'),
      col('E-mail'),
      col('Telefone', 'CODE'),
      col('Filial', 'INTEGER'),
      col('Pedido', 'INTEGER'),
      col('Data do Pedido', 'DATE'),
      col('Valor', 'MONEY'),
    ],
  },
  {
    index: 2,
    title: 'Todos os clientes',
    fileName: 'relatorio_clientes.csv',
    parameters: [],
    columns: [
      col('Código', 'INTEGER'),
      col('Código ERP', 'CODE'),
      col('Cliente'),
      col('CPF', 'CODE'),
      col('E-mail'),
      col('Telefone', 'CODE'),
      col('Bairro'),
      col('Cidade'),
      col('Qtd. Compras', 'INTEGER'),
      col('Data Última Compra', 'DATE'),
      col('Valor Última Compra', 'MONEY'),
      col('Status'),
    ],
  },
  {
    index: 4,
    title: 'Produtos fora de estoque',
    fileName: 'relatorio_produtosforaestoque.csv',
    parameters: ['BRANCH'],
    columns: [
      col('Filial', 'INTEGER'),
      col('Código', 'INTEGER'),
      col('Código Auxiliar', 'CODE'),
      col('Descrição'),
      col('Seção'),
      col('Estoque', 'DECIMAL'),
      col('Estoque Mínimo', 'DECIMAL'),
      col('Preço de Venda', 'MONEY'),
      col('Fora de Linha'),
    ],
  },
  {
    index: 5,
    title: 'Pedidos com valor mínimo',
    fileName: 'relatorio_pedidosvalorminimo.csv',
    parameters: ['BRANCH', 'PERIOD', 'MINIMUM_VALUE'],
    columns: [
      col('Pedido', 'INTEGER'),
      col('Data', 'DATE'),
      col('Filial', 'INTEGER'),
      col('Código Cliente', 'INTEGER'),
      col('Cliente'),
      col('CPF', 'CODE'),
      col('Tipo'),
      col('Status'),
      col('Valor', 'MONEY'),
    ],
  },
  {
    index: 7,
    title: 'Visibilidade dos produtos',
    fileName: 'relatorio_visibilidadeprodutos.csv',
    parameters: ['BRANCH'],
    columns: [
      col('Filial', 'INTEGER'),
      col('Código', 'INTEGER'),
      col('Código Auxiliar', 'CODE'),
      col('Descrição'),
      col('Seção'),
      col('Subcategoria'),
      col('Visível'),
    ],
  },
  {
    index: 8,
    title: 'Pedidos cancelados',
    fileName: 'relatorio_pedidoscancelados.csv',
    parameters: PERIOD_REPORT,
    columns: [
      col('Pedido', 'INTEGER'),
      col('Data do Pedido', 'DATE'),
      col('Data do Cancelamento', 'DATE'),
      col('Filial', 'INTEGER'),
      col('Código Cliente', 'INTEGER'),
      col('Cliente'),
      col('CPF', 'CODE'),
      col('Tipo'),
      col('Valor', 'MONEY'),
      col('Motivo'),
      col('Cancelado por'),
    ],
  },
  {
    index: 9,
    title: 'Pedidos entregues por loja e bairro',
    fileName: 'relatorio_qtdpedidoslojabairro.csv',
    parameters: PERIOD_REPORT,
    columns: [col('Filial', 'INTEGER'), col('Bairro'), col('Quantidade de Pedidos', 'INTEGER'), col('Valor Total', 'MONEY')],
  },
  {
    index: 10,
    title: 'Pedidos entregues por bairro',
    fileName: 'relatorio_qtdpedidosbairro.csv',
    parameters: PERIOD_REPORT,
    columns: [col('Bairro'), col('Quantidade de Pedidos', 'INTEGER'), col('Valor Total', 'MONEY')],
  },
  { index: 11, title: 'Clientes e quantidade de pedidos', fileName: 'relatorio_clientesqtdpedidos.csv', parameters: PERIOD_REPORT, columns: CUSTOMER_TOTALS },
  { index: 12, title: 'Top 50 produtos mais vendidos', fileName: 'relatorio_top50produtosvendidos.csv', parameters: PERIOD_REPORT, columns: TOP_PRODUCTS },
  { index: 13, title: 'Top 50 produtos por faturamento', fileName: 'relatorio_top50produtosfaturamento.csv', parameters: PERIOD_REPORT, columns: TOP_PRODUCTS },
  {
    index: 14,
    title: 'Top 50 clientes por ticket acumulado',
    fileName: 'relatorio_top50clientesticket.csv',
    parameters: PERIOD_REPORT,
    columns: CUSTOMER_TOTALS,
  },
  { index: 15, title: 'Top 50 clientes por ticket médio', fileName: 'relatorio_clientestktmedio.csv', parameters: PERIOD_REPORT, columns: CUSTOMER_TOTALS },
  {
    index: 16,
    title: 'Top 50 clientes por pedidos feitos',
    fileName: 'relatorio_clientespedidosfeitos.csv',
    parameters: PERIOD_REPORT,
    columns: CUSTOMER_TOTALS,
  },
  { index: 17, title: 'Total de vendas por dia', fileName: 'relatorio_totalvendas.csv', parameters: PERIOD_REPORT, columns: [col('Data', 'DATE'), ...REVENUE] },
  {
    index: 18,
    title: 'Total de vendas por tipo de pedido',
    fileName: 'relatorio_tipo_pedido.csv',
    parameters: PERIOD_REPORT,
    columns: [col('Tipo de Pedido'), ...REVENUE],
  },
];

export function findReport(index: number): ReportDefinition | undefined {
  return REPORT_CATALOGUE.find((r) => r.index === index);
}

/** The XLSX's file name: the CSV's with .xlsx ('relatorio_pedidosvalorminimo.xlsx'). */
export const xlsxFileName = (report: ReportDefinition) => report.fileName.replace(/\.csv$/, '.xlsx');

/** The product API's path of a report (not asked for report 7: product-visibility.ts). */
export const reportPath = (report: ReportDefinition) => `relatorio${report.index}/`;
