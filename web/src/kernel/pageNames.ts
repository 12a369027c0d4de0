// How each panel page is named: the side menu, a page's heading and title, an integration key's pages. The shell's
// registry (app/pages.ts) says how each page is drawn and loaded; a domain that names pages reads them here.
import type { Page } from '../generated/graphql';

export type MenuPage = Exclude<Page, 'dashboard' | 'recovery'>;

export const PAGE_LABELS: Record<MenuPage, string> = {
  cliente: 'Clientes',
  pedido: 'Pedidos',
  pedidosconcluidos: 'Pedidos Concluídos',
  pedidoscancelados: 'Pedidos Cancelados',
  area: 'Área de Cobertura',
  cep: 'CEPs',
  secao: 'Seções',
  destaque: 'Destaques',
  filial: 'Filiais',
  pagamento: 'Formas de Pagamento',
  notificacao: 'Notificações',
  produto: 'Produtos',
  horario: 'Períodos de Entrega',
  funcionamento: 'Cadastro de Feriados',
  configuracoes: 'Configurações Gerais',
  configuracaoapp: 'Configurações Apps',
  logbd: 'Log Banco de Dados',
  logapi: 'Log API',
  funcionario: 'Funcionários',
  entregador: 'Entregadores',
  separador: 'Separadores',
  receitas: 'Receitas',
  relatorio: 'Relatórios',
  integracoes: 'Integrações',
};

export function isMenuPage(page: string): page is MenuPage {
  return Object.hasOwn(PAGE_LABELS, page);
}
