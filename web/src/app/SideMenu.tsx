import { Menu, MenuItem } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import type { Page } from '../generated/graphql';
import { PAGE_INFO, menuEntries } from './pages';

export function pagePath(page: Page): string {
  return page === 'dashboard' ? '/dashboard/' : `/dashboard/${page}/`;
}

/**
 * The side menu: one entry per page the gateway lets this user open, in the gateway's order. The dashboard
 * is not an entry (the top bar's title leads there).
 */
export function SideMenu({ pages }: { pages: readonly Page[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const link = (path: string) => ({
    href: path,
    active: normalized === path,
    onClick: (event: React.MouseEvent) => {
      // Keep ctrl/middle click opening a new tab; a plain click navigates inside the app.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void navigate(path);
    },
  });

  return (
    <nav className="app-side-menu" aria-label="Menu principal">
      <Menu>
        {menuEntries(pages).map((page) => (
          <MenuItem key={page} icon={PAGE_INFO[page].icon} text={PAGE_INFO[page].label} {...link(pagePath(page))} />
        ))}
      </Menu>
    </nav>
  );
}
