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
import { MeQuery } from './kernel/sessionQueries';
import { showToast } from './lib/toaster';
import { SmallScreenGuard } from './app/SmallScreenGuard';
import { isSignedInPath } from './app/pages';
import { prepareFormatters } from './lib/format';

installIconLoader(() => import('./app/menuIcons').then((m) => m.MENU_ICONS));
// A panel page shows dates and money: their formatters are made while it waits for its session and data.
if (isSignedInPath(window.location.pathname)) prepareFormatters();

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
// The session is asked for before the router starts the page's chunks: with HTTP/1.1's six connections a host, the
// page's modulepreloads (up to ~35) queued `me` behind them (200 ms in Lighthouse's network log, 4-10 ms alone), and
// every panel page waits for `me`. SessionProvider's query then shares this request (Apollo's deduplication).
void client.query({ query: MeQuery }).catch(() => undefined);
const router = createAppRouter();

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
