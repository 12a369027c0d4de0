import { createBrowserRouter, Outlet } from 'react-router';
import { RequireRecovery, RequireSession, PageLoading } from './guards';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { panelPageRoutes } from './pageRoutes';
import { LoginRoute } from '../auth/routes';

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
              children: [
                { index: true, lazy: () => import('../dashboard/routes').then((m) => m.welcomeRoute) },
                ...panelPageRoutes(),
              ],
            },
            {
              path: '/recovery',
              element: <RequireRecovery />,
              children: [{ index: true, lazy: () => import('../auth/lazyRoutes').then((m) => m.recoveryRoute) }],
            },
            {
              path: '/resetpasswordapp/:uuid/:token',
              lazy: () => import('../auth/lazyRoutes').then((m) => m.resetPasswordRoute),
            },
            {
              path: '/resetpasswordweb/:uuid/:token',
              lazy: () => import('../auth/lazyRoutes').then((m) => m.resetPasswordRoute),
            },
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
