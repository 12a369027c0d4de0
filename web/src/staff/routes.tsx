// Page routes of this domain ({ page, Component }), found and loaded as one chunk by app/pageRoutes.tsx.
// Until the screens are built each page shows the 'Em construção' state.
import type { PageRoute } from '../app/pageRoutes';
import { pendingPage } from '../app/UnderConstruction';

export const staffRoutes: PageRoute[] = [
  { page: 'funcionario', Component: pendingPage('funcionario') },
  { page: 'entregador', Component: pendingPage('entregador') },
  { page: 'separador', Component: pendingPage('separador') },
];
