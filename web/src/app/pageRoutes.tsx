// One route per panel page under /dashboard/. Each domain folder's `routes.tsx` exports arrays of
// { page, Component }; the module is loaded as its own chunk when one of its pages is first opened. A page
// whose domain has no routes.tsx yet (or does not list it) shows the 'Em construção' state.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePage } from './guards';
import { MENU_PAGES, type MenuPage } from './pages';
import { pendingPage } from './UnderConstruction';

export interface PageRoute {
  page: MenuPage;
  Component: ComponentType;
}

/** The domain folder (web/src/<domain>/) that owns each page. */
export const DOMAIN_OF: Record<MenuPage, string> = {
  cliente: 'customers',
  pedido: 'orders',
  pedidosconcluidos: 'orders',
  pedidoscancelados: 'orders',
  area: 'catalogue',
  cep: 'catalogue',
  secao: 'catalogue',
  destaque: 'catalogue',
  filial: 'catalogue',
  pagamento: 'catalogue',
  notificacao: 'catalogue',
  produto: 'catalogue',
  horario: 'catalogue',
  funcionamento: 'catalogue',
  configuracoes: 'catalogue',
  configuracaoapp: 'support',
  logbd: 'support',
  logapi: 'support',
  funcionario: 'staff',
  entregador: 'staff',
  separador: 'staff',
  receitas: 'support',
  relatorio: 'support',
};

// Lazy: every match becomes a separate chunk, fetched on first use.
const domainModules = import.meta.glob<Record<string, unknown>>('../*/routes.tsx');

function isPageRoute(value: unknown): value is PageRoute {
  return typeof value === 'object' && value !== null && 'page' in value && 'Component' in value;
}

/** Finds a page's component among a domain module's exported { page, Component } arrays. */
export function findPageComponent(module: Record<string, unknown>, page: MenuPage): ComponentType | undefined {
  for (const value of Object.values(module)) {
    if (!Array.isArray(value)) continue;
    const route = value.find((entry) => isPageRoute(entry) && entry.page === page) as PageRoute | undefined;
    if (route) return route.Component;
  }
  return undefined;
}

async function loadPage(page: MenuPage): Promise<ComponentType> {
  const load = domainModules[`../${DOMAIN_OF[page]}/routes.tsx`];
  const component = load ? findPageComponent(await load(), page) : undefined;
  return component ?? pendingPage(page);
}

export function panelPageRoutes(): RouteObject[] {
  return MENU_PAGES.map((page) => ({
    path: page,
    element: <RequirePage page={page} />,
    children: [
      {
        // Domains may add sub-routes under the page later; the index is the page's main screen.
        index: true,
        lazy: async () => ({ Component: await loadPage(page) }),
      },
    ],
  }));
}
