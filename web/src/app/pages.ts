// Menu entries of the panel. Which pages a user sees comes from the gateway (`me.pages`, built from the one
// policy); this file only says how each page is named and drawn.
import type { Page } from '../generated/graphql';
import type { IconName } from '@blueprintjs/icons';

export type MenuPage = Exclude<Page, 'dashboard' | 'recovery'>;

interface PageInfo {
  label: string;
  icon: IconName;
}

export const PAGE_INFO: Record<MenuPage, PageInfo> = {
  cliente: { label: 'Clientes', icon: 'people' },
  pedido: { label: 'Pedidos', icon: 'shopping-cart' },
  pedidosconcluidos: { label: 'Pedidos Concluídos', icon: 'tick-circle' },
  pedidoscancelados: { label: 'Pedidos Cancelados', icon: 'disable' },
  area: { label: 'Área de Cobertura', icon: 'map' },
  cep: { label: 'CEPs', icon: 'map-marker' },
  secao: { label: 'Seções', icon: 'layers' },
  destaque: { label: 'Destaques', icon: 'star' },
  filial: { label: 'Filiais', icon: 'office' },
  pagamento: { label: 'Formas de Pagamento', icon: 'credit-card' },
  notificacao: { label: 'Notificações', icon: 'notifications' },
  produto: { label: 'Produtos', icon: 'box' },
  horario: { label: 'Períodos de Entrega', icon: 'time' },
  funcionamento: { label: 'Cadastro de Feriados', icon: 'calendar' },
  configuracoes: { label: 'Configurações Gerais', icon: 'cog' },
  configuracaoapp: { label: 'Configurações Apps', icon: 'mobile-phone' },
  logbd: { label: 'Log Banco de Dados', icon: 'database' },
  logapi: { label: 'Log API', icon: 'console' },
  funcionario: { label: 'Funcionários', icon: 'person' },
  entregador: { label: 'Entregadores', icon: 'drive-time' },
  separador: { label: 'Separadores', icon: 'hand' },
  receitas: { label: 'Receitas', icon: 'book' },
  relatorio: { label: 'Relatórios', icon: 'document' },
};

export const MENU_PAGES = Object.keys(PAGE_INFO) as MenuPage[];

export function isMenuPage(page: string): page is MenuPage {
  return Object.hasOwn(PAGE_INFO, page);
}

/** The gateway's page list reduced to menu entries, keeping its order. */
export function menuEntries(pages: readonly Page[]): MenuPage[] {
  return pages.filter(isMenuPage);
}
