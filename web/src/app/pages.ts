// The one typed page registry of the panel. Which pages a user sees comes from the gateway (`me.pages`, built
// from the one policy); this file says how each page is drawn (its name from kernel/pageNames.ts) and how its
// screen is loaded: a domain's `routes.tsx` is one chunk, fetched when one of its pages is first opened. A page
// without `load` shows the 'Em construção' state until its screens are built.
import type { ComponentType } from 'react';
import type { Page } from '../generated/graphql';
import type { IconName } from '@blueprintjs/icons';
import { isMenuPage, PAGE_LABELS, type MenuPage } from '../kernel/pageNames';

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
  cliente: { label: PAGE_LABELS.cliente, icon: 'people', load: () => customers().then((m) => m.customerPages.cliente) },
  pedido: { label: PAGE_LABELS.pedido, icon: 'shopping-cart', load: () => orders().then((m) => m.orderPages.pedido) },
  pedidosconcluidos: {
    label: PAGE_LABELS.pedidosconcluidos,
    icon: 'tick-circle',
    load: () => orders().then((m) => m.orderPages.pedidosconcluidos),
  },
  pedidoscancelados: {
    label: PAGE_LABELS.pedidoscancelados,
    icon: 'disable',
    load: () => orders().then((m) => m.orderPages.pedidoscancelados),
  },
  area: { label: PAGE_LABELS.area, icon: 'map', load: () => coverage().then((m) => m.coveragePages.area) },
  cep: { label: PAGE_LABELS.cep, icon: 'map-marker', load: () => coverage().then((m) => m.coveragePages.cep) },
  secao: { label: PAGE_LABELS.secao, icon: 'layers', load: () => sections().then((m) => m.sectionPages.secao) },
  destaque: { label: PAGE_LABELS.destaque, icon: 'star', load: () => highlights().then((m) => m.highlightPages.destaque) },
  filial: { label: PAGE_LABELS.filial, icon: 'office', load: () => branches().then((m) => m.branchPages.filial) },
  pagamento: { label: PAGE_LABELS.pagamento, icon: 'credit-card', load: () => paymentMethods().then((m) => m.paymentMethodPages.pagamento) },
  notificacao: { label: PAGE_LABELS.notificacao, icon: 'notifications', load: () => notifications().then((m) => m.notificationPages.notificacao) },
  produto: { label: PAGE_LABELS.produto, icon: 'box', load: () => products().then((m) => m.productPages.produto) },
  horario: { label: PAGE_LABELS.horario, icon: 'time', load: () => branches().then((m) => m.branchPages.horario) },
  funcionamento: { label: PAGE_LABELS.funcionamento, icon: 'calendar', load: () => holidays().then((m) => m.holidayPages.funcionamento) },
  configuracoes: { label: PAGE_LABELS.configuracoes, icon: 'cog', load: () => settings().then((m) => m.settingsPages.configuracoes) },
  configuracaoapp: { label: PAGE_LABELS.configuracaoapp, icon: 'mobile-phone', load: () => appSettings().then((m) => m.appSettingsPages.configuracaoapp) },
  logbd: { label: PAGE_LABELS.logbd, icon: 'database', load: () => logs().then((m) => m.logPages.logbd) },
  logapi: { label: PAGE_LABELS.logapi, icon: 'console', load: () => logs().then((m) => m.logPages.logapi) },
  funcionario: { label: PAGE_LABELS.funcionario, icon: 'person', load: () => staff().then((m) => m.staffPages.funcionario) },
  entregador: { label: PAGE_LABELS.entregador, icon: 'drive-time', load: () => staff().then((m) => m.staffPages.entregador) },
  separador: { label: PAGE_LABELS.separador, icon: 'hand', load: () => staff().then((m) => m.staffPages.separador) },
  receitas: { label: PAGE_LABELS.receitas, icon: 'book', load: () => recipes().then((m) => m.recipePages.receitas) },
  relatorio: { label: PAGE_LABELS.relatorio, icon: 'document', load: () => reports().then((m) => m.reportPages.relatorio) },
  integracoes: { label: PAGE_LABELS.integracoes, icon: 'key', load: () => integrations().then((m) => m.integrationPages.integracoes) },
};

export const MENU_PAGES = Object.keys(PAGE_INFO) as MenuPage[];

/** The gateway's page list reduced to menu entries, keeping its order. */
export function menuEntries(pages: readonly Page[]): MenuPage[] {
  return pages.filter(isMenuPage);
}

/** Paths only a signed-in user sees (the panel, recovery): their shell has the side menu, known once `me` is. */
export function isSignedInPath(pathname: string): boolean {
  return /^\/(dashboard|recovery)(\/|$)/.test(pathname);
}
