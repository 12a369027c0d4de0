// The /dashboard/ index route, loaded as its own chunk after login.
import type { RouteObject } from 'react-router';
import { WelcomeView } from './views/WelcomeView';

export const welcomeRoute: Pick<RouteObject, 'Component'> = { Component: WelcomeView };
