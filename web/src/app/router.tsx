// The shell's routes: login, the panel pages of the registry under /dashboard/, password pages and 404.
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequirePage, RequireRecovery, RequireSession, PageLoading } from '../kernel/guards';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { MENU_PAGES, PAGE_INFO } from './pages';
import type { MenuPage } from '../kernel/pageNames';
import { UnderConstruction } from './UnderConstruction';
import { LoginRoute } from '../auth/routes';

async function loadPage(page: MenuPage): Promise<ComponentType> {
  const { label, load } = PAGE_INFO[page];
  if (load) return load();
  return function PendingPage() {
    return <UnderConstruction title={label} />;
  };
}

function panelPageRoutes(): RouteObject[] {
  return MENU_PAGES.map((page) => ({
    path: page,
    element: <RequirePage page={page} />,
    // Domains may add sub-routes under the page later; the index is the page's main screen.
    children: [{ index: true, lazy: async () => ({ Component: await loadPage(page) }) }],
  }));
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Outlet />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          element: <Layout />,
          children: [
            // The login page is in the first chunk: it is what every visitor sees first.
            { path: '/', element: <LoginRoute /> },
            {
              path: '/dashboard',
              element: <RequireSession />,
              children: [{ index: true, lazy: () => import('../dashboard/routes').then((m) => m.welcomeRoute) }, ...panelPageRoutes()],
            },
            {
              path: '/recovery',
              element: <RequireRecovery />,
              children: [{ index: true, lazy: () => import('../password-reset/routes').then((m) => m.recoveryRoute) }],
            },
            {
              path: '/resetpasswordapp/:uuid/:token',
              lazy: () => import('../password-reset/routes').then((m) => m.resetPasswordRoutes.app),
            },
            {
              path: '/resetpasswordweb/:uuid/:token',
              lazy: () => import('../password-reset/routes').then((m) => m.resetPasswordRoutes.web),
            },
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
