// Password recovery and reset screens, one chunk loaded by the shell's router when one of them is first opened.
import type { RouteObject } from 'react-router';
import { RecoveryPage } from './views/RecoveryPage';
import { ResetPasswordPage } from './views/ResetPasswordPage';

export const recoveryRoute: Pick<RouteObject, 'Component'> = { Component: RecoveryPage };

export const resetPasswordRoutes: Record<'app' | 'web', Pick<RouteObject, 'Component'>> = {
  app: { Component: () => <ResetPasswordPage variant="app" /> },
  web: { Component: () => <ResetPasswordPage variant="web" /> },
};
