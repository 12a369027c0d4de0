// The one typed page registry of the panel. Which pages a user sees comes from the gateway (`me.pages`, built
// from the one policy); this file says how each page is named and drawn, and how its screen is loaded: a
// domain's `routes.tsx` is one chunk, fetched when one of its pages is first opened. A page without `load`
// shows the 'Em construção' state until its screens are built.
import type { ComponentType } from 'react';
import type { Page } from '../generated/graphql';
import type { IconName } from '@blueprintjs/icons';

export type MenuPage = Exclude<Page, 'dashboard' | 'recovery'>;

interface PageInfo {
  label: string;
  icon: IconName;
  load?: () => Promise<ComponentType>;
}

const orders = () => import('../orders/routes');
const customers = () => import('../customers/routes');
const branches = () => import('../branches/routes');
const settings = () => import('../settings/routes');
const holidays = () => import('../holidays/routes');
const coverage = () => import('../coverage-areas/routes');
const highlights = () => import('../highlights/routes');
const paymentMethods = () => import('../payment-methods/routes');
const logs = () => import('../logs/routes');
const sections = () => import('../sections/routes');
const appSettings = () => import('../app-settings/routes');
const products = () => import('../products/routes');
const notifications = () => import('../notifications/routes');
const recipes = () => import('../recipes/routes');
const staff = () => import('../staff/routes');
const reports = () => import('../reports/routes');
const integrations = () => import('../integrations/routes');

export const PAGE_INFO: Record<MenuPage, PageInfo> = {
  cliente: { label: 'Clientes', icon: 'people', load: () => customers().then((m) => m.customerPages.cliente) },
  pedido: { label: 'Pedidos', icon: 'shopping-cart', load: () => orders().then((m) => m.orderPages.pedido) },
  pedidosconcluidos: {
    label: 'Pedidos Concluídos',
    icon: 'tick-circle',
    load: () => orders().then((m) => m.orderPages.pedidosconcluidos),
  },
  pedidoscancelados: {
    label: 'Pedidos Cancelados',
    icon: 'disable',
    load: () => orders().then((m) => m.orderPages.pedidoscancelados),
  },
  area: { label: 'Área de Cobertura', icon: 'map', load: () => coverage().then((m) => m.coveragePages.area) },
  cep: { label: 'CEPs', icon: 'map-marker', load: () => coverage().then((m) => m.coveragePages.cep) },
  secao: { label: 'Seções', icon: 'layers', load: () => sections().then((m) => m.sectionPages.secao) },
  destaque: { label: 'Destaques', icon: 'star', load: () => highlights().then((m) => m.highlightPages.destaque) },
  filial: { label: 'Filiais', icon: 'office', load: () => branches().then((m) => m.branchPages.filial) },
  pagamento: { label: 'Formas de Pagamento', icon: 'credit-card', load: () => paymentMethods().then((m) => m.paymentMethodPages.pagamento) },
  notificacao: { label: 'Notificações', icon: 'notifications', load: () => notifications().then((m) => m.notificationPages.notificacao) },
  produto: { label: 'Produtos', icon: 'box', load: () => products().then((m) => m.productPages.produto) },
  horario: { label: 'Períodos de Entrega', icon: 'time', load: () => branches().then((m) => m.branchPages.horario) },
  funcionamento: { label: 'Cadastro de Feriados', icon: 'calendar', load: () => holidays().then((m) => m.holidayPages.funcionamento) },
  configuracoes: { label: 'Configurações Gerais', icon: 'cog', load: () => settings().then((m) => m.settingsPages.configuracoes) },
  configuracaoapp: { label: 'Configurações Apps', icon: 'mobile-phone', load: () => appSettings().then((m) => m.appSettingsPages.configuracaoapp) },
  logbd: { label: 'Log Banco de Dados', icon: 'database', load: () => logs().then((m) => m.logPages.logbd) },
  logapi: { label: 'Log API', icon: 'console', load: () => logs().then((m) => m.logPages.logapi) },
  funcionario: { label: 'Funcionários', icon: 'person', load: () => staff().then((m) => m.staffPages.funcionario) },
  entregador: { label: 'Entregadores', icon: 'drive-time', load: () => staff().then((m) => m.staffPages.entregador) },
  separador: { label: 'Separadores', icon: 'hand', load: () => staff().then((m) => m.staffPages.separador) },
  receitas: { label: 'Receitas', icon: 'book', load: () => recipes().then((m) => m.recipePages.receitas) },
  relatorio: { label: 'Relatórios', icon: 'document', load: () => reports().then((m) => m.reportPages.relatorio) },
  integracoes: { label: 'Integrações', icon: 'key', load: () => integrations().then((m) => m.integrationPages.integracoes) },
};

export const MENU_PAGES = Object.keys(PAGE_INFO) as MenuPage[];

export function isMenuPage(page: string): page is MenuPage {
  return Object.hasOwn(PAGE_INFO, page);
}

/** The gateway's page list reduced to menu entries, keeping its order. */
export function menuEntries(pages: readonly Page[]): MenuPage[] {
  return pages.filter(isMenuPage);
}

/** Paths only a signed-in user sees (the panel, recovery): their shell has the side menu, known once `me` is. */
export function isSignedInPath(pathname: string): boolean {
  return /^\/(dashboard|recovery)(\/|$)/.test(pathname);
}
