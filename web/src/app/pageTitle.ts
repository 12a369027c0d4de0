// Each screen's own document title and top-bar heading (docs/decisions/0047-shared-ui-behaviour.md): a browser tab, its
// history and a screen reader name the page a person is on ('Pedidos em Aberto - Painel de Controle'), the reset pages
// included.
import { PAGE_INFO } from './pages';
import type { MenuPage } from '../kernel/pageNames';

export const APP_NAME = 'Painel de Controle';

/** Where a page's heading says more than its menu entry. */
const HEADINGS: Partial<Record<MenuPage, string>> = { pedido: 'Pedidos em Aberto' };

/** The screen's name for a path; null for the dashboard (the app's own name) and unknown paths. */
export function screenName(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return 'Login';
  if (pathname.startsWith('/recovery')) return 'Recuperação de Senha';
  if (pathname.startsWith('/resetpassword')) return 'Redefinição de Senha';
  const page = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  if (!page) return null;
  if (page in PAGE_INFO) return HEADINGS[page as MenuPage] ?? PAGE_INFO[page as MenuPage].label;
  return null;
}

export function documentTitle(pathname: string): string {
  const name = screenName(pathname);
  return name ? `${name} - ${APP_NAME}` : APP_NAME;
}
