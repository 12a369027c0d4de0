import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router/dom';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { createApolloClient } from './app/apollo';
import { installIconLoader } from './kernel/icons';
import { createAppRouter } from './app/router';
import { SESSION_EXPIRED_MESSAGE, SessionProvider, forgetSession } from './kernel/session';
import { showToast } from './kernel/toaster';
import { SmallScreenGuard } from './app/SmallScreenGuard';
import { isSignedInPath } from './app/pages';
import { prepareFormatters } from './lib/format';

installIconLoader(() => import('./app/menuIcons').then((m) => m.MENU_ICONS));
// A panel page shows dates and money: their formatters are made while it waits for its session and data.
if (isSignedInPath(window.location.pathname)) prepareFormatters();

const router = createAppRouter();
let leaving = false;
const client = createApolloClient(() => {
  // Several calls in flight can all answer UNAUTHENTICATED; go back to the login page once.
  if (leaving) return;
  leaving = true;
  void forgetSession(client)
    .then(() => router.navigate('/', { replace: true }))
    .then(() => showToast({ intent: 'warning', icon: 'warning-sign', message: SESSION_EXPIRED_MESSAGE }))
    .finally(() => {
      leaving = false;
    });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlueprintProvider>
      <SmallScreenGuard>
        <ApolloProvider client={client}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ApolloProvider>
      </SmallScreenGuard>
    </BlueprintProvider>
  </StrictMode>,
);
